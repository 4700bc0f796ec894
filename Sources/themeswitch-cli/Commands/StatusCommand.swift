import ArgumentParser
import FileReading
import FoundationEssentials
import ThemeContract
import ThemeTemplates

/// `themeswitch status [--json]`: what the daemon could not write or reload, and which files of
/// the user's it moved aside to make room for its outputs (the state directory's `outputs.json`).
struct StatusCommand: FileCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show what did not follow the theme and the files of yours moved aside for it.",
        discussion: """
        A template that cannot be written, a reload and a desktop setting that fail are shown with the reason, until they work again. A file \
        of yours found at a template's output path is never overwritten: it is moved aside to NAME.before-themeswitch-TIME \
        beside it, once, and listed here.

        Examples:
          themeswitch status
          themeswitch status --json
        """)

    @Flag(help: "Print one JSON object: findings (subject → reason) and movedAside (path, movedTo, at, by).")
    var json = false

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let file = ThemeStateDirectory.url(environment: environment).appendingPathComponent(OutputRecordFile.name)
        let record: OutputRecordFile
        do {
            record = try JSONDecoder().decode(OutputRecordFile.self, from: Data(RegularFile.read(file.path, maximumBytes: 4 << 20)))
        } catch RegularFileError.missing {
            record = OutputRecordFile()
        } catch {
            throw ExitCode(CommandFailure("\(file.path) cannot be read: \(error)", status: 1).report())
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let shown = Shown(findings: record.findings, movedAside: record.movedAside)
            Output.line(String(decoding: try encoder.encode(shown), as: UTF8.self))
            return
        }
        if record.findings.isEmpty {
            Output.line("every output was written and every reload worked")
        }
        for (subject, reason) in record.findings.sorted(by: { $0.key < $1.key }) {
            Output.line("not followed: \(subject): \(reason)")
        }
        for moved in record.movedAside {
            let when = (try? Date(moved.at, strategy: .iso8601)).map { LocaleTime.dateTime($0, in: .system) } ?? moved.at
            Output.line("moved aside: \(moved.path) → \(moved.movedTo) (\(when), for \(moved.by))")
        }
    }

    /// What `--json` prints.
    private struct Shown: Encodable {
        let findings: [String: String]
        let movedAside: [OutputRecordFile.MovedAside]
    }
}
