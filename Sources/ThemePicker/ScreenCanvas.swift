import TerminalUI

/// A terminal screen of a size, drawn in the picker's palette: what the picker's and the
/// editor's views both draw on, with the styles and the lines they draw alike.
struct ScreenCanvas: Sendable {
    /// The terminal's width in cells.
    let columns: Int
    /// The terminal's height in cells.
    let rows: Int
    /// The colors drawn in (the theme the desktop shows).
    let palette: PickerPalette

    /// Text on the background.
    var base: TextStyle { TextStyle(foreground: palette.text, background: palette.background) }
    /// Hints and what is not chosen.
    var caption: TextStyle { TextStyle(foreground: palette.caption, background: palette.background) }
    /// Titles and what is chosen.
    var accent: TextStyle { TextStyle(foreground: palette.accent, background: palette.background, bold: true) }
    /// What the focus is on.
    var focused: TextStyle { TextStyle(foreground: palette.accent, background: palette.background, bold: true, reverse: true) }

    /// The frame of `lines`, one string per row: each line's escapes and text at its row.
    func frame(_ lines: [StyledLine], depth: ColorDepth) -> [String] {
        lines.enumerated().map { $1.rendered(row: $0 + 1, columns: columns, depth: depth) }
    }

    /// `lines` cut, or filled with blank lines, to `height`.
    func fitted(_ lines: [StyledLine], height: Int) -> [StyledLine] {
        var lines = lines
        while lines.count < height { lines.append(StyledLine(fill: base)) }
        return Array(lines.prefix(height))
    }

    /// The help in place of the content: a `Keys` heading, then each key with its meaning at
    /// `meaningColumn`, fitted to `height`.
    func keysHelp(_ keys: [(key: String, meaning: String)], meaningColumn: Int, height: Int) -> [StyledLine] {
        var heading = StyledLine(fill: base)
        heading.append(" Keys", accent)
        let lines = keys.map { key, meaning in
            var line = StyledLine(fill: base)
            line.append("   " + key, accent)
            line.pad(to: meaningColumn)
            line.append(meaning)
            return line
        }
        return fitted([heading] + lines, height: height)
    }

    /// The last line: `status` in reverse video.
    func statusLine(_ status: String) -> StyledLine {
        var line = StyledLine(fill: TextStyle(foreground: palette.text, background: palette.background, reverse: true))
        line.append(" " + status)
        return line
    }
}
