/// A flat JSON object: `{"color.accent": "#2596BE", "spacing.lg": 16, …}`, keys in
/// documentation order. Colors are hex strings, dimensions and weights numbers, designs strings:
/// the same values as on D-Bus.
public enum JSONTokenFormat {
    /// The token set as one JSON object, one key per line, ending with a newline.
    public static func render(_ tokens: TokenSet) -> String {
        var lines: [String] = []
        tokens.forEachInOrder { _, key, value in lines.append("  " + JSONText.string(key) + ": " + jsonValue(value)) }
        return lines.isEmpty ? "{}\n" : "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// One value as JSON.
    static func jsonValue(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): JSONText.string(color.hex)
        case .dimension(let number): JSONText.number(number)
        case .fontWeight(let weight): String(weight)
        case .fontDesign(let design): JSONText.string(design.rawValue)
        case .text(let text): JSONText.string(text)
        case .flag(let flag): flag ? "true" : "false"
        }
    }
}
