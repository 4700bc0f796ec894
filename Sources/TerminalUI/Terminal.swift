#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal on standard input and output, taken over for a full-screen view: raw mode
/// (keys arrive one by one, Ctrl-C as a byte, no echo), the alternate screen, the cursor hidden.
///
/// Why not a kept library: vapor/console-kit reads whole lines (`readLine`) and has no raw
/// keys, alternate screen or resize; onevcat/Rainbow only colors strings (no `COLORTERM`
/// depth, no input); Debian's ncurses is a C API whose 24-bit color needs a `-direct`
/// terminfo entry few `TERM`s name and whose macros Swift does not import. What a picker
/// needs is a few escape sequences and termios calls, so they are here.
///
/// ``restore()`` puts everything back; it also runs on exit, on SIGTERM/SIGINT/SIGHUP and on a
/// crash (``TerminalRestore``), so no path leaves the terminal raw.
public final class Terminal {
    /// How many colors to use, from the environment.
    public let depth: ColorDepth
    private let input: Int32 = STDIN_FILENO
    private let output: Int32 = STDOUT_FILENO

    /// Whether standard input and output are both a terminal, so the picker can take it over.
    public static var isAvailable: Bool { isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0 }

    /// Takes over the terminal. Throws ``TerminalError/notATerminal`` when standard input or
    /// output is not a terminal; then nothing was changed.
    public init(environment: [String: String]) throws(TerminalError) {
        guard Self.isAvailable else { throw .notATerminal }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { throw .notATerminal }
        depth = ColorDepth.detect(environment: environment)
        TerminalRestore.arm(input: input, output: output, attributes: original)
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(input, TCSAFLUSH, &raw)
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
    }

    /// The terminal's size in cells; 80×24 when it does not say.
    public func size() -> (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return (80, 24) }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Writes `text` to the terminal, all of it.
    public func write(_ text: String) {
        writeAll(text, to: output)
    }

    /// Gives the terminal back as it was.
    public func restore() {
        TerminalRestore.restoreNow()
    }

    deinit { restore() }
}

/// Why the terminal could not be taken over.
public enum TerminalError: Error, Sendable, Equatable {
    /// Standard input or output is not a terminal.
    case notATerminal
}
