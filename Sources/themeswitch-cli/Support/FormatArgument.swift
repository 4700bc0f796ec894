import ArgumentParser
import ThemeClient
import ThemeCore

/// `json`, `dtcg`, `css`, `yaml`, `base16`, `base24`, or a terminal scheme format (`kitty`,
/// `alacritty`, `alacritty-yaml`, `ghostty`, `iterm2`, `windows-terminal`), as typed.
struct FormatArgument: LenientArgument {
    let raw: String

    /// What `tokens --format` writes: the set in a token format, or its terminal palette as a scheme file.
    enum Output: Equatable {
        case tokens(TokenFormat)
        case terminal(String)
    }

    static var allValueStrings: [String] { TokenFormat.allCases.map(\.rawValue) + TerminalSchemeFormat.exportNames }

    /// The format, or a failure that lists what is accepted.
    func format() throws -> Output {
        let name = raw.lowercased()
        if let format = TokenFormat(rawValue: name) { return .tokens(format) }
        guard TerminalSchemeFormat.exportNames.contains(name) else {
            throw CommandFailure.invalid(raw, for: "--format", accepted: Self.allValueStrings)
        }
        return .terminal(name)
    }
}
