import DBus
import Foundation
import Synchronization
import Testing
import TestSupport
import ThemeContract

/// Issue 28 §1 against the real `themeswitchd`: a billion-laughs key in a theme, in overrides and
/// in config.yaml, overrides amplified through aliases, and alias chains 10 000 and 50 000 deep.
/// Each file is built here, refused whole in one sentence, changes nothing, and meanwhile another
/// client keeps getting answers within 100 ms while the daemon's peak RSS stays bounded.
@Suite(.serialized, .timeLimit(.minutes(3))) struct HostileYAMLTests {
    /// How long another client may wait for an answer while a hostile file is read.
    static let answerLimit = Duration.milliseconds(100)
    /// The daemon's peak RSS (VmHWM) allowed after reading a hostile file; the debug daemon peaks near 30 MiB
    /// on its own, and the files of issue 28 took it to 656 MiB and 2.5 GiB.
    static let peakRSSLimitKiB = 96 * 1024

    /// Nine anchors, each a list of nine aliases to the one before (9^9 nodes), under `indent`, as
    /// the key of one entry whose value is `value`.
    static func keyBomb(indent: String, value: String) -> String {
        var bomb = "\(indent)? [&a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"
        for level in 1..<9 { bomb += ", &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]" }
        return bomb + "]\n\(indent): \(value)\n"
    }

    /// `templates: [&a0 [x], &a1 [*a0], …]`, `depth` anchors deep.
    static func aliasChain(depth: Int) -> String {
        var text = "templates: [&a0 [x]"
        for level in 1..<depth { text += ", &a\(level) [*a\(level - 1)]" }
        return text + "]\n"
    }

    /// One app with `contexts` contexts, aliased to `apps - 1` more apps.
    static func amplifiedOverrides(apps: Int, contexts: Int) -> String {
        var text = "apps:\n  org.example.App0: &app\n    contexts:\n"
        for context in 0..<contexts { text += "      c\(context): {dark: {colors: {accent: \"#FF0000\"}}}\n" }
        for app in 1..<apps { text += "  org.example.App\(app): *app\n" }
        return text
    }

    @Test func aThemeWithABillionLaughsKeyIsRefusedWhileOthersAreAnswered() async throws {
        let theme = "format: themeswitch-theme\nversion: 1\nid: laughs\nname: Laughs\ncategory: soft\ntemplate: default\nlight:\n  colors:\n"
            + Self.keyBomb(indent: "    ", value: "\"#000000\"")
        #expect(theme.utf8.count < 800)
        try await withRealDaemon { fixture in
            let before = try fixture.userThemeFiles()
            let error = try await fixture.refusedWhileAnotherClientAsks("ImportTheme", [.string(theme), .string("yaml")])
            #expect(error.name.hasSuffix(".InvalidTheme"), "\(error)")
            #expect(error.message.contains("expands to more than 5000 nodes") && error.message.contains("nested anchors and aliases"), "\(error)")
            #expect(try fixture.userThemeFiles() == before)
        }
    }

    @Test func overridesWithABillionLaughsKeyAreRefusedWhileOthersAreAnswered() async throws {
        let overrides = "apps:\n" + Self.keyBomb(indent: "  ", value: "{}")
        try await withRealDaemon { fixture in
            try await fixture.call("ImportOverrides", [.string("global:\n  dark:\n    colors:\n      accent: \"#123456\"\n")])
            let before = try await fixture.call("ExportOverrides")
            let settings = try Data(contentsOf: fixture.settingsFile)
            let error = try await fixture.refusedWhileAnotherClientAsks("ImportOverrides", [.string(overrides)])
            #expect(error.name.hasSuffix(".TooLarge") && error.message.contains("expands to more than 20000 nodes"), "\(error)")
            #expect(try await fixture.call("ExportOverrides") == before)
            #expect(try Data(contentsOf: fixture.settingsFile) == settings)
        }
    }

    /// 50 × 50 wrote a 1.49 MB settings file the next start threw away; 100 × 100 peaked at
    /// 656 MiB; 300 × 300 aborted after 2.5 GiB and 39 007 per-app files.
    @Test(arguments: [(50, 50), (100, 100), (300, 300), (200, 16)])
    func amplifiedOverridesAreRefusedWhileOthersAreAnswered(apps: Int, contexts: Int) async throws {
        let overrides = Self.amplifiedOverrides(apps: apps, contexts: contexts)
        try await withRealDaemon { fixture in
            try await fixture.call("ImportOverrides", [.string("global:\n  dark:\n    colors:\n      accent: \"#123456\"\n")])
            let settings = try Data(contentsOf: fixture.settingsFile)
            let error = try await fixture.refusedWhileAnotherClientAsks("ImportOverrides", [.string(overrides)])
            #expect(error.name.hasSuffix(".TooLarge"), "\(error)")
            #expect(error.message.contains(contexts > 16 ? "already has overrides in 16 contexts" : "128 apps and app contexts already have overrides")
                    || error.message.contains("expands to more than 20000 nodes"), "\(error)")
            #expect(try Data(contentsOf: fixture.settingsFile) == settings)
            #expect(try fixture.appFiles().isEmpty)
        }
    }

    /// The largest amplified document the limits accept is kept while another client is answered,
    /// and the settings file it makes loads again at the next start: nothing is moved aside as corrupt.
    @Test func theMostOverridesAcceptedLoadAgainAfterARestart() async throws {
        // 7 apps × (the app + 16 contexts) = 119 layers of 8 colors each: 952 values.
        let colors = "{" + ["accent", "background", "surface", "border", "textPrimary", "textSecondary", "success", "warning"]
            .map { "\($0): \"#00FF00\"" }.joined(separator: ", ") + "}"
        var overrides = "apps:\n  org.example.App0: &app\n    dark: {colors: \(colors)}\n    contexts:\n"
        for context in 0..<16 { overrides += "      c\(context): {dark: {colors: \(colors)}}\n" }
        for app in 1..<7 { overrides += "  org.example.App\(app): *app\n" }
        let bus = try PrivateBus()
        defer { bus.stop() }
        var exported: [Value] = []
        try await withRealDaemon(on: bus) { fixture in
            // Accepted overrides are resolved for every layer on the provider's actor as they are
            // committed (Provider+AppFiles), which the 128-layer limit bounds: 1.3 s here in a debug
            // build under load, where 986 layers took 8 s. The 100 ms goal holds for refusals.
            _ = try await fixture.callWhileAnotherClientAsks("ImportOverrides", [.string(overrides)], answeredWithin: .seconds(4)).get()
            exported = try await fixture.call("ExportOverrides")
            #expect(try fixture.appFiles().count == 7 * 17)
        }
        try await withRealDaemon(on: bus) { fixture in
            #expect(try await fixture.call("ExportOverrides") == exported)
            let aside = try FileManager.default.contentsOfDirectory(atPath: fixture.settingsFile.deletingLastPathComponent().path)
            #expect(!aside.contains { $0.contains("corrupt") }, "\(aside)")
        }
    }

    /// At start-up: the daemon refuses the file, logs one line naming it, and answers at once.
    @Test(arguments: ["chain-10000", "chain-50000", "key-bomb"])
    func aHostileConfigAtStartUpIsRefusedAndTheDaemonAnswers(_ name: String) async throws {
        let (text, reason) = Self.hostileConfiguration(name)
        let bus = try PrivateBus()
        defer { bus.stop() }
        let file = bus.root.appendingPathComponent("config/themeswitch/config.yaml")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        try await withRealDaemon(on: bus) { fixture in
            let waited = try await fixture.timedAnswer()
            #expect(waited < Self.answerLimit, "the first answer after start-up took \(waited)")
            #expect(fixture.daemon.log.contains("config.yaml") && fixture.daemon.log.contains(reason), "\(fixture.daemon.log.suffix(600))")
            #expect(fixture.peakRSSKiB() < Self.peakRSSLimitKiB, "peak RSS \(fixture.peakRSSKiB()) KiB")
            let check = try await runCommand(builtExecutable("themeswitch"), ["config", "check", file.path], environment: bus.environment)
            #expect(check.status == 1 && check.standardError.contains(reason), "status \(check.status): \(check.standardError.suffix(400))")
        }
    }

    /// While running: the watcher refuses the file and keeps the last good configuration, and
    /// another client is answered within 100 ms all along.
    @Test(arguments: ["chain-10000", "chain-50000", "key-bomb"])
    func aHostileConfigWhileRunningIsRefusedWhileOthersAreAnswered(_ name: String) async throws {
        let (text, reason) = Self.hostileConfiguration(name)
        try await withRealDaemon { fixture in
            let file = fixture.bus.root.appendingPathComponent("config/themeswitch/config.yaml")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            let deadline = ContinuousClock.now + .seconds(10)
            var answers = 0
            repeat {
                let waited = try await fixture.timedAnswer()
                #expect(waited < Self.answerLimit, "an answer took \(waited) while config.yaml was read")
                answers += 1
            } while (!fixture.daemon.log.contains(reason) || answers < 5) && ContinuousClock.now < deadline
            #expect(fixture.daemon.log.contains("keeping the last good configuration"), "\(fixture.daemon.log.suffix(600))")
            #expect(fixture.daemon.log.contains(reason), "\(fixture.daemon.log.suffix(600))")
            #expect(fixture.peakRSSKiB() < Self.peakRSSLimitKiB, "peak RSS \(fixture.peakRSSKiB()) KiB")
        }
    }

    /// A hostile config.yaml by name, and the words of the line the daemon logs for it.
    static func hostileConfiguration(_ name: String) -> (String, String) {
        switch name {
        case "chain-10000": (aliasChain(depth: 10_000), "nests more than 8 levels deep")
        case "chain-50000": (aliasChain(depth: 50_000), "bytes; at most 262144 are accepted")
        default: (keyBomb(indent: "", value: "x") + "templates:\n  - builtin: kitty\n", "expands to more than 20000 nodes")
        }
    }
}

