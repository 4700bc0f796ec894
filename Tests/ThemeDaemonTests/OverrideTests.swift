import DBus
import Foundation
import Testing
import ThemeCore
@testable import ThemeDaemon

/// Override layers through the running daemon (issue 12 §1–2): precedence, persistence,
/// YAML export and import, and the bad requests that must change nothing.
@Suite(.timeLimit(.minutes(1))) struct OverrideTests {
    static let mail = "org.example.Mail"
    static let other = "org.example.Other"

    /// `key`'s value in the set `GetTokensForContext(app, context)` returns.
    private func token(_ fixture: DaemonFixture, _ key: String, app: String = "", context: String = "") async throws -> Value? {
        try await fixture.call("GetTokensForContext", [.string(app), .string(context)])[3].stringKeyedDictionary?[key]?.unwrapped
    }

    private func set(_ fixture: DaemonFixture, _ key: String, _ value: Value, scheme: String = "both",
                     app: String = "", context: String = "") async throws {
        try await fixture.call("SetOverride", [.string(key), .variant(value), .string(scheme), .string(app), .string(context)])
    }

    /// Each layer over the one below, field by field: a field a layer does not set falls through.
    @Test func layersWinFieldByFieldInOrder() async throws {
        try await withDaemon { fixture in
            let theme = try ThemeRegistry.builtIn.tokens(themeID: "default", scheme: .light, accessibility: AccessibilityFlags())
            try await set(fixture, "color.accent", .string("#112233"))
            try await set(fixture, "spacing.lg", .double(20))
            try await set(fixture, "color.accent", .string("#445566"), scheme: "light", app: Self.mail)
            try await set(fixture, "shape.medium", .uint32(14), app: Self.mail)
            try await set(fixture, "color.accent", .string("#778899"), app: Self.mail, context: "compose")

            // Global over the theme.
            #expect(try await token(fixture, "color.accent") == .string("#112233"))
            #expect(try await token(fixture, "shape.medium") == .double(theme["shape.medium"].flatMap { if case .dimension(let d) = $0 { d } else { nil } } ?? -1))
            // App over global; the global spacing falls through; components follow the app's accent.
            #expect(try await token(fixture, "color.accent", app: Self.mail) == .string("#445566"))
            #expect(try await token(fixture, "component.primaryButton.background", app: Self.mail) == .string("#445566"))
            #expect(try await token(fixture, "spacing.lg", app: Self.mail) == .double(20))
            #expect(try await token(fixture, "shape.medium", app: Self.mail) == .double(14))
            // Context over app; the app's shape falls through.
            #expect(try await token(fixture, "color.accent", app: Self.mail, context: "compose") == .string("#778899"))
            #expect(try await token(fixture, "shape.medium", app: Self.mail, context: "compose") == .double(14))
            // Another app, and GetTokens with the app id, see their own layers only.
            #expect(try await token(fixture, "color.accent", app: Self.other) == .string("#112233"))
            #expect(try await fixture.call("GetTokens", [.string(Self.mail)])[3].stringKeyedDictionary?["color.accent"]?.unwrapped == .string("#445566"))

            // Per scheme: the app's accent is light only, so in dark the global one shows through.
            try await fixture.call("SetColorScheme", [.string("dark")])
            #expect(try await token(fixture, "color.accent", app: Self.mail) == .string("#112233"))
            #expect(try await token(fixture, "color.accent", app: Self.mail, context: "compose") == .string("#778899"))
        }
    }

    @Test func globalOverridesArePublishedAsAnyChange() async throws {
        try await withDaemon { fixture in
            let serial = try await fixture.property("Serial").uint64 ?? 0
            try await set(fixture, "color.accent", .string("#FF3B30"), scheme: "light")
            #expect(try await fixture.property("Serial").uint64 == serial + 1)
            #expect(try await fixture.call("GetTokens", [.string("")])[3].stringKeyedDictionary?["color.accent"]?.unwrapped == .string("#FF3B30"))
            // An app's override leaves the global set, and so the serial, alone.
            try await set(fixture, "color.accent", .string("#00FF00"), app: Self.mail)
            #expect(try await fixture.property("Serial").uint64 == serial + 1)
            try await fixture.call("ClearOverride", [.string("color.accent"), .string("light"), .string(""), .string("")])
            #expect(try await fixture.property("Serial").uint64 == serial + 2)
            #expect(try await fixture.call("GetTokens", [.string("")])[3].stringKeyedDictionary?["color.accent"]?.unwrapped == .string("#2596BE"))
        }
    }

    @Test func listAndResetWorkPerScope() async throws {
        try await withDaemon { fixture in
            try await set(fixture, "color.accent", .string("#112233"), scheme: "dark")
            try await set(fixture, "typography.bodyLarge.weight", .uint32(600), scheme: "light", app: Self.mail)
            try await set(fixture, "color.background", .string("#101010"), scheme: "dark", app: Self.mail, context: "compose")
            let all = try await fixture.call("ListOverrides", [.string("*"), .string("")])[0].array?.compactMap(\.structure) ?? []
            #expect(all == [
                [.string(""), .string(""), .string("dark"), .string("color.accent"), .variant(.string("#112233"))],
                [.string(Self.mail), .string(""), .string("light"), .string("typography.bodyLarge.weight"), .variant(.uint32(600))],
                [.string(Self.mail), .string("compose"), .string("dark"), .string("color.background"), .variant(.string("#101010"))],
            ])
            #expect(try await fixture.call("ListOverrides", [.string(Self.mail), .string("")])[0].array?.count == 1)
            try await fixture.call("ResetOverrides", [.string(Self.mail)])
            #expect(try await fixture.call("ListOverrides", [.string("*"), .string("")])[0].array?.count == 1, "the app and its contexts are gone")
            try await fixture.call("ResetOverrides", [.string("")])
            #expect(try await fixture.call("ListOverrides", [.string("*"), .string("")])[0].array?.isEmpty == true)
        }
    }

    @Test func exportThenImportIsIdentical() async throws {
        try await withDaemon { fixture in
            try await set(fixture, "color.accent", .string("#112233"), scheme: "dark")
            try await set(fixture, "typography.bodyLarge.design", .string("rounded"))
            try await set(fixture, "shape.medium", .double(12.5), scheme: "light", app: Self.mail)
            try await set(fixture, "color.surface", .string("#20202080"), app: Self.mail, context: "Compose: draft ✉")
            let listed = try await fixture.call("ListOverrides", [.string("*"), .string("")])
            let exported = try await fixture.call("ExportOverrides")[0].string ?? ""
            #expect(exported.contains("colors:"))
            #expect(exported.contains("accent: \"#112233\""))
            try await fixture.call("ResetOverrides", [.string("*")])
            #expect(try await fixture.call("ListOverrides", [.string("*"), .string("")])[0].array?.isEmpty == true)
            try await fixture.call("ImportOverrides", [.string(exported)])
            #expect(try await fixture.call("ExportOverrides")[0].string == exported)
            #expect(try await fixture.call("ListOverrides", [.string("*"), .string("")]) == listed)
        }
    }

    @Test func overridesPersistAcrossARestart() async throws {
        let fixture = try await DaemonFixture()
        try await set(fixture, "color.accent", .string("#112233"))
        try await set(fixture, "color.accent", .string("#445566"), app: Self.mail, context: "compose")
        let listed = try await fixture.call("ListOverrides", [.string("*"), .string("")])
        let tokens = try await fixture.call("GetTokensForContext", [.string(Self.mail), .string("compose")])
        await fixture.stop(keepBus: true)
        let again = try await DaemonFixture(bus: fixture.bus)
        defer { Task { await again.stop() } }
        #expect(try await again.call("ListOverrides", [.string("*"), .string("")]) == listed)
        #expect(try await again.call("GetTokensForContext", [.string(Self.mail), .string("compose")]) == tokens)
        #expect(try await token(again, "color.accent") == .string("#112233"))
        await again.stop()
    }

    @Test func badOverrideRequestsChangeNothing() async throws {
        try await withDaemon { fixture in
            try await set(fixture, "color.accent", .string("#112233"), app: Self.mail)
            let before = try Data(contentsOf: fixture.settingsFile)
            let serial = try await fixture.property("Serial")
            func expectError(_ name: String, _ method: String, _ arguments: [Value], saying words: String) async {
                let error = await #expect(throws: DBusError.self) { try await fixture.call(method, arguments) }
                #expect(error?.name == "org.themeswitch.Theme1.Error." + name, "\(method) \(String(describing: error))")
                #expect(error?.message.contains(words) == true, "\(String(describing: error?.message))")
                #expect((error?.message.count ?? 0) < 300)
            }
            func setArguments(_ key: String, _ value: Value, scheme: String = "both", app: String = "", context: String = "") -> [Value] {
                [.string(key), .variant(value), .string(scheme), .string(app), .string(context)]
            }
            await expectError("InvalidArgument", "SetOverride", setArguments("color.acent", .string("#FF0000")),
                              saying: "did you mean 'color.accent'?")
            await expectError("InvalidArgument", "SetOverride", setArguments("color.accent", .string("#12")), saying: "#12")
            await expectError("InvalidArgument", "SetOverride", setArguments("shape.medium", .double(-4)), saying: "from 0 to 1000")
            await expectError("InvalidArgument", "SetOverride", setArguments("color.accent", .string("#FF0000"), scheme: "dusk"),
                              saying: "light, dark, both")
            await expectError("InvalidArgument", "SetOverride", setArguments("component.card.background", .string("#FF0000")),
                              saying: "component token")
            for app in ["not an id", "single", "org..example", "org.3com.App", String(repeating: "a.", count: 130) + "b"] {
                await expectError("InvalidArgument", "SetOverride", setArguments("color.accent", .string("#FF0000"), app: app),
                                  saying: "not a D-Bus-style or reverse-DNS id")
            }
            await expectError("TooLarge", "SetOverride",
                              setArguments("color.accent", .string("#FF0000"), app: Self.mail, context: String(repeating: "c", count: 1024)),
                              saying: "1024 bytes")
            await expectError("InvalidArgument", "SetOverride", setArguments("color.accent", .string("#FF0000"), context: "compose"),
                              saying: "needs an app id")
            await expectError("NotFound", "ClearOverride", [.string("color.accent"), .string("both"), .string(Self.other), .string("")],
                              saying: "no override of 'color.accent'")
            await expectError("InvalidArgument", "ImportOverrides", [.string("global:\n  light:\n    colours:\n      accent: \"#FF0000\"\n")],
                              saying: "unknown field 'colours'")
            await expectError("InvalidArgument", "ImportOverrides", [.string("global:\n  light:\n    colors:\n      accent: \"#FF0000\"\nwallpapers: {}\n")],
                              saying: "unknown field 'wallpapers'")
            await expectError("InvalidArgument", "ImportOverrides", [.string("global:\n  dark:\n    colors:\n      acent: \"#FF0000\"\n")],
                              saying: "did you mean 'color.accent'?")
            await expectError("TooLarge", "ImportOverrides", [.string(String(repeating: "#", count: 300 * 1024))], saying: "bytes")
            #expect(try Data(contentsOf: fixture.settingsFile) == before)
            #expect(try await fixture.property("Serial") == serial)
            #expect(try await token(fixture, "color.accent", app: Self.mail) == .string("#112233"))
        }
    }
}
