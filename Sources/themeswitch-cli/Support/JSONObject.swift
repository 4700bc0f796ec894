import ThemeCore

/// A one-level JSON object for `--json` output, members in insertion order.
struct JSONObject {
    private var members: [String] = []

    /// Adds a string member.
    mutating func add(_ key: String, _ value: String) {
        members.append(Self.quote(key) + ": " + Self.quote(value))
    }

    /// Adds an integer member.
    mutating func add(_ key: String, _ value: UInt64) {
        members.append(Self.quote(key) + ": " + String(value))
    }

    /// Adds a boolean member.
    mutating func add(_ key: String, _ value: Bool) {
        members.append(Self.quote(key) + ": " + (value ? "true" : "false"))
    }

    /// Adds a member whose value is already JSON text.
    mutating func add(_ key: String, json: String) {
        members.append(Self.quote(key) + ": " + json)
    }

    /// The object on one line.
    var text: String { "{" + members.joined(separator: ", ") + "}" }

    /// A JSON array of `objects` on one line.
    static func array(_ objects: [JSONObject]) -> String {
        "[" + objects.map(\.text).joined(separator: ", ") + "]"
    }

    /// `text` as a JSON string literal.
    static func quote(_ text: String) -> String { JSONText.string(text) }
}
