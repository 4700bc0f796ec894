import DBus
import Foundation
import Glibc
import Testing
import ThemeContract
import TestSupport
import ThemeCore

/// User themes through the running daemon on a private bus (issue 11 §1–3, §9).
@Suite(.timeLimit(.minutes(1))) struct UserThemeServiceTests {
    /// The file of a user theme of this fixture's user.
    static func themeFile(_ fixture: DaemonFixture, _ id: String) -> URL {
        fixture.bus.root.appendingPathComponent("data/themeswitch/themes/\(id).theme")
    }

    static func ids(_ reply: [Value]) -> [String] {
        reply.first?.array?.compactMap { $0.structure?.first?.string } ?? []
    }

    /// The error name a call fails with (after the prefix), or nil when it succeeds.
    static func errorName(_ fixture: DaemonFixture, _ method: String, _ arguments: [Value]) async -> String? {
        do {
            try await fixture.call(method, arguments)
            return nil
        } catch let error as DBusError {
            #expect(!error.message.isEmpty)
            return error.name.replacingOccurrences(of: ThemeBus.errorPrefix, with: "")
        } catch {
            return "\(error)"
        }
    }

    @Test func themeFilesAreLoadedAtStartAndABadOneIsSkipped() async throws {
        let bus = try PrivateBus()
        let directory = bus.root.appendingPathComponent("data/themeswitch/themes")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let ocean = UserTheme(id: "ocean", metadata: ThemeMetadata(name: "Ocean", category: .vibrant), template: "midnight")
        try Data(ThemeFile.encode(ocean).utf8).write(to: directory.appendingPathComponent("ocean.theme"))
        try Data("{ not a theme".utf8).write(to: directory.appendingPathComponent("broken.theme"))
        try Data([0xFF, 0xFE, 0x00]).write(to: directory.appendingPathComponent("binary.theme"))
        let fixture = try await DaemonFixture(bus: bus)
        defer { Task { await fixture.stop() } }
        #expect(Self.ids(try await fixture.call("ListThemes"))
            == ThemeRegistry.builtIn.themes.map(\.id) + ["ocean"])
        let rows = try await fixture.call("ListCatalog")[0].array ?? []
        let last = rows.last?.structure ?? []
        #expect(last == [.string("ocean"), .string("Ocean"), .string(last[2].string ?? ""), .bool(false), .string("vibrant")])
        #expect(rows.first?.structure?[3] == .bool(true))
        try await fixture.call("Apply", [.string("ocean")])
        #expect(try await fixture.property("ThemeId") == .string("ocean"))
        await fixture.stop()
    }

    @Test func theDaemonBinaryWarnsAboutEachBadThemeFileAndServesTheRest() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let directory = bus.root.appendingPathComponent("data/themeswitch/themes")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("folder.theme"), withIntermediateDirectories: true)
        #expect(mkfifo(directory.appendingPathComponent("pipe.theme").path, 0o600) == 0)
        try Data([0xC3, 0x28]).write(to: directory.appendingPathComponent("latin.theme"))
        let wrongID = UserTheme(id: "other", metadata: ThemeMetadata(name: "Other", category: .soft), template: "rose")
        try Data(ThemeFile.encode(wrongID).utf8).write(to: directory.appendingPathComponent("named.theme"))
        let good = UserTheme(id: "good", metadata: ThemeMetadata(name: "Good", category: .soft), template: "rose")
        try Data(ThemeFile.encode(good).utf8).write(to: directory.appendingPathComponent("good.theme"))
        let daemon = try await DaemonProcess(on: bus)
        let result = try await runCommand("busctl", ["--address", bus.address, "call", ThemeBus.name, ThemeBus.path.rawValue,
                                                     ThemeBus.interface, "ListThemes"])
        let log = daemon.log
        #expect(await daemon.stop() == 0)
        #expect(result.standardOutput.contains("\"good\" \"Good\""))
        for name in ["folder", "pipe", "latin", "named"] {
            #expect(log.contains("skipped \(directory.appendingPathComponent("\(name).theme").path): "), "\(name): \(log)")
        }
    }

    @Test func editingTheAppliedThemeIsPublishedAndSurvivesARestart() async throws {
        let fixture = try await DaemonFixture()
        let subscriber = try Connection(bus: .address(fixture.bus.address))
        defer { subscriber.close() }
        let changes = try await subscriber.signals(matching: MatchRule(
            sender: DaemonFixture.name, path: DaemonFixture.path, interface: DaemonFixture.name, member: "ThemeChanged"))
        let catalog = try await subscriber.signals(matching: MatchRule(
            sender: DaemonFixture.name, path: DaemonFixture.path, interface: DaemonFixture.name, member: "CatalogChanged"))

        let id = try await fixture.call("CreateTheme", [.string("Deep Sea"), .string("midnight")])[0].string ?? ""
        #expect(id == "deep-sea")
        let announced = await collect(catalog, count: 1, timeout: .seconds(5))
        #expect(Self.ids(announced.first?.arguments ?? []).last == "deep-sea")
        try await fixture.call("Apply", [.string(id)])
        try await fixture.call("SetThemeValue", [.string(id), .string("color.accent"), .variant(.string("#FF5500")), .string("light")])
        try await fixture.call("SetThemeValue", [.string(id), .string("color.accent"), .variant(.string("#0055AA")), .string("light")])
        let signals = await collect(changes, count: 3, timeout: .seconds(5))
        let accents = signals.map { $0.arguments[3].stringKeyedDictionary?["color.accent"]?.unwrapped.string }
        #expect(accents.suffix(2) == ["#FF5500", "#0055AA"])

        try await fixture.call("UndoThemeEdit", [.string(id)])
        let undone = await collect(changes, count: 1, timeout: .seconds(5))
        #expect(undone.first?.arguments[3].stringKeyedDictionary?["color.accent"] == .variant(.string("#FF5500")))
        try await fixture.call("RedoThemeEdit", [.string(id)])
        let redone = await collect(changes, count: 1, timeout: .seconds(5))
        #expect(redone.first?.arguments[3].stringKeyedDictionary?["color.accent"] == .variant(.string("#0055AA")))
        let state = try await fixture.call("GetTheme", [.string(id)])
        #expect(state.dropFirst() == [.bool(true), .bool(true), .bool(false)])
        #expect(!FileManager.default.fileExists(atPath: Self.themeFile(fixture, id).path))
        try await fixture.call("SaveTheme", [.string(id)])
        let attributes = try FileManager.default.attributesOfItem(atPath: Self.themeFile(fixture, id).path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try await fixture.call("GetTheme", [.string(id)])[1] == .bool(false))

        await fixture.stop(keepBus: true)
        let again = try await DaemonFixture(bus: fixture.bus)
        defer { Task { await again.stop() } }
        #expect(try await again.property("ThemeId") == .string(id))
        #expect(try await again.call("GetTokens", [.string("")])[3].stringKeyedDictionary?["color.accent"] == .variant(.string("#0055AA")))
        await again.stop()
    }

    @Test func duplicateExportDeleteImportGivesTheSameTheme() async throws {
        try await withDaemon { fixture in
            let id = try await fixture.call("CreateTheme", [.string("Warm Paper"), .string("blank")])[0].string ?? ""
            try await fixture.call("SetThemeValue", [.string(id), .string("color.accent"), .variant(.string("#8A3B12")), .string("light")])
            try await fixture.call("SetThemeMetadata", [.string(id), .stringVariantDictionary([
                "tags": .array(element: "s", [.string("Warm"), .string("paper")]), "category": .string("soft"),
                "description": .string("Brown ink on warm paper."),
            ])])
            let copy = try await fixture.call("DuplicateTheme", [.string(id)])[0].string ?? ""
            #expect(copy.hasPrefix("warm-paper-copy-") && copy.count == "warm-paper-copy-".count + 4)
            let exported = try await fixture.call("ExportTheme", [.string(copy), .string("theme")])[0].string ?? ""
            #expect(exported.contains("\"name\": \"Warm Paper (Copy)\""))
            let object = try JSONSerialization.jsonObject(with: Data(exported.utf8)) as? [String: Any]
            #expect(object?["tags"] as? [String] == ["warm", "paper"])
            #expect(object?["category"] as? String == "soft")
            #expect((object?["light"] as? [String: Any])?["color.accent"] as? String == "#8A3B12")
            try await fixture.call("DeleteTheme", [.string(copy)])
            #expect(!Self.ids(try await fixture.call("ListThemes")).contains(copy))
            let imported = try await fixture.call("ImportTheme", [.string(exported), .string("theme")])[0].string ?? ""
            #expect(imported == copy)
            #expect(try await fixture.call("ExportTheme", [.string(imported), .string("theme")])[0].string == exported)
            #expect(FileManager.default.fileExists(atPath: Self.themeFile(fixture, imported).path))
        }
    }

    @Test func dtcgAndYAMLExportsImportAsTheSameThemeAndAreDetected() async throws {
        try await withDaemon { fixture in
            let id = try await fixture.call("CreateTheme", [.string("Deep Sea"), .string("midnight")])[0].string ?? ""
            try await fixture.call("SetThemeValue", [.string(id), .string("color.accent"), .variant(.string("#0B6E99")), .string("light")])
            try await fixture.call("SetThemeValue", [.string(id), .string("color.border"), .variant(.string("#00000033")), .string("dark")])
            try await fixture.call("SetThemeValue", [.string(id), .string("spacing.lg"), .variant(.double(17.5)), .string("both")])
            try await fixture.call("SaveTheme", [.string(id)])
            let native = try await fixture.call("ExportTheme", [.string(id), .string("theme")])[0].string ?? ""
            let dtcg = try await fixture.call("ExportTheme", [.string(id), .string("dtcg")])[0].string ?? ""
            let object = try JSONSerialization.jsonObject(with: Data(dtcg.utf8)) as? [String: Any]
            let light = object?["light"] as? [String: Any]
            let accent = (light?["color"] as? [String: Any])?["accent"] as? [String: Any]
            #expect(accent?["$type"] as? String == "color")
            #expect((accent?["$value"] as? [String: Any])?["hex"] as? String == "#0b6e99")
            try await fixture.call("DeleteTheme", [.string(id)])
            let imported = try await fixture.call("ImportTheme", [.string(dtcg), .string("auto")])[0].string ?? ""
            #expect(imported == id)
            #expect(try await fixture.call("ExportTheme", [.string(imported), .string("theme")])[0].string == native)
            #expect(try await fixture.call("ExportTheme", [.string(imported), .string("dtcg")])[0].string == dtcg)
            let yaml = try await fixture.call("ExportTheme", [.string(id), .string("yaml")])[0].string ?? ""
            #expect(yaml.contains("light:\n  colors:\n    accent: \"#0B6E99\"\n  tokens:\n    spacing.lg: 17.5\n"))
            try await fixture.call("DeleteTheme", [.string(id)])
            #expect(try await fixture.call("ImportTheme", [.string(yaml), .string("auto")])[0].string == id)
            #expect(try await fixture.call("ExportTheme", [.string(id), .string("theme")])[0].string == native)
            #expect(try await fixture.call("ExportTheme", [.string(id), .string("yaml")])[0].string == yaml)
        }
    }

    @Test func deletingTheAppliedThemeFallsBackToDefaultAndPublishes() async throws {
        try await withDaemon { fixture in
            let id = try await fixture.call("CreateTheme", [.string("Short Lived"), .string("sunset")])[0].string ?? ""
            try await fixture.call("SaveTheme", [.string(id)])
            try await fixture.call("Apply", [.string(id)])
            let changes = try await fixture.client.signals(matching: MatchRule(
                sender: DaemonFixture.name, path: DaemonFixture.path, interface: DaemonFixture.name, member: "ThemeChanged"))
            try await fixture.call("DeleteTheme", [.string(id)])
            let signal = await collect(changes, count: 1, timeout: .seconds(5)).first
            #expect(signal?.arguments.first == .string("default"))
            #expect(try await fixture.property("ThemeId") == .string("default"))
            #expect(!FileManager.default.fileExists(atPath: Self.themeFile(fixture, id).path))
        }
    }

    @Test func badRequestsGetNamedErrorsAndChangeNothing() async throws {
        try await withDaemon { fixture in
            let id = try await fixture.call("CreateTheme", [.string("Stable"), .string("forest")])[0].string ?? ""
            try await fixture.call("SaveTheme", [.string(id)])
            let file = Self.themeFile(fixture, id)
            let before = try Data(contentsOf: file)
            let state = try await fixture.call("GetTheme", [.string(id)])
            let catalog = try await fixture.call("ListCatalog")
            let signals = try await fixture.client.signals(matching: MatchRule(sender: DaemonFixture.name, path: DaemonFixture.path))
            func set(_ key: String, _ value: Value) -> [Value] { [.string(id), .string(key), .variant(value), .string("both")] }
            func meta(_ fields: [String: Value]) -> [Value] { [.string(id), .stringVariantDictionary(fields)] }
            let cases: [(String, [Value], String)] = [
                ("SetThemeValue", set("color.accent", .string("#12345")), "InvalidArgument"),
                ("SetThemeValue", set("color.accent", .string("red")), "InvalidArgument"),
                ("SetThemeValue", set("typography.bodyMedium.size", .double(200)), "InvalidArgument"),
                ("SetThemeValue", set("color.acent", .string("#FF0000")), "InvalidArgument"),
                ("SetThemeValue", [.string(id), .string("color.accent"), .variant(.string("#FF0000")), .string("dim")], "InvalidArgument"),
                ("SetThemeMetadata", meta(["name": .string("ab")]), "InvalidArgument"),
                ("SetThemeMetadata", meta(["name": .string(String(repeating: "n", count: 51))]), "InvalidArgument"),
                ("SetThemeMetadata", meta(["tags": .array(element: "s", (1...11).map { .string("t\($0)") })]), "InvalidArgument"),
                ("SetThemeMetadata", meta(["tags": .array(element: "s", [.string(String(repeating: "t", count: 21))])]), "InvalidArgument"),
                ("SetThemeMetadata", meta(["colour": .string("x")]), "InvalidArgument"),
                ("SetThemeMetadata", meta(["category": .string("loud")]), "InvalidArgument"),
                ("GetTheme", [.string("../etc")], "InvalidArgument"),
                ("DeleteTheme", [.string("a/b")], "InvalidArgument"),
                ("SetThemeValue", [.string("sunset"), .string("color.accent"), .variant(.string("#FF0000")), .string("both")], "ReadOnly"),
                ("DeleteTheme", [.string("default")], "ReadOnly"),
                ("SaveTheme", [.string("midnight")], "ReadOnly"),
                ("DeleteTheme", [.string("no-such-theme")], "UnknownTheme"),
                ("UndoThemeEdit", [.string(id)], "NotFound"),
                ("RedoThemeEdit", [.string(id)], "NotFound"),
                ("CreateTheme", [.string("x"), .string("forest")], "InvalidArgument"),
                ("CreateTheme", [.string("Fine Name"), .string("nope")], "UnknownTheme"),
                ("ImportTheme", [.string(String(repeating: " ", count: ThemeFile.maximumBytes + 1)), .string("theme")], "TooLarge"),
                ("ImportTheme", [.string("{}"), .string("theme")], "InvalidTheme"),
                ("ImportTheme", [.string("{}"), .string("dtcg")], "InvalidTheme"),
                ("ImportTheme", [.string("{}"), .string("toml")], "InvalidArgument"),
                ("ImportTheme", [.string("a: &a [1, 1, 1, 1, 1, 1, 1, 1]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c]\ne: [*d, *d, *d, *d, *d, *d, *d, *d]\n"), .string("yaml")], "InvalidTheme"),
                ("ImportTheme", [.string("nmae: Fine Name\ncategory: soft\ntemplate: default\nid: fine\nformat: themeswitch-theme\nversion: 1\n"), .string("yaml")], "InvalidTheme"),
                ("ImportTheme", [.string("name: Fine Name\nlight:\n  colours:\n    accent: \"#123456\"\n"), .string("yaml")], "InvalidTheme"),
                ("ImportTheme", [.string(#"{"color": {"$type": "color", "accent": {"$value": "{color.border}"}, "border": {"$value": "{color.accent}"}}}"#), .string("dtcg")], "InvalidTheme"),
                ("ImportTheme", [.string(##"{"light": {"color": {"accent": {"$type": "color", "$value": "#12345"}}}}"##), .string("auto")], "InvalidTheme"),
                ("ExportTheme", [.string(id), .string("css-media")], "InvalidArgument"),
                ("ImportTheme", [.string(":root {}"), .string("css")], "InvalidTheme"),
                ("ImportTheme", [.string(":root {}"), .string("scss")], "InvalidArgument"),
            ]
            for (method, arguments, expected) in cases {
                let name = await Self.errorName(fixture, method, arguments)
                #expect(name == expected, "\(method) \(arguments)")
            }
            #expect(try Data(contentsOf: file) == before)
            #expect(try await fixture.call("GetTheme", [.string(id)]) == state)
            #expect(try await fixture.call("ListCatalog") == catalog)
            // Nothing went out on the bus: the first signal after the refusals is the one of this apply.
            try await fixture.call("Apply", [.string("rose")])
            let first = await collect(signals, count: 1, timeout: .seconds(5)).first
            #expect(first?.member == "PropertiesChanged")
            #expect(first?.arguments[1].stringKeyedDictionary?["ThemeId"] == .variant(.string("rose")))
        }
    }

    /// The light `spacing.lg` of a `GetTheme` reply.
    static func spacing(_ reply: [Value]) throws -> Double? {
        let object = try JSONSerialization.jsonObject(with: Data((reply.first?.string ?? "").utf8)) as? [String: Any]
        return (object?["light"] as? [String: Any])?["spacing.lg"] as? Double
    }

    @Test func undoKeepsFiftyStepsAndANewEditClearsRedo() async throws {
        try await withDaemon { fixture in
            let id = try await fixture.call("CreateTheme", [.string("Many Steps"), .string("default")])[0].string ?? ""
            for step in 1...51 {
                try await fixture.call("SetThemeValue", [.string(id), .string("spacing.lg"), .variant(.double(Double(step))), .string("both")])
            }
            for _ in 1...50 { try await fixture.call("UndoThemeEdit", [.string(id)]) }
            #expect(await Self.errorName(fixture, "UndoThemeEdit", [.string(id)]) == "NotFound")
            let oldest = try await fixture.call("GetTheme", [.string(id)])
            #expect(try Self.spacing(oldest) == 1)
            #expect(oldest.dropFirst() == [.bool(true), .bool(false), .bool(true)])
            try await fixture.call("RedoThemeEdit", [.string(id)])
            try await fixture.call("SetThemeValue", [.string(id), .string("spacing.lg"), .variant(.double(99)), .string("both")])
            #expect(await Self.errorName(fixture, "RedoThemeEdit", [.string(id)]) == "NotFound")
            try await fixture.call("UndoThemeEdit", [.string(id)])
            #expect(try Self.spacing(try await fixture.call("GetTheme", [.string(id)])) == 2)
        }
    }

    @Test func saveRefusesAThemeWithErrorsAndListsThem() async throws {
        try await withDaemon { fixture in
            let id = try await fixture.call("CreateTheme", [.string("Unreadable"), .string("default")])[0].string ?? ""
            try await fixture.call("SetThemeValue", [.string(id), .string("color.textPrimary"), .variant(.string("#FFFFFF")), .string("light")])
            let problems = try await fixture.call("ValidateTheme", [.string(id)])[0].array ?? []
            #expect(problems.contains { $0.structure?[1] == .string("error") })
            let name = await Self.errorName(fixture, "SaveTheme", [.string(id)])
            #expect(name == "InvalidTheme")
            #expect(!FileManager.default.fileExists(atPath: Self.themeFile(fixture, id).path))
            try await fixture.call("ResetTheme", [.string(id)])
            #expect(try await fixture.call("ValidateTheme", [.string(id)])[0].array?.contains { $0.structure?[1] == .string("error") } == false)
            try await fixture.call("RevertTheme", [.string(id)])
            #expect(try await fixture.call("GetTheme", [.string(id)]).dropFirst() == [.bool(true), .bool(false), .bool(false)])
        }
    }
}
