import DBus
import Foundation
import Synchronization
import Testing
import TestSupport
import ThemeContract

/// The lean-path examples of docs/dbus-api.md (Examples/LeanPath), run as a user would run
/// them against the real daemon: C on libdbus, Python on Debian's python3-dbus, shell on
/// gdbus and jq. Each prints `serial theme scheme accent` for every change.
@Suite(.timeLimit(.minutes(1))) struct LeanPathExampleTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/LeanPath")

    @Test func theDocumentShowsEachExampleAsItIs() throws {
        let document = try String(contentsOf: Self.examples.appendingPathComponent("../../docs/dbus-api.md").standardized, encoding: .utf8)
        for name in ["lean-subscriber.c", "lean_subscriber.py", "lean-subscriber.sh"] {
            let example = try String(contentsOf: Self.examples.appendingPathComponent(name), encoding: .utf8)
            #expect(document.contains(example), "docs/dbus-api.md does not show Examples/LeanPath/\(name) as it is")
        }
    }

    @Test func theCExampleFollowsTheTheme() async throws {
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("lean-subscriber-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: binary) }
        let build = try await runCommand("sh", ["-c", "cc \"$1\" $(pkg-config --cflags --libs dbus-1) -o \"$2\"", "sh",
                                                Self.examples.appendingPathComponent("lean-subscriber.c").path, binary.path])
        try #require(build.status == 0, "\(build.standardError)")
        try await follows(binary.path, [])
    }

    /// It also acknowledges each change: GetDeliveryStatus lists it, by its command name, as holding the serial.
    @Test func thePythonExampleFollowsTheThemeAndAcknowledges() async throws {
        try await follows("/usr/bin/python3", [Self.examples.appendingPathComponent("lean_subscriber.py").path], acknowledgedBy: "python3")
    }

    @Test func theShellExampleFollowsTheTheme() async throws {
        try await follows("/bin/sh", [Self.examples.appendingPathComponent("lean-subscriber.sh").path])
    }

    /// Runs an example beside the real daemon, applies a theme, and checks the line it prints.
    /// With `acknowledgedBy`, the example's process (that command name) must acknowledge the change.
    private func follows(_ program: String, _ arguments: [String], acknowledgedBy command: String? = nil) async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let daemon = try await DaemonProcess(on: bus)
        let example = try ChildProcess(program, arguments, environment: bus.environment,
                                       errorPath: bus.root.appendingPathComponent("example.log").path)
        let lines = OutputLines(example.output)
        do {
            try await lines.wait(for: "ready")
            let client = try Connection(bus: .address(bus.address))
            defer { client.close() }
            // "ready" may come before the bus has the example's match rule: it is subscribed once a
            // change reaches it, so changes are made until one does (no fixed delay).
            var subscribed = false
            for attempt in 0..<100 where !subscribed {
                _ = try await client.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                                          method: "Apply", arguments: [.string(attempt % 2 == 0 ? "rose" : "midnight")])
                subscribed = await eventually(within: .milliseconds(100)) { lines.count > 1 }
            }
            #expect(subscribed, "a change reached the example")
            _ = try await client.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                                      method: "Apply", arguments: [.string("forest")])
            let reply = try await client.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                                              method: "GetTokens", arguments: [.string("")])
            let serial = reply.arguments[2].uint64 ?? 0
            let accent = reply.arguments[3].stringKeyedDictionary?["color.accent"]?.unwrapped.string ?? ""
            try await lines.wait(for: "\(serial) forest light \(accent)")
            if let command {
                var status = DeliveryStatus(serial: 0, outputs: [], clients: [])
                let acknowledged = await eventually {
                    status = DeliveryStatus(try await client.call(
                        destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface, method: "GetDeliveryStatus").arguments[0])
                    return status.clients.contains { $0.command == command && $0.processID == UInt32(example.pid) && $0.acknowledged == serial }
                }
                #expect(acknowledged, "\(status)")
            }
        } catch {
            await example.stop(SIGKILL)
            await daemon.stop()
            throw error
        }
        await example.stop(SIGKILL)
        await daemon.stop()
    }
}
