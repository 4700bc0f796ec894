import Foundation
import Glibc
import TestSupport

/// A program running in a pane of a private tmux server (its own socket, no configuration),
/// read back with `capture-pane`: the picker's tests drive a real terminal this way.
///
/// The command runs under a shell that writes the program's pid to a file (``pid()``), runs
/// it, then prints `program exited N` and whether the terminal is back in canonical mode, and
/// waits, so the pane stays to be read after the program ends. ``stop()`` kills the server.
struct TmuxPane: Sendable {
    let socket: String
    private let pidFile: String

    /// Starts `program arguments` with `environment` added (values quoted for the shell),
    /// in a `columns` × `rows` pane.
    init(_ program: String, _ arguments: [String], environment: [String: String], in directory: URL,
         columns: Int = 100, rows: Int = 40) async throws {
        let name = "tmux-\(UUID().uuidString.prefix(8))"
        socket = directory.appendingPathComponent("\(name).sock").path
        pidFile = directory.appendingPathComponent("\(name).pid").path
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }
        // The color variables of the test run's own environment (swift test may set NO_COLOR) are
        // dropped, so that each test says which it wants.
        let inner = (["echo $$ >", Self.quoted(pidFile) + ";", "exec", "env", "-u", "NO_COLOR", "-u", "COLORTERM"] + assignments + [program] + arguments.map(Self.quoted))
            .joined(separator: " ")
        let shell = "sh -c \(Self.quoted(inner)); echo \"program exited $?\"; stty -a | tr ' ' '\\n' | grep -x -- '-\\?icanon'; sleep 120"
        try Self.check(try await runCommand("tmux", ["-S", socket, "-f", "/dev/null", "new-session", "-d",
                                                           "-x", "\(columns)", "-y", "\(rows)", shell]))
    }

    /// The pane's text, one string per line; with `escapes`, with its colors and attributes as SGR sequences.
    func screen(escapes: Bool = false) async throws -> [String] {
        let result = try await tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []))
        return result.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Polls the pane every 50 ms until `condition` holds of its lines, at most `timeout`; returns those lines.
    @discardableResult
    func waitFor(_ what: String, timeout: Duration = .seconds(10), escapes: Bool = false,
                 _ condition: ([String]) -> Bool) async throws -> [String] {
        let deadline = ContinuousClock.now + timeout
        var lines: [String] = []
        while ContinuousClock.now < deadline {
            lines = try await screen(escapes: escapes)
            if condition(lines) { return lines }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw TmuxTimeout(what: what, screen: lines)
    }

    /// Waits until some line of the pane contains `text`.
    @discardableResult
    func waitFor(text: String, timeout: Duration = .seconds(10)) async throws -> [String] {
        try await waitFor("'\(text)' on the screen", timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// Sends keys by tmux's names (`Right`, `Escape`, `Enter`, `C-c`, `BTab`) or as literal text.
    func send(_ keys: String...) async throws {
        _ = try await tmux(["send-keys", "-t", "0"] + keys)
    }

    /// A tmux format of the pane, such as `#{alternate_on}`.
    func display(_ format: String) async throws -> String {
        try await tmux(["display-message", "-p", "-t", "0", format]).trimmingCharacters(in: .newlines)
    }

    /// Resizes the window.
    func resize(columns: Int, rows: Int) async throws {
        _ = try await tmux(["resize-window", "-t", "0", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The program's process id, once it has started (at most 10 s).
    func pid() async throws -> pid_t {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
               let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return pid }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw TmuxTimeout(what: "the program's pid", screen: [])
    }

    /// Kills the server, its pane and what runs in it.
    func stop() async {
        _ = try? await runCommand("tmux", ["-S", socket, "kill-server"], timeout: .seconds(10))
        try? FileManager.default.removeItem(atPath: socket)
    }

    private func tmux(_ arguments: [String]) async throws -> String {
        let result = try await runCommand("tmux", ["-S", socket] + arguments, timeout: .seconds(10))
        try Self.check(result)
        return result.standardOutput
    }

    private static func check(_ result: CommandResult) throws {
        if result.status != 0 { throw TmuxFailure(message: result.standardError) }
    }

    /// `value` in single quotes for sh.
    static func quoted(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// A tmux command that failed.
struct TmuxFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { "tmux failed: \(message)" }
}

/// The pane did not show what a test waited for in time.
struct TmuxTimeout: Error, CustomStringConvertible {
    let what: String
    let screen: [String]
    var description: String { "timed out waiting for \(what); the screen was:\n" + screen.joined(separator: "\n") }
}
