import ArgumentParser
import FileReading
import FoundationEssentials
import ThemeClient
import ThemeContract
import ThemeTemplates

/// `themeswitch status [--json] [--wait SECONDS]`: which outputs and apps hold the change in
/// force (`GetDeliveryStatus`), what failed and why, and the files of the user's moved aside to
/// make room for outputs (the state directory's `outputs.json`).
struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show which programs and apps followed the theme, and the files of yours moved aside for it.",
        discussion: """
        Prints the serial in force, then one line per output of the daemon (the token snapshot file, the signals, the portal, each \
        template's file and reload command, the desktop settings, each hook, each app's file) and per app that registered or \
        acknowledged a change: holds this serial, holds an older one, failed (with the reason), or cannot confirm. Apps that only \
        listen to the signals or read the portal cannot say whether they followed. What failed comes first, as "not followed: \
        NAME: REASON". A file of yours found at a template's output path is never overwritten: it is moved aside to \
        NAME.before-themeswitch-TIME beside it, once, and listed last.

        With --wait SECONDS, waits until everything that can confirm holds the serial in force, or the time is up; exits 0 when \
        everything followed and 1 when something did not. When the daemon cannot be reached, shows what its last record says.

        Examples:
          themeswitch status
          themeswitch status --wait 2
          themeswitch status --json | jq '.outputs[] | select(.state != "current")'
        """)

    @Flag(help: "Print one JSON object: serial, allFollowed, outputs, clients, findings (subject → reason) and movedAside.")
    var json = false

    @Option(help: ArgumentHelp("Wait up to this many seconds for everything to follow; exit 1 if something did not.", valueName: "seconds"))
    var wait: Double?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if let wait, !(wait >= 0 && wait <= 3600) { throw ValidationError("--wait takes seconds from 0 to 3600, not \(wait)") }
    }

    func run() async throws {
        let record = try Self.record()
        var live: DeliveryStatus?
        var unreachable: String?
        do {
            let client = try ThemeClient(busAddress: global.busAddress)
            defer { client.close() }
            if let wait {
                live = try await DeliveryReport.wait(client, seconds: wait)
            } else {
                live = try await client.deliveryStatus()
            }
        } catch {
            unreachable = "\(error)"
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            Output.line(String(decoding: try encoder.encode(Shown(live: live, record: record)), as: UTF8.self))
        } else {
            show(live: live, unreachable: unreachable, record: record)
        }
        if wait != nil, live?.allFollowed != true { throw ExitCode(1) }
    }

    private func show(live: DeliveryStatus?, unreachable: String?, record: OutputRecordFile) {
        let failed = live?.outputs.compactMap { output -> (String, String)? in
            guard case .failed(let reason) = live?.standing(of: output) else { return nil }
            return (output.name, reason)
        } ?? []
        let named = Set(failed.map(\.0))
        let findings = failed + record.findings.sorted { $0.key < $1.key }.filter { !named.contains($0.key) }.map { ($0.key, $0.value) }
        for (subject, reason) in findings { Output.line("not followed: \(subject): \(reason)") }
        if let live {
            if findings.isEmpty, live.allFollowed { Output.line("everything that can confirm holds serial \(live.serial)") }
            DeliveryReport.lines(live).forEach(Output.line)
        } else if let unreachable {
            Output.line("the daemon cannot be reached (\(unreachable)); shown is what its record in \(Self.file.path) says")
            if findings.isEmpty { Output.line("every output was written and every reload worked") }
        }
        for moved in record.movedAside {
            let when = (try? Date(moved.at, strategy: .iso8601)).map { LocaleTime.dateTime($0, in: .system) } ?? moved.at
            Output.line("moved aside: \(moved.path) → \(moved.movedTo) (\(when), for \(moved.by))")
        }
    }

    /// `outputs.json` in the state directory.
    private static var file: URL {
        ThemeStateDirectory.url(environment: ProcessInfo.processInfo.environment).appendingPathComponent(OutputRecordFile.name)
    }

    /// The daemon's record of its outputs; empty when there is none yet.
    private static func record() throws -> OutputRecordFile {
        do {
            return try JSONDecoder().decode(OutputRecordFile.self, from: Data(RegularFile.read(file.path, maximumBytes: 4 << 20)))
        } catch RegularFileError.missing {
            return OutputRecordFile()
        } catch {
            throw ExitCode(CommandFailure("\(file.path) cannot be read: \(error)", status: 1).report())
        }
    }

    /// What `--json` prints: the live status (its members absent when the daemon cannot be
    /// reached) with the record's findings and moved-aside files.
    private struct Shown: Encodable {
        let live: DeliveryReport.Shown?
        let findings: [String: String]
        let movedAside: [OutputRecordFile.MovedAside]

        init(live: DeliveryStatus?, record: OutputRecordFile) {
            self.live = live.map(DeliveryReport.Shown.init)
            findings = record.findings
            movedAside = record.movedAside
        }

        func encode(to encoder: any Encoder) throws {
            try live?.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(findings, forKey: .findings)
            try container.encode(movedAside, forKey: .movedAside)
        }

        private enum Key: String, CodingKey {
            case findings, movedAside
        }
    }
}
