import Foundation
import Testing
import TestSupport

/// Every example in docs/CLI.md, run against a private bus and compared with the doc.
///
/// The convention in docs/CLI.md (say it there too, in "Examples in this document"):
/// - An example is a fenced block whose command lines start with `$ `; the lines after a command,
///   up to the next `$ ` line, are what it prints (standard output and standard error together).
///   Commands without output print nothing.
/// - The line right before the opening fence is `<!-- example -->` when the block is run here, or
///   `<!-- example: not run: REASON -->` when it is not (it acts on the whole user session, writes
///   outside the user's files, or runs forever); the text next to the example says so as well.
///   Every ```` ```console ```` and ```` ```sh ```` block carries one of the two, so a new example
///   cannot be left out silently.
/// - Each run block starts from a fresh user: a new private bus and daemon, empty temporary XDG
///   directories and working directory. Its commands run in order in one bash (so `id=$(…)`
///   carries over), with the built `themeswitch` and `themeswitchd` first on `PATH`.
/// - In an expected output, a line that is only `…` stands for any number of lines, and a `…`
///   within a line for any text on that line (a bus name, a figure that varies).
@Suite(.timeLimit(.minutes(3))) struct DocumentedExampleTests {
    /// One fenced block of the doc.
    struct Example: CustomStringConvertible {
        /// The 1-based line of its opening fence.
        let line: Int
        /// `nil`: no marker; `true`: run; `false`: not run.
        let runs: Bool?
        /// Each command with the lines it is documented to print.
        let commands: [(command: String, output: [String])]

        var description: String { "docs/CLI.md:\(line)" }
    }

    static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/CLI.md")

    /// The examples of docs/CLI.md, in order.
    static func examples() throws -> [Example] {
        let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            let fence = lines[index]
            guard fence == "```console" || fence == "```sh" else {
                index += 1
                continue
            }
            let opening = index + 1
            let marker = index > 0 ? lines[index - 1] : ""
            let runs: Bool? = marker == "<!-- example -->" ? true : marker.hasPrefix("<!-- example: not run: ") ? false : nil
            var commands: [(command: String, output: [String])] = []
            index += 1
            while index < lines.count, lines[index] != "```" {
                let text = lines[index]
                if text.hasPrefix("$ ") {
                    commands.append((String(text.dropFirst(2)), []))
                } else if !commands.isEmpty {
                    commands[commands.count - 1].output.append(text)
                } else {
                    commands.append((text, []))
                }
                index += 1
            }
            examples.append(Example(line: opening, runs: runs, commands: commands))
            index += 1
        }
        return examples
    }

    /// Whether `actual` is `expected`, where an expected line `…` stands for any number of lines.
    static func matches(_ actual: ArraySlice<String>, _ expected: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first.trimmingCharacters(in: .whitespaces) == "…" {
            return (actual.startIndex...actual.endIndex).contains { matches(actual[$0...], expected.dropFirst()) }
        }
        guard let line = actual.first, Self.line(line, matches: first) else { return false }
        return matches(actual.dropFirst(), expected.dropFirst())
    }

    /// Whether `line` is `pattern`, where each `…` in the pattern stands for any text.
    static func line(_ line: String, matches pattern: String) -> Bool {
        let parts = pattern.components(separatedBy: "…")
        guard parts.count > 1 else { return line == pattern }
        guard let first = parts.first, let last = parts.last, line.hasPrefix(first), line.dropFirst(first.count).hasSuffix(last),
              line.count >= first.count + last.count else { return false }
        var rest = Substring(line.dropFirst(first.count).dropLast(last.count))
        for part in parts.dropFirst().dropLast() {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    @Test func everyExampleIsMarkedRunOrNotRun() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 5)
        for example in examples {
            #expect(example.runs != nil, "\(example): mark the block <!-- example --> or <!-- example: not run: REASON -->")
        }
    }

    @Test func theWildcardLineStandsForAnyNumberOfLines() {
        #expect(Self.matches(["a", "b", "c", "d"], ["a", "…", "d"]))
        #expect(Self.matches(["a", "d"], ["a", "…", "d"]))
        #expect(!Self.matches(["a", "b"], ["a", "…", "d"]))
        #expect(!Self.matches(["a", "b"], ["a"]))
        #expect(Self.matches(["owner (:1.15); done"], ["owner (:1.…); done"]))
        #expect(!Self.matches(["owner (:2.15); done"], ["owner (:1.…); done"]))
        #expect(!Self.matches(["ab"], ["a…b…c"]))
    }

    @Test func everyRunExamplePrintsWhatTheDocShows() async throws {
        for example in try Self.examples() where example.runs == true {
            try await run(example)
        }
    }

    /// Runs one example on a fresh user and compares each command's output with the doc.
    private func run(_ example: Example) async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let daemon = try await DaemonProcess(on: bus)
        do {
            try await compare(example, on: bus)
        } catch {
            _ = await daemon.stop()
            throw error
        }
        _ = await daemon.stop()
    }

    private func compare(_ example: Example, on bus: PrivateBus) async throws {
        let directory = bus.root.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let separator = "\u{1E}"
        var script = "exec 2>&1\ncd '\(directory.path)'\n"
        for (number, command) in example.commands.enumerated() {
            script += "printf '\(separator)%d\\n' \(number)\n\(command.command)\n"
        }
        var environment = bus.environment
        let binaries = URL(fileURLWithPath: builtExecutable("themeswitch")).deletingLastPathComponent().path
        environment["PATH"] = binaries + ":/usr/bin:/bin"
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        environment["NO_COLOR"] = "1"
        let result = try await runCommand("/bin/bash", ["-c", script], environment: environment, timeout: .seconds(60))
        var outputs: [[String]] = []
        for line in result.standardOutput.components(separatedBy: "\n") {
            if line.hasPrefix(separator) {
                outputs.append([])
            } else if !outputs.isEmpty {
                outputs[outputs.count - 1].append(line)
            }
        }
        if outputs.last?.last == "" { outputs[outputs.count - 1].removeLast() }
        #expect(outputs.count == example.commands.count, "\(example): \(result)")
        for (command, actual) in zip(example.commands, outputs) {
            // The expected output ends before the blank lines that separate it from the next command.
            var expected = command.output
            while expected.last == "" { expected.removeLast() }
            #expect(Self.matches(actual[...], expected[...]),
                    "\(example): $ \(command.command)\nprinted:\n\(actual.joined(separator: "\n"))\ndocumented:\n\(expected.joined(separator: "\n"))")
        }
    }
}