/// The real daemon on a private bus, a client, and another client that only asks.
private struct RealDaemon {
    let bus: PrivateBus
    let daemon: DaemonProcess
    let client: Connection
    let other: Connection

    var settingsFile: URL { bus.root.appendingPathComponent("config/themeswitch/settings.json") }

    @discardableResult
    func call(_ method: String, _ arguments: [Value] = [], on connection: Connection? = nil) async throws -> [Value] {
        try await (connection ?? client).call(
            destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.name, method: method,
            arguments: arguments, timeout: .seconds(20)).arguments
    }

    /// How long the other client waits for the `ThemeId` property.
    func timedAnswer() async throws -> Duration {
        let start = ContinuousClock.now
        _ = try await other.call(
            destination: ThemeBus.name, path: ThemeBus.path, interface: "org.freedesktop.DBus.Properties", method: "Get",
            arguments: [.string(ThemeBus.name), .string("ThemeId")], timeout: .seconds(20))
        return ContinuousClock.now - start
    }

    /// Calls `method` while the other client asks over and over; checks every answer came within
    /// `limit` and the peak RSS; returns the call's outcome.
    func callWhileAnotherClientAsks(_ method: String, _ arguments: [Value],
                                    answeredWithin limit: Duration = HostileYAMLTests.answerLimit) async -> Result<Message, any Error> {
        let done = Flag()
        let call = Task { [client] in
            defer { done.set() }
            return try await client.call(
                destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.name, method: method,
                arguments: arguments, timeout: .seconds(20))
        }
        var answers = 0
        while !done.isSet || answers < 3 {
            do {
                let waited = try await timedAnswer()
                #expect(waited < limit, "answer \(answers + 1) took \(waited) while \(method) ran")
            } catch {
                Issue.record("the other client got no answer while \(method) ran: \(error)")
            }
            answers += 1
        }
        #expect(peakRSSKiB() < HostileYAMLTests.peakRSSLimitKiB, "peak RSS \(peakRSSKiB()) KiB after \(method)")
        return await call.result
    }

