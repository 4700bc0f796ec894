/// matugen's case filters (the convert_case crate, 0.10, with its default word boundaries:
/// `_`, `-`, spaces, lower→upper, an acronym's end, and letter↔digit changes).
enum CaseConversion {
    /// `text` in the case a filter names: `lower_case` (words in lowercase, joined by spaces),
    /// `snake_case`, `kebab_case`, `camel_case` or `pascal_case`.
    static func convert(_ text: String, to filter: String) -> String {
        let words = self.words(text)
        func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst().lowercased() }
        switch filter {
        case "snake_case": return words.map { $0.lowercased() }.joined(separator: "_")
        case "kebab_case": return words.map { $0.lowercased() }.joined(separator: "-")
        case "camel_case": return words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : capitalized($0.element) }.joined()
        case "pascal_case": return words.map(capitalized).joined()
        default: return words.map { $0.lowercased() }.joined(separator: " ")
        }
    }

    private static func words(_ text: String) -> [String] {
        let characters = Array(text)
        var words: [String] = []
        var current = ""
        func kind(_ character: Character) -> Int { character.isNumber ? 2 : character.isUppercase ? 1 : character.isLowercase ? 0 : 3 }
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current); current = "" }
                continue
            }
            if let previous = current.last {
                let (before, now) = (kind(previous), kind(character))
                let next = index + 1 < characters.count ? kind(characters[index + 1]) : 3
                let splits = (before == 0 && now == 1) || (before == 2) != (now == 2) && before != 3 && now != 3
                    || (before == 1 && now == 1 && next == 0)
                if splits { words.append(current); current = "" }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
