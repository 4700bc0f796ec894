/// A `.theme` file refused whole (issue 11 §5); nothing of it is used.
public enum ThemeFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Larger than ``ThemeFile/maximumBytes``.
    case tooLarge(bytes: Int)
    /// Not UTF-8 text.
    case notUTF8
    /// Not JSON, or JSON the strict reader refuses.
    case notJSON(JSONSyntaxError)
    /// JSON, but not a valid theme: every problem found.
    case invalid(InvalidThemeError)

    /// One sentence saying what was wrong and what is accepted.
    public var description: String {
        switch self {
        case .tooLarge(let bytes):
            "the theme file has \(bytes) bytes; expected at most \(ThemeFile.maximumBytes) (128 KB)"
        case .notUTF8: "the theme file is not UTF-8 text; expected a UTF-8 JSON file"
        case .notJSON(let error): "the theme file is not JSON: \(error)"
        case .invalid(let error): "the theme file holds an \(error)"
        }
    }
}
