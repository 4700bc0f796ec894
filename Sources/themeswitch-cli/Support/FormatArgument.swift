import ArgumentParser
import ThemeClient

/// `json`, `dtcg`, `css`, `yaml`, `base16` or `base24`, as typed.
struct FormatArgument: LenientArgument {
    let raw: String

    static var allValueStrings: [String] { TokenFormat.allCases.map(\.rawValue) }

    /// The format, or a failure that lists what is accepted.
    func format() throws -> TokenFormat {
        guard let format = TokenFormat(rawValue: raw.lowercased()) else {
            throw CommandFailure.invalid(raw, for: "--format", accepted: Self.allValueStrings)
        }
        return format
    }
}
