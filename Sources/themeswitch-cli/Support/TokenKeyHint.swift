import ThemeCore

/// The error for a token key the set does not hold, with the closest key when one is near.
enum TokenKeyHint {
    /// E.g. `unknown token key 'color.acent' — did you mean 'color.accent'? (see 'themeswitch tokens' for every key)`.
    static func unknownKeyMessage(_ key: String, in keys: [String]) -> String {
        let best = ClosestName.closest(to: key, among: keys.sorted(), lengthDivisor: 4)
        let hint = best.map { " — did you mean '\($0)'?" } ?? ""
        return "unknown token key '\(key)'\(hint) (see 'themeswitch tokens' for every key)"
    }
}
