import DBus
import Foundation
import Synchronization
import Testing
import TestSupport
import ThemeContract
@testable import ThemeDaemon

/// The lean path's snapshot file, `$XDG_RUNTIME_DIR/themeswitch/tokens.json`.
@Suite(.timeLimit(.minutes(1))) struct SnapshotFileTests {
    private func snapshotFile(_ fixture: DaemonFixture) -> URL {
        fixture.bus.root.appendingPathComponent("runtime").appendingPathComponent(TokenSnapshotFile.relativePath)
    }

    private func readSnapshot(_ url: URL) throws -> TokenSnapshotFile.Contents {
        try TokenSnapshotFile.decode(Array(try Data(contentsOf: url)))
    }

    @Test func theFileIsInPlaceBeforeEachSignalAndMatchesGetTokens() async throws {
        try await withDaemon { fixture in
            let file = snapshotFile(fixture)
            let signals = try await fixture.client.signals(matching: MatchRule(sender: ThemeBus.name, interface: ThemeBus.interface))
            let themes = ["forest", "rose", "midnight", "sunset", "lavender", "default"]
            var checked = 0
            for theme in themes { try await fixture.call("Apply", [.string(theme)]) }
            for await signal in signals {
                let serial = signal.member == ThemeBus.tokensChanged ? signal.arguments[0].uint64 : signal.arguments[2].uint64
                // Read only now, after the signal: the file already holds its serial (or a later one).
                let contents = try readSnapshot(file)
                #expect(contents.serial >= serial ?? .max, "\(signal.member ?? "") \(String(describing: serial)) before the file")
                checked += 1
                if checked == 2 * themes.count { break }
            }
            let reply = try await fixture.call("GetTokens", [.string("")])
            let contents = try readSnapshot(file)
            #expect(contents.serial == reply[2].uint64)
            #expect(contents.themeID == "default" && .string(contents.themeID) == reply[0])
            #expect(contents.tokens == (try TokenCodec.tokenSet(reply[3])))
            #expect(contents.sender == fixture.daemon.connection.uniqueName)
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            #expect(attributes[.posixPermissions] as? Int == 0o600)
        }
    }

    @Test func jqReadsTheFileAndItsFirstMemberIsTheSerial() async throws {
        try await withDaemon { fixture in
            try await fixture.call("Apply", [.string("sunset")])
            let jq = try await fixture.run("jq", ["-r", "[.serial, .theme, .scheme, .tokens[\"color.accent\"], (keys_unsorted | first)] | @tsv", snapshotFile(fixture).path])
            #expect(jq.status == 0, "\(jq.standardError)")
            let serial = try await fixture.property("Serial").uint64 ?? 0
            let accent = try await fixture.call("GetTokens", [.string("")])[3].stringKeyedDictionary?["color.accent"]?.unwrapped.string ?? ""
            #expect(jq.standardOutput == "\(serial)\tsunset\tlight\t\(accent)\tserial\n")
        }
    }

    /// A reader racing 1000 changes only ever sees whole files, in serial order.
    @Test func aReaderRacingAThousandChangesNeverSeesAPartialFile() async throws {
        try await withDaemon { fixture in
            let file = snapshotFile(fixture)
            let stop = Atomic<Bool>(false)
            let reader = Task.detached { () -> (reads: Int, problems: [String]) in
                var reads = 0
                var last: UInt64 = 0
                var problems: [String] = []
                while !stop.load(ordering: .relaxed) {
                    guard let data = FileManager.default.contents(atPath: file.path) else { continue }
                    reads += 1
                    do {
                        let contents = try TokenSnapshotFile.decode(Array(data))
                        if contents.serial < last { problems.append("serial \(contents.serial) after \(last)") }
                        last = contents.serial
                    } catch {
                        problems.append("\(data.count) bytes: \(error)")
                    }
                }
                return (reads, problems)
            }
            for round in 0..<1000 {
                try await fixture.call("Apply", [.string(round % 2 == 0 ? "forest" : "rose")])
            }
            stop.store(true, ordering: .relaxed)
            let (reads, problems) = await reader.value
            #expect(problems.isEmpty, "\(problems.prefix(5))")
            #expect(reads > 100, "the reader ran during the changes")
            let serial = try await fixture.property("Serial").uint64
            #expect(try readSnapshot(file).serial == serial)
        }
    }

    @Test func aMissingRuntimeDirectoryIsCreated() async throws {
        let bus = try PrivateBus()
        try FileManager.default.removeItem(at: bus.root.appendingPathComponent("runtime"))
        let fixture = try await DaemonFixture(bus: bus)
        try await fixture.call("Apply", [.string("rose")])
        #expect(try readSnapshot(snapshotFile(fixture)).themeID == "rose")
        await fixture.stop()
    }

    @Test func withoutXDGRuntimeDirTheDaemonServesWithoutAFile() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        var environment = bus.environment
        environment.removeValue(forKey: "XDG_RUNTIME_DIR")
        let log = bus.root.appendingPathComponent("daemon.log").path
        let daemon = try ChildProcess(builtExecutable("themeswitchd"), ["--bus-address", bus.address], environment: environment, errorPath: log)
        try await daemon.stopping { () async throws in
            try await waitForName(ThemeBus.name, owned: true, on: bus)
            let apply = try await runCommand("gdbus", ["call", "--session", "--dest", ThemeBus.name, "--object-path", ThemeBus.path.rawValue,
                                                       "--method", "\(ThemeBus.interface).Apply", "forest"], environment: environment)
            #expect(apply.status == 0, "\(apply.standardError)")
            #expect(try String(contentsOfFile: log, encoding: .utf8).contains("XDG_RUNTIME_DIR is not set"))
        }
    }
}
