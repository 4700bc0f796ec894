import FoundationEssentials
import Glibc
import ThemeContract
import ThemeCore
import ThemeTemplates

/// Recolors running terminals by writing OSC 4 (palette 0–15), 10 (foreground), 11 (background)
/// and 12 (cursor) to the user's own pseudo-terminals: the colors of ``TerminalPalette``, in
/// xterm's `rgb:RR/GG/BB` form. Opt-in (`live-reload: terminals: true`): every program in those
/// terminals sees the sequences arrive as output.
struct TerminalColors {
    let snapshot: ThemeSnapshot
    let problems: OnceLog

    /// The sequences for the snapshot's tokens.
    var sequences: String {
        let palette = TerminalPalette(tokens: snapshot.tokens, scheme: snapshot.resolvedScheme).tokens
        func xterm(_ key: String) -> String? {
            guard case .color(let color)? = palette[key] else { return nil }
            let hex = color.hex.dropFirst()
            return "rgb:\(hex.prefix(2))/\(hex.dropFirst(2).prefix(2))/\(hex.dropFirst(4).prefix(2))"
        }
        var text = ""
        for index in 0..<16 {
            if let color = xterm("terminal.color\(index)") { text += "\u{1B}]4;\(index);\(color)\u{1B}\\" }
        }
        for (code, key) in [(10, "terminal.foreground"), (11, "terminal.background"), (12, "terminal.cursor")] {
            if let color = xterm(key) { text += "\u{1B}]\(code);\(color)\u{1B}\\" }
        }
        return text
    }

    /// Writes the sequences to each terminal in `directory` (`/dev/pts`) that this user owns,
    /// without blocking on a terminal that does not read.
    func write(toTerminalsIn directory: URL, for mark: DeliveryLedger.Mark) {
        let bytes = Array(sequences.utf8)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name != "ptmx" {
            let path = directory.appendingPathComponent(name).path
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFCHR, info.st_uid == geteuid() else { continue }
            let descriptor = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else {
                problems.problem("terminal \(path)", "live reload of the terminal \(path) failed: \(String(cString: strerror(errno)))", for: mark)
                continue
            }
            _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            problems.resolved("terminal \(path)", for: mark)
        }
    }
}
