import FileReading
import DBus
import Foundation
import Glibc
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

    /// Each change is requested from another task while this one waits on the signals, and the
    /// file is read the moment each signal arrives (not after the Apply returned, when the file
    /// holds the last serial anyway): it must already hold that signal's serial.
    @Test func theFileHoldsEachSignalsSerialWhenItArrivesAndMatchesGetTokens() async throws {
        try await withDaemon { fixture in
            let file = snapshotFile(fixture)
            let signals = try await fixture.client.signals(matching: MatchRule(sender: ThemeBus.name, interface: ThemeBus.interface))
            let themes = ["forest", "rose", "midnight", "sunset", "lavender", "default"]
            var iterator = signals.makeAsyncIterator()
            var checked = 0
            for theme in themes {
                let apply = Task { try await fixture.call("Apply", [.string(theme)]) }
                // ThemeChanged and TokensChanged of this change.
                for _ in 0..<2 {
                    guard let signal = await iterator.next() else { break }
                    let found = try? readSnapshot(file)
                    let serial = signal.member == ThemeBus.tokensChanged ? signal.arguments[0].uint64 : signal.arguments[2].uint64
                    #expect(found?.serial == serial, "\(signal.member ?? "") of serial \(serial ?? 0) arrived when the file held \(found?.serial ?? 0)")
                    checked += 1
                }
                _ = try await apply.value
            }
            #expect(checked == 2 * themes.count)
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

    /// Whether a thread of this process waits in the open of a FIFO that has no reader yet.
    private static func aThreadWaitsAtAFIFO() -> Bool {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.contains { (try? String(contentsOfFile: "/proc/self/task/\($0)/wchan", encoding: .utf8)) == "wait_for_partner" }
    }

    /// The daemon sends a change's signals only after its file is written. The write is held: a
    /// FIFO stands where the writer's temporary file goes (AtomicFile's `.tokens.json.tmp-<pid>`;
    /// the daemon runs in this process), so its open waits for a reader. While it waits, a marker
    /// signal is sent on the daemon's own connection, and D-Bus keeps one sender's messages in
    /// order: no ThemeChanged or TokensChanged may arrive before the marker. Then the write is let
    /// through, and the signals that follow carry the serial it wrote.
    @Test func theSignalsWaitUntilTheFileIsWritten() async throws {
        try await withDaemon { fixture in
            let file = snapshotFile(fixture)
            let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).tmp-\(getpid())").path
            try #require(mkfifo(temporary, 0o600) == 0, "mkfifo \(temporary): \(String(cString: strerror(errno)))")
            let recorder = SignalRecorder(try await fixture.client.signals(matching: MatchRule(sender: ThemeBus.name, interface: ThemeBus.interface)))
            let apply = Task { try await fixture.call("Apply", [.string("forest")]) }
            let held = await eventually { Self.aThreadWaitsAtAFIFO() }
            #expect(held, "the daemon's write did not reach the FIFO")
            try fixture.daemon.connection.emit(path: ThemeBus.path, interface: ThemeBus.interface, signal: "TestMarker")
            #expect(await recorder.wait { $0.contains { $0.member == "TestMarker" } }, "the marker arrived")
            let beforeMarker = recorder.signals.prefix { $0.member != "TestMarker" }.map { $0.member ?? "" }
            #expect(beforeMarker.isEmpty, "sent before the file was written: \(beforeMarker)")

            // Let the write through: read what the daemon writes, to its end.
            let written = try await onOwnThread { () -> [UInt8] in
                let reader = open(temporary, O_RDONLY | O_NONBLOCK)
                guard reader >= 0 else { return [] }
                defer { close(reader) }
                var bytes: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 65536)
                let deadline = ContinuousClock.now + .seconds(10)
                while ContinuousClock.now < deadline {
                    var poller = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
                    guard poll(&poller, 1, 100) >= 0 else { break }
                    let count = read(reader, &buffer, buffer.count)
                    if count > 0 { bytes += buffer[0..<count] } else if count == 0 && !bytes.isEmpty { break }
                }
                return bytes
            }
            _ = try await apply.value
            let contents = try TokenSnapshotFile.decode(written)
            let changed: @Sendable ([Message]) -> [UInt64] = { signals in
                signals.compactMap { $0.member == ThemeBus.tokensChanged ? $0.arguments[0].uint64 : $0.member == "ThemeChanged" ? $0.arguments[2].uint64 : nil }
            }
            _ = await recorder.wait { changed($0).count >= 2 }
            let serials = changed(recorder.signals)
            #expect(contents.themeID == "forest" && serials == [contents.serial, contents.serial], "\(serials) after \(contents.serial)")
            // The FIFO was renamed onto the file; the next change writes a regular file again.
            try await fixture.call("Apply", [.string("rose")])
            #expect(try readSnapshot(file).themeID == "rose")
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