    /// ``callWhileAnotherClientAsks(_:_:)`` for a call that must be refused; returns the refusal.
    func refusedWhileAnotherClientAsks(_ method: String, _ arguments: [Value]) async throws -> DBusError {
        switch await callWhileAnotherClientAsks(method, arguments) {
        case .failure(let error as DBusError): return error
        case .failure(let error): throw error
        case .success:
            Issue.record("\(method) of a hostile file was accepted")
            return DBusError(name: "accepted", message: "")
        }
    }

    /// The daemon's peak resident set (VmHWM), in KiB.
    func peakRSSKiB() -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(daemon.pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? Int.max
    }

    /// The files under the user's theme directory.
    func userThemeFiles() throws -> [String] {
        let directory = bus.root.appendingPathComponent("data/themeswitch/themes")
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// The per-app files in `$XDG_RUNTIME_DIR/themeswitch/apps`.
    func appFiles() throws -> [String] {
        let directory = URL(fileURLWithPath: bus.environment["XDG_RUNTIME_DIR"] ?? "/nonexistent").appendingPathComponent("themeswitch/apps")
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".json") }
    }
}

/// A flag one task sets and another reads.
private final class Flag: Sendable {
    private let state = Mutex(false)
    var isSet: Bool { state.withLock { $0 } }
    func set() { state.withLock { $0 = true } }
}

/// Runs `body` with the real daemon on `bus` (a new one when nil) and two client connections;
/// always stops the daemon, and the bus when it made it.
private func withRealDaemon(on given: PrivateBus? = nil, _ body: (RealDaemon) async throws -> Void) async throws {
    let bus = try given ?? PrivateBus()
    defer { if given == nil { bus.stop() } }
    let daemon = try await DaemonProcess(on: bus)
    let fixture: RealDaemon
    do {
        fixture = RealDaemon(bus: bus, daemon: daemon, client: try Connection(bus: .address(bus.address)),
                             other: try Connection(bus: .address(bus.address)))
    } catch {
        await daemon.stop()
        throw error
    }
    defer {
        fixture.client.close()
        fixture.other.close()
    }
    do {
        try await body(fixture)
    } catch {
        await daemon.stop()
        throw error
    }
    await daemon.stop()
}
