import ArgumentParser
import ThemeClient

/// `light` or `dark` (a scheme apps render, never `system`), as typed.
struct ResolvedSchemeArgument: LenientArgument {
    let raw: String

    static var allValueStrings: [String] { ColorScheme.allCases.map(\.rawValue) }

    /// The scheme, or a failure that lists what is accepted.
    func colorScheme(for name: String = "--scheme") throws -> ColorScheme {
        guard let value = ColorScheme(rawValue: raw) else {
            throw CommandFailure.invalid(raw, for: name, accepted: Self.allValueStrings)
        }
        return value
    }
}
