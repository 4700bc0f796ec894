/// One line of a full-screen view: runs of text, each with a ``TextStyle``, measured in cells
/// (one per character: the view keeps to characters one cell wide).
public struct StyledLine: Sendable {
    /// The runs, in order.
    public private(set) var runs: [(text: String, style: TextStyle)] = []
    /// The style of the cells after the last run, up to the width.
    public var fill: TextStyle

    /// An empty line whose blank cells have `fill`.
    public init(fill: TextStyle) {
        self.fill = fill
    }

    /// The cells the runs take.
    public var width: Int { runs.reduce(0) { $0 + $1.text.count } }

    /// The text without styles.
    public var plainText: String { runs.map(\.text).joined() }

    /// Adds `text` in `style` (the fill's when nil).
    public mutating func append(_ text: String, _ style: TextStyle? = nil) {
        guard !text.isEmpty else { return }
        runs.append((text, style ?? fill))
    }

    /// Adds blank cells up to column `column`.
    public mutating func pad(to column: Int) {
        if width < column { append(String(repeating: " ", count: column - width)) }
    }

    /// The escapes and text that draw the line at row `row` (1-based), cut or padded to `columns`.
    public func rendered(row: Int, columns: Int, depth: ColorDepth) -> String {
        var output = "\u{1B}[\(row);1H"
        var remaining = columns
        for run in runs where remaining > 0 {
            let text = run.text.count > remaining ? String(run.text.prefix(remaining)) : run.text
            output += run.style.escape(at: depth) + text
            remaining -= text.count
        }
        if remaining > 0 { output += fill.escape(at: depth) + String(repeating: " ", count: remaining) }
        return output + TextStyle.reset
    }
}
