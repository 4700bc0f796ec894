import BenchmarkSupport
import ThemeCore

/// Issue 40: importing one 16-color terminal scheme (Dracula, as iTerm2-Color-Schemes writes it in
/// each format, from Tests/Fixtures/iterm2-color-schemes; Omarchy's Tokyo Night colors.toml and
/// a COSMIC export, gruvbox-dark.ron, from Tests/Fixtures): reading the file, and reading it and
/// making the theme (its Base16 equivalent fitted in both variants; goal < 5 ms). The peer is the
/// format's reference parser on the same file in the same run, timed inside Python (plistlib,
/// tomllib, json; kitty's own config loader through `kitty +runpy`); Ghostty and COSMIC's RON have
/// none packaged for Python. Tinted8 is YAML, read in the daemon, and not timed here.
enum TerminalImportBench {
    static let directory: String = {
        let benchmarks = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
        return benchmarks + "/Tests/Fixtures"
    }()

    static let formats: [(TerminalSchemeFormat, String, String?)] = [
        (.iterm2, "iterm2-color-schemes/schemes/Dracula.itermcolors", "import plistlib\nparse = lambda: plistlib.loads(data)"),
        (.kitty, "iterm2-color-schemes/kitty/Dracula.conf", nil),
        (.alacritty, "iterm2-color-schemes/alacritty/Dracula.toml", "import tomllib\nparse = lambda: tomllib.loads(data.decode())"),
        (.ghostty, "iterm2-color-schemes/ghostty/Dracula", nil),
        (.windowsTerminal, "iterm2-color-schemes/windowsterminal/Dracula.json", "import json\nparse = lambda: json.loads(data)"),
        (.omarchy, "omarchy/themes/tokyo-night/colors.toml", "import tomllib\nparse = lambda: tomllib.loads(data.decode())"),
        (.cosmic, "cosmic-theme-collection/gruvbox-dark.ron", nil),
    ]

    /// The median of `parse()` over 200 calls, in microseconds, timed inside Python (or kitty's Python).
    static func pythonMicroseconds(_ setup: String, file: String, kitty: Bool = false) -> Double? {
        let script = """
        import sys, time
        data = open(sys.argv[-1], "rb").read()
        \(setup)
        times = []
        for _ in range(200):
            start = time.perf_counter_ns(); parse(); times.append(time.perf_counter_ns() - start)
        times.sort(); print(times[len(times) // 2] / 1000)
        """
        let quoted = "'" + script.replacing("'", with: "'\\''") + "'"
        return Double(run((kitty ? "kitty +runpy " : "/usr/bin/python3 -c ") + quoted + " '\(file)' 2>/dev/null").trimmed)
    }

    /// One line per format.
    static func report() -> [String] {
        formats.map { kind, file, setup in
            let path = directory + "/" + file
            let text = run("cat '\(path)'")
            guard !text.isEmpty else { return "\(kind.rawValue): \(path) not found" }
            let read = microseconds(iterations: 2_000) { _ in (try? kind.read(text))?.ansi.count ?? 0 }
            let imported = microseconds(iterations: 200) { _ in
                (try? kind.read(text)).map { TerminalSchemeMapping.userTheme($0).theme.values[.light].count } ?? 0
            }
            let kittyLoader = "from kitty.config import load_config\nparse = lambda load=load_config, path=sys.argv[-1]: load(path)"
            let peer = kind == .kitty ? pythonMicroseconds(kittyLoader, file: path, kitty: true)
                : setup.flatMap { pythonMicroseconds($0, file: path) }
            let against = peer.map { "; its reference parser \(format($0)) µs: ours takes \(format(read.median / $0, digits: 2))× its time" }
                ?? "; no reference parser packaged"
            return "terminal import, \(pad(kind.rawValue + ":", 17)) read \(format(read.median)) µs, read and make the theme "
                + "\(format(imported.median / 1000)) ms (goal < 5 ms)\(against)"
        }
    }
}
