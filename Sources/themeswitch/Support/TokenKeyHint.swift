/// The error for a token key the set does not hold, with the closest key when one is near.
enum TokenKeyHint {
    /// E.g. `unknown token key 'color.acent' — did you mean 'color.accent'? (see 'themeswitch tokens' for every key)`.
    static func unknownKeyMessage(_ key: String, in keys: [String]) -> String {
        let wanted = Array(key.lowercased())
        let threshold = max(2, wanted.count / 4)
        var best: String?
        var bestDistance = Int.max
        for candidate in keys.sorted() {
            let distance = editDistance(wanted, Array(candidate.lowercased()))
            if distance <= threshold, distance < bestDistance {
                best = candidate
                bestDistance = distance
            }
        }
        let hint = best.map { " — did you mean '\($0)'?" } ?? ""
        return "unknown token key '\(key)'\(hint) (see 'themeswitch tokens' for every key)"
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            current.reserveCapacity(b.count + 1)
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
