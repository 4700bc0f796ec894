/// What a user theme says about itself (seed 002 §4, §7): name, description, author, tags, category.
public struct ThemeMetadata: Sendable, Hashable {
    /// Name for people, 3–50 characters.
    public var name: String
    /// Optional, 10–200 characters; may hold line breaks.
    public var description: String?
    /// Optional, at most 100 characters.
    public var author: String?
    /// At most 10, each 1–20 characters, lowercase, no duplicates; trimmed of surrounding
    /// whitespace and lowercased when set (seed 002's `addTag`), so ` Neon` and `neon` are one tag.
    public var tags: [String] {
        didSet { tags = tags.map(Self.normalized) }
    }
    /// The catalog category.
    public var category: ThemeCategory

    /// Metadata from its parts; tags are trimmed and lowercased.
    public init(name: String, description: String? = nil, author: String? = nil, tags: [String] = [],
                category: ThemeCategory) {
        self.name = name
        self.description = description
        self.author = author
        self.tags = tags.map(Self.normalized)
        self.category = category
    }

    /// A tag as it is stored: without surrounding whitespace, lowercased.
    static func normalized(_ tag: String) -> String {
        tag.trimmingSurroundingWhitespace.lowercased()
    }

    /// Every problem with these metadata, in field order (empty when valid).
    public var problems: [ValidationProblem] {
        var problems: [ValidationProblem] = []
        func check(_ field: String, _ text: String, _ range: ClosedRange<Int>, _ what: String,
                   allowsNewline: Bool = false) {
            if !text.isEmpty, text.allSatisfy(\.isWhitespace) {
                problems.append(ValidationProblem(field: field, message:
                    "\(what) is only whitespace; expected \(range.lowerBound) to \(range.upperBound) characters of text"))
            } else if !range.contains(text.count) {
                problems.append(ValidationProblem(field: field, message:
                    "\(what) has \(text.count) characters; expected \(range.lowerBound) to \(range.upperBound)"))
            } else if text.unicodeScalars.contains(where: {
                $0.properties.generalCategory == .control && !(allowsNewline && $0 == "\n")
            }) {
                problems.append(ValidationProblem(field: field, message:
                    "\(what) contains a control character; expected printable text"))
            }
        }
        check("name", name, 3...50, "the name")
        if let description { check("description", description, 10...200, "the description", allowsNewline: true) }
        if let author { check("author", author, 1...100, "the author") }
        if tags.count > 10 {
            problems.append(ValidationProblem(field: "tags", message:
                "there are \(tags.count) tags; expected at most 10"))
        }
        var seen: Set<String> = []
        for (index, tag) in tags.enumerated() {
            check("tags[\(index)]", tag, 1...20, "tag '\(tag)'")
            if !seen.insert(tag).inserted {
                problems.append(ValidationProblem(field: "tags[\(index)]", message:
                    "tag '\(tag)' appears twice; expected each tag once"))
            }
        }
        return problems
    }
}
