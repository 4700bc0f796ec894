import DBus
import ThemeCore

/// How overrides are kept in `settings.json`: a list of entries
/// `{"app": "", "context": "", "scheme": "dark", "key": "color.accent", "value": "#FF0000"}`
/// (`""` app: global; `""` context: the whole app), read back entry by entry.
extension Overrides: Encodable {
    /// One stored entry, before its scope, key and value are checked.
    struct StoredEntry: Codable {
        var app: String
        var context: String
        var scheme: ColorScheme
        var key: String
        var value: StoredValue
    }

    /// A value as JSON holds it: colors and designs as strings, numbers as numbers.
    enum StoredValue: Codable {
        case string(String)
        case number(Double)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try container.decode(String.self))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let text): try container.encode(text)
            case .number(let number): try container.encode(number)
            }
        }

        var input: ThemeValueInput {
            switch self {
            case .string(let text): .string(text)
            case .number(let number): .number(number)
            }
        }

        init(_ value: TokenValue) {
            switch value {
            case .color(let color): self = .string(color.hex)
            case .dimension(let points): self = .number(points)
            case .fontWeight(let weight): self = .number(Double(weight))
            case .fontDesign(let design): self = .string(design.rawValue)
            case .text(let text): self = .string(text)
            case .flag(let flag): self = .string(flag ? "true" : "false")
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for entry in entries() {
            try container.encode(StoredEntry(
                app: entry.scope.appID, context: entry.scope.context, scheme: entry.scheme, key: entry.key.key,
                value: StoredValue(entry.value)))
        }
    }

    /// Adds a stored entry after checking it like a request; the error's sentence when it is refused.
    mutating func add(_ stored: StoredEntry) -> String? {
        do throws(DBusError) {
            let scope = try OverrideScope(appID: stored.app, context: stored.context)
            try set(stored.key, stored.value.input, scheme: stored.scheme == .light ? .light : .dark, in: scope)
            return nil
        } catch {
            return error.message
        }
    }
}
