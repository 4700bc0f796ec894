import ArgumentParser
import ThemeCore

/// `system`, `on` or `off` (also `true`/`false`, `yes`/`no`, `1`/`0`), as typed.
struct FlagPreferenceArgument: LenientArgument {
    let raw: String

    static var allValueStrings: [String] { ["system", "on", "off"] }

    /// The preference, or a failure that says which values are accepted.
    func value(for name: String) throws -> FlagPreference {
        switch raw.lowercased() {
        case "system": return .system
        case "on", "true", "yes", "1": return .on
        case "off", "false", "no", "0": return .off
        default: throw CommandFailure.invalid(raw, for: name, accepted: Self.allValueStrings)
        }
    }
}
