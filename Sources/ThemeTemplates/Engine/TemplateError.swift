import ThemeCore

/// A template that cannot be parsed or rendered: which template, which line, and why.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Sendable, Equatable {
        /// A placeholder names a key the context does not hold.
        case unknownToken(String, suggestion: String?)
        /// A placeholder applies a filter that does not exist.
        case unknownFilter(String, suggestion: String?)
        /// A `{{#…}}` tag names something other than `light`, `dark`, `with light` or `with dark`.
        case unknownSection(String)
        /// A `{{#…}}` section has no matching `{{/…}}`.
        case unclosedSection(String)
        /// A `{{/…}}` closes nothing, or not the innermost open section.
        case unexpectedClose(String, expected: String?)
        /// A `{{` has no `}}` after it.
        case unterminatedTag
        /// A `{{ }}` holds no key.
        case emptyPlaceholder
        /// A filter's argument is missing, extra or out of range.
        case badFilterArgument(filter: String, argument: String)
        /// A color filter meets a value that is not (or no longer) a color.
        case filterNeedsColor(filter: String, key: String)
    }

    /// The template's name (a built-in's name or a file path).
    public let template: String
    /// The 1-based line the problem is on.
    public let line: Int
    /// What is wrong.
    public let reason: Reason

    /// Names the template and line, then the problem, in one sentence.
    public var description: String {
        "\(template):\(line): " + {
            switch reason {
            case .unknownToken(let key, let suggestion):
                "unknown token '\(key)'" + Self.hint(suggestion)
            case .unknownFilter(let name, let suggestion):
                "unknown filter '\(name)'" + Self.hint(suggestion)
                    + " (filters: \(TemplateFilter.names.joined(separator: ", ")))"
            case .unknownSection(let name):
                "unknown section '#\(name)' (sections: #light, #dark, #with light, #with dark)"
            case .unclosedSection(let name):
                "section '#\(name)' opened here is never closed with '{{/\(name.split(separator: " ").first ?? "")}}'"
            case .unexpectedClose(let name, let expected):
                "'{{/\(name)}}' closes nothing" + (expected.map { " (the open section is '#\($0)')" } ?? "")
            case .unterminatedTag:
                "'{{' is never closed with '}}'"
            case .emptyPlaceholder:
                "'{{ }}' names no token"
            case .badFilterArgument(let filter, let argument):
                "filter '\(filter)' cannot take '\(argument)'" + (filter == "opacity" ? " (it takes a number from 0 to 1: opacity(0.5))" : " (it takes no argument)")
            case .filterNeedsColor(let filter, let key):
                "filter '\(filter)' needs a color, but '\(key)' is not one at that point (a format such as hex or rgb must come last)"
            }
        }()
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
