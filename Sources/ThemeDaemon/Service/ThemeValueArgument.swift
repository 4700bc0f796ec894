import DBus
import ThemeCore

/// The one conversion of a D-Bus value into a theme value (`SetOverride`'s and `SetThemeValue`'s
/// `v value`), each method keeping its documented rules (docs/dbus-api.md).
struct ThemeValueArgument {
    /// Whether a boolean is taken (as the text `true` or `false`: the flag tokens).
    let acceptsBooleans: Bool
    /// The longest string taken, in bytes; nil: any.
    let maximumStringBytes: Int?
    /// What is refused, in the error's words.
    let refusal: String

    /// `SetOverride`: a string of at most 64 bytes, any number, or a boolean.
    static let override = ThemeValueArgument(
        acceptsBooleans: true, maximumStringBytes: 64, refusal: "an override value must be a string (s), a number or a boolean (b)")
    /// `SetThemeValue`: a string or any number.
    static let themeValue = ThemeValueArgument(
        acceptsBooleans: false, maximumStringBytes: nil, refusal: "a theme value must be a string or a number")

    /// `argument` as a theme value; throws `TooLarge` for a string past the limit and
    /// `InvalidArgument` for any other type.
    func input(_ argument: Value) throws -> ThemeValueInput {
        switch argument.unwrapped {
        case .string(let text):
            if let maximumStringBytes, text.utf8.count > maximumStringBytes {
                throw ThemeRequestError.tooLarge("the value is \(text.utf8.count) bytes; at most \(maximumStringBytes) are accepted")
            }
            return .string(text)
        case .double(let number): return .number(number)
        case .byte(let number): return .number(Double(number))
        case .int16(let number): return .number(Double(number))
        case .uint16(let number): return .number(Double(number))
        case .int32(let number): return .number(Double(number))
        case .uint32(let number): return .number(Double(number))
        case .int64(let number): return .number(Double(number))
        case .uint64(let number): return .number(Double(number))
        case .bool(let flag) where acceptsBooleans: return .string(flag ? "true" : "false")
        default:
            throw ThemeRequestError.invalidArgument("\(refusal), not '\(argument.unwrapped.signature)'")
        }
    }
}
