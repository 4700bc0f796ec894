import DBus
import Foundation
import Glibc
import Testing
import TestSupport
import ThemeContract
import ThemeCore

/// Hostile files the daemon reads itself (issue 28 §2, §3), each built here: the daemon starts,
/// keeps answering other clients, stays small, and loses nothing.
@Suite(.timeLimit(.minutes(2))) struct HostileFileTests {
    static func call(_ bus: PrivateBus, _ method: String, _ arguments: [Value]) async throws -> [Value] {
        let connection = try Connection(bus: .address(bus.address))
        defer { connection.close() }
        return try await connection.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                                         method: method, arguments: arguments).arguments
    }

    static func write(_ theme: UserTheme, to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(ThemeFile.encode(theme).utf8).write(to: directory.appendingPathComponent("\(theme.id).theme"))
    }

    static func theme(_ id: String, template: String, accent: String) throws -> UserTheme {
        var values = SemanticOverrides()
        try values.set("color.accent", .string(accent), for: .both)
        return UserTheme(id: id, metadata: ThemeMetadata(name: id.capitalized, category: .minimal), template: template, values: values)
    }

    /// A FIFO as config.yaml and among the theme files: the daemon starts at once, says what they are, and serves.
    @Test func specialFilesWhereTheDaemonReadsDoNotBlockItsStart() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let config = bus.root.appendingPathComponent("config/themeswitch")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        #expect(mkfifo(config.appendingPathComponent("config.yaml").path, 0o600) == 0)
        let themes = bus.root.appendingPathComponent("data/themeswitch/themes")
        try FileManager.default.createDirectory(at: themes.appendingPathComponent("folder.theme"), withIntermediateDirectories: true)
        #expect(mkfifo(themes.appendingPathComponent("pipe.theme").path, 0o600) == 0)
        let daemon = try await DaemonProcess(on: bus, timeout: .seconds(10))
        #expect(try await Self.call(bus, "GetTokens", [.string("")]).count > 0)
        #expect(await eventually { daemon.log.contains("config.yaml: is a FIFO (named pipe), not a regular file") })
        #expect(daemon.log.contains("pipe.theme: it is a FIFO (named pipe), not a regular file"))
        #expect(daemon.log.contains("folder.theme: it is a directory, not a regular file"))
        #expect(!daemon.log.contains("permission"))
        let status = await daemon.stop()
        #expect(status == 0, "exit status \(status); log: \(daemon.log)")
    }

    /// themes/ and drafts/ both hold a theme whose template is missing: another theme's valid
    /// draft is still restored, and no draft is deleted at stop.
    @Test func aMissingTemplateLosesNoDraft() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let themes = bus.root.appendingPathComponent("data/themeswitch/themes")
        let drafts = bus.root.appendingPathComponent("state/themeswitch/drafts")
        try Self.write(Self.theme("orphan", template: "gone", accent: "#224466"), to: themes)
        try Self.write(Self.theme("orphan", template: "gone", accent: "#335577"), to: drafts)
        try Self.write(Self.theme("keeper", template: "default", accent: "#0055AA"), to: themes)
        try Self.write(Self.theme("keeper", template: "default", accent: "#116611"), to: drafts)
        let daemon = try await DaemonProcess(on: bus)
        let state = try await Self.call(bus, "GetTheme", [.string("keeper")])
        #expect(state[0].string?.contains("\"color.accent\": \"#116611\"") == true)
        #expect(state[1] == .bool(true))
        #expect(daemon.log.contains("restored the unsaved edits of theme 'keeper'"))
        #expect(daemon.log.contains("kept the draft of theme 'orphan' on disk without restoring it: its template 'gone' does not exist"))
        #expect(await daemon.stop() == 0)
        let keeper = try String(contentsOf: drafts.appendingPathComponent("keeper.theme"), encoding: .utf8)
        #expect(keeper.contains("#116611"))
        let orphan = try String(contentsOf: drafts.appendingPathComponent("orphan.theme"), encoding: .utf8)
        #expect(orphan.contains("#335577"))
    }

    /// A 1 MB PNG claiming 30 000 × 30 000 pixels, and a JPEG claiming 20 000 × 20 000: refused by
    /// their headers (as `file`, a parser nobody here wrote, reads them), nothing copied, other
    /// clients answered meanwhile, the daemon's memory bounded.
    @Test func imagesDeclaringTooManyPixelsAreRefusedByTheirHeader() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let daemon = try await DaemonProcess(on: bus)
        let png = bus.root.appendingPathComponent("huge.png")
        try Data(TestImages.pngHeader(width: 30_000, height: 30_000) + Array(repeating: 0, count: 1_000_000)).write(to: png)
        let jpeg = bus.root.appendingPathComponent("huge.jpg")
        try Data(TestImages.jpegHeader(width: 20_000, height: 20_000) + Array(repeating: 0, count: 1_000)).write(to: jpeg)
        #expect(try await runCommand("file", ["-b", png.path]).standardOutput.contains("30000 x 30000"))
        #expect(try await runCommand("file", ["-b", jpeg.path]).standardOutput.contains("20000x20000"))
        for (file, size) in [(png, "30000 × 30000"), (jpeg, "20000 × 20000")] {
            let (error, slowest) = try await whileAnotherClientCalls(on: bus) { () async -> DBusError? in
                do {
                    _ = try await Self.call(bus, "SetWallpaper", [.dictionary(key: "s", value: "v", [DictionaryEntry(.string("image"), .variant(.string(file.path)))])])
                    return nil
                } catch let error as DBusError {
                    return error
                } catch {
                    return nil
                }
            }
            #expect(error?.name == "org.themeswitch.Theme1.Error.TooLarge")
            #expect(error?.message.contains("declares \(size) pixels") == true, "\(String(describing: error))")
            #expect(error?.message.contains("at most 50000000 pixels") == true)
            #expect(slowest < .milliseconds(100), "another client waited \(slowest)")
        }
        let copies = (try? FileManager.default.contentsOfDirectory(atPath: bus.root.appendingPathComponent("data/themeswitch/wallpapers").path)) ?? []
        #expect(copies.isEmpty)
        #expect((peakResidentBytes(of: daemon.pid) ?? .max) < 100 * 1024 * 1024)
        #expect(await daemon.stop() == 0)
    }
}
