import DBus
import Foundation
import Testing
import TestSupport
import ThemeContract

/// The per-app example of docs/dbus-api.md (Examples/AppChanges/app_changes.py), run as a user
/// would run it beside the real daemon: a plain D-Bus client on Debian's python3-dbus that
/// registers an app for its changes and applies each `AppTokenChanges` to the set it holds, and
/// follows the global set while the app has none of its own.
/// After every change the set it prints must be what `GetTokens` gives for the app.
@Suite(.timeLimit(.minutes(1))) struct AppChangesExampleTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/AppChanges/app_changes.py")
    static let mail = "org.example.Mail"

    @Test func theDocumentShowsTheExampleAsItIs() throws {
        let document = try String(contentsOf: Self.example.appendingPathComponent("../../../docs/dbus-api.md").standardized, encoding: .utf8)
        let example = try String(contentsOf: Self.example, encoding: .utf8)
        #expect(document.contains(example), "docs/dbus-api.md does not show Examples/AppChanges/app_changes.py as it is")
    }

    @Test func aPythonClientHoldsTheAppsOwnSetThroughEveryKindOfChange() async throws {
        try await withDaemon { fixture in
            try await fixture.call("SetOverride", [.string("shape.medium"), .variant(.double(7)), .string("both"), .string(Self.mail), .string("")])
            let example = try ChildProcess("/usr/bin/python3", [Self.example.path, Self.mail], environment: fixture.bus.environment,
                                           errorPath: fixture.bus.root.appendingPathComponent("example.log").path)
            let lines = OutputLines(example.output)
            do {
                /// Waits for the example's line of change `sequence` (of `serial`, when given) and checks
                /// its set against `GetTokens(app)`.
                func holds(_ sequence: Int, serial: UInt64? = nil, own: Bool, app: String) async throws {
                    let line = try await lines.wait("the set of change \(sequence)") { line in
                        (line.state?["sequence"] as? Int) == sequence && serial.map { (line.state?["serial"] as? Int) == Int($0) } ?? true
                    }
                    let state = try #require(line.state)
                    #expect(state["own"] as? Bool == own, "change \(sequence)")
                    let reply = try await fixture.call("GetTokens", [.string(app)])
                    #expect(state["serial"] as? Int == reply[2].uint64.map(Int.init), "change \(sequence)")
                    let expected = try #require(reply[3].stringKeyedDictionary)
                    let held = try #require(state["tokens"] as? [String: Any])
                    #expect(Set(held.keys) == Set(expected.keys), "change \(sequence): the same keys")
                    let differing = expected.filter { key, value in !Self.same(held[key], value.unwrapped) }.keys.sorted()
                    #expect(differing.isEmpty, "change \(sequence): the example holds other values for \(differing.prefix(5))")
                }
                try await holds(0, own: true, app: Self.mail)
                try await fixture.call("Apply", [.string("sunset")])
                try await holds(1, own: true, app: Self.mail)
                try await fixture.call("SetOverride", [.string("color.accent"), .variant(.string("#FF3B30")), .string("both"), .string(Self.mail), .string("")])
                try await holds(2, own: true, app: Self.mail)
                try await fixture.call("SetColorScheme", [.string("dark")])
                try await holds(3, own: true, app: Self.mail)
                try await fixture.call("ResetOverrides", [.string(Self.mail)])
                // No override left: the app's set is the global one, and changes of it come with the global signals.
                try await holds(4, own: false, app: "")
                try await fixture.call("Apply", [.string("rose")])
                let serial = try #require(try await fixture.property("Serial").uint64)
                try await holds(4, serial: serial, own: false, app: "")
                try await fixture.call("SetOverride", [.string("shape.small"), .variant(.double(2)), .string("both"), .string(Self.mail), .string("")])
                try await holds(5, own: true, app: Self.mail)
                #expect(lines.count == 7, "one line for the reply and one per change of the app's set")
            } catch {
                await example.stop(SIGKILL)
                throw error
            }
            await example.stop(SIGKILL)
        }
    }

    /// Whether a value the example printed (JSON) is the D-Bus value `expected`.
    private static func same(_ printed: Any?, _ expected: Value) -> Bool {
        switch expected {
        case .string(let text): printed as? String == text
        case .double(let number): (printed as? NSNumber)?.doubleValue == number
        case .uint32(let number): (printed as? NSNumber)?.uint32Value == number
        case .bool(let flag): printed as? Bool == flag
        default: false
        }
    }
}

private extension String {
    /// The JSON object this line holds, if it is one.
    var state: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(utf8))) as? [String: Any]
    }
}
