import Testing
import TerminalUI

@Suite("Color depth and escapes")
struct ColorDepthTests {
    @Test("from the environment", arguments: [
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], ColorDepth.trueColor),
        (["TERM": "tmux-256color", "COLORTERM": "24bit"], .trueColor),
        (["TERM": "xterm-direct"], .trueColor),
        (["TERM": "xterm-256color"], .palette256),
        (["TERM": "screen"], .ansi16),
        ([:], .ansi16),
        (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .none),
        (["TERM": "xterm-256color", "NO_COLOR": ""], .palette256),
    ])
    func detects(environment: [String: String], depth: ColorDepth) {
        #expect(ColorDepth.detect(environment: environment) == depth)
    }

    @Test func eachDepthWritesItsOwnForm() {
        let style = TextStyle(foreground: TerminalColor(red: 255, green: 0, blue: 0),
                              background: TerminalColor(red: 128, green: 128, blue: 128), bold: true)
        #expect(style.escape(at: .trueColor) == "\u{1B}[0;1;38;2;255;0;0;48;2;128;128;128m")
        // xterm's palette: 196 is #FF0000, 244 is #808080.
        #expect(style.escape(at: .palette256) == "\u{1B}[0;1;38;5;196;48;5;244m")
        // Bright red (9) and bright black (8) of the 16.
        #expect(style.escape(at: .ansi16) == "\u{1B}[0;1;91;100m")
        #expect(style.escape(at: .none) == "\u{1B}[0;1m")
    }

    @Test func linesAreCutAndPaddedToTheWidth() {
        var line = StyledLine(fill: TextStyle())
        line.append("abcdef", TextStyle(reverse: true))
        #expect(line.rendered(row: 2, columns: 4, depth: .none) == "\u{1B}[2;1H\u{1B}[0;7mabcd\u{1B}[0m")
        #expect(line.rendered(row: 1, columns: 8, depth: .none) == "\u{1B}[1;1H\u{1B}[0;7mabcdef\u{1B}[0m  \u{1B}[0m")
    }
}
