import DBus
import Foundation
import Testing

/// Tools nobody here wrote, calling an object exported by the layer.
@Suite(.timeLimit(.minutes(1))) struct InteropTests {
    @Test func gdbusCallsMethods() async throws {
        try await withFixture { fixture in
            let result = try await fixture.run("gdbus", [
                "call", "--session", "--dest", fixture.service.uniqueName, "--object-path", "/test",
                "--method", "org.example.Test.Hello", "gdbus",
            ])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "('Hello, gdbus!',)")
        }
    }

    @Test func busctlReadsAndWritesProperties() async throws {
        try await withFixture { fixture in
            let address = "--address=\(fixture.bus.address)"
            let name = try await fixture.run("busctl", [address, "get-property", fixture.service.uniqueName, "/test", Fixture.interface, "Name"])
            #expect(name.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "s \"fixture\"", "\(name.standardError)")
            let set = try await fixture.run("busctl", [address, "set-property", fixture.service.uniqueName, "/test", Fixture.interface, "Volume", "i", "11"])
            #expect(set.status == 0, "\(set.standardError)")
            #expect(fixture.volume.withLock { $0 } == 11)
            let readOnly = try await fixture.run("busctl", [address, "set-property", fixture.service.uniqueName, "/test", Fixture.interface, "Name", "s", "x"])
            #expect(readOnly.status != 0)
            #expect(readOnly.standardError.contains("read-only"))
        }
    }

    @Test func busctlIntrospectsTheObjectTree() async throws {
        try await withFixture { fixture in
            let address = "--address=\(fixture.bus.address)"
            let tree = try await fixture.run("busctl", [address, "tree", fixture.service.uniqueName])
            #expect(tree.status == 0, "\(tree.standardError)")
            #expect(tree.standardOutput.contains("/test"))
            let members = try await fixture.run("busctl", [address, "introspect", fixture.service.uniqueName, "/test"])
            #expect(members.status == 0, "\(members.standardError)")
            for expected in [".Hello", ".Echo", ".Volume", ".Ping", "org.freedesktop.DBus.Properties"] {
                #expect(members.standardOutput.contains(expected), "missing \(expected)")
            }
        }
    }

    @Test func gdbusIntrospectionMatchesTheTable() async throws {
        try await withFixture { fixture in
            let result = try await fixture.run("gdbus", ["introspect", "--session", "--dest", fixture.service.uniqueName, "--object-path", "/test", "--xml"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput == fixture.service.introspectionXML(at: "/test"))
            #expect(result.standardOutput.contains(#"<method name="Hello">"#))
            #expect(result.standardOutput.contains(#"<property name="Volume" type="i" access="readwrite"/>"#))
        }
    }

    @Test func peerPingAnswers() async throws {
        try await withFixture { fixture in
            let ping = try await fixture.run("dbus-send", ["--session", "--print-reply", "--dest=\(fixture.service.uniqueName)", "/test", "org.freedesktop.DBus.Peer.Ping"])
            #expect(ping.status == 0, "\(ping.standardError)")
        }
    }

    @Test func propertiesThroughTheLayer() async throws {
        try await withFixture { fixture in
            let changes = try await fixture.client.signals(matching: MatchRule(interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged"))
            let all = try await fixture.client.call(
                destination: fixture.service.uniqueName, path: "/test", interface: "org.freedesktop.DBus.Properties",
                method: "GetAll", arguments: [.string(Fixture.interface)], expecting: "a{sv}")
            #expect(all.first?.stringKeyedDictionary == ["Name": .variant(.string("fixture")), "Volume": .variant(.int32(5))])
            try fixture.service.emitPropertiesChanged(path: Fixture.path, interface: Fixture.interface, changed: ["Volume": .int32(6)])
            var iterator = changes.makeAsyncIterator()
            let change = await iterator.next()
            #expect(change?.arguments.first == .string(Fixture.interface))
            #expect(change?.arguments[1].stringKeyedDictionary == ["Volume": .variant(.int32(6))])
            let dbusMonitorStyle = try await fixture.run("gdbus", ["call", "--session", "--dest", fixture.service.uniqueName, "--object-path", "/test",
                                                             "--method", "org.freedesktop.DBus.Properties.Get", Fixture.interface, "Missing"])
            #expect(dbusMonitorStyle.standardError.contains("UnknownProperty"))
        }
    }
}
