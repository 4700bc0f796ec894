import ArgumentParser

/// `on` or `off` (also `true`/`false`, `yes`/`no`, `1`/`0`), as typed.
struct ToggleArgument: LenientArgument {
    let raw: String

    static var allValueStrings: [String] { ["on", "off"] }

    /// The flag's value, or a failure that says `on` or `off` is accepted.
    func value(for name: String) throws -> Bool {
        switch raw.lowercased() {
        case "on", "true", "yes", "1": return true
        case "off", "false", "no", "0": return false
        default: throw CommandFailure.invalid(raw, for: name, accepted: Self.allValueStrings)
        }
    }
}
