import ArgumentParser
import ThemeClient

/// `system`, `light` or `dark`, as typed.
struct SchemeArgument: LenientArgument {
    let raw: String

    static var allValueStrings: [String] { SchemePreference.allCases.map(\.rawValue) }

    /// The preference, or a failure that lists what is accepted.
    func preference(for name: String = "scheme") throws -> SchemePreference {
        guard let value = SchemePreference(rawValue: raw) else {
            throw CommandFailure.invalid(raw, for: name, accepted: Self.allValueStrings)
        }
        return value
    }
}
