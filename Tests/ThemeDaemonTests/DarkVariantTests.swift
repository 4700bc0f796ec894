import DBus
import Foundation
import Logging
import Testing
import ThemeCore
@testable import ThemeDaemon

/// The dark scheme's variants (issue 12 §4): `black` by default, `dim` on request, persisted,
/// applied whenever the resolved scheme is dark, and both pass the contrast audit.
@Suite(.timeLimit(.minutes(1))) struct DarkVariantTests {
    private func background(_ fixture: DaemonFixture) async throws -> Value? {
        try await fixture.call("GetTokens", [.string("")])[3].stringKeyedDictionary?["color.background"]?.unwrapped
    }

    @Test func theResolvedDarkBackgroundChangesWithTheVariant() async throws {
        let fixture = try await DaemonFixture()
        #expect(try await fixture.property("DarkVariant") == .string("black"))
        try await fixture.call("SetDarkVariant", [.string("dim")])
        #expect(try await background(fixture) == .string("#FFFFFF"), "light is not touched")
        try await fixture.call("SetColorScheme", [.string("dark")])
        #expect(try await background(fixture) == .string("#121212"))
        try await fixture.call("SetDarkVariant", [.string("black")])
        #expect(try await background(fixture) == .string("#000000"))
        try await fixture.call("SetDarkVariant", [.string("dim")])
        // A global override still wins over the variant.
        try await fixture.call("SetOverride", [.string("color.surface"), .variant(.string("#303030")), .string("dark"),
                                               .string(""), .string("")])
        let error = await #expect(throws: DBusError.self) { try await fixture.call("SetDarkVariant", [.string("grey")]) }
        #expect(error?.name == "org.themeswitch.Theme1.Error.InvalidArgument")
        #expect(error?.message.contains("black, dim") == true)

        await fixture.stop(keepBus: true)
        let again = try await DaemonFixture(bus: fixture.bus)
        defer { Task { await again.stop() } }
        #expect(try await again.property("DarkVariant") == .string("dim"))
        #expect(try await background(again) == .string("#121212"))
        let tokens = try await again.call("GetTokens", [.string("")])[3].stringKeyedDictionary
        #expect(tokens?["color.surface"]?.unwrapped == .string("#303030"))
        await again.stop()
    }

    /// Issue 20 §3: SimpleX's purple-tinted dark base, with the derived chat bubbles over its surface.
    @Test func theSimplexVariantGivesSimpleXsBackgroundsAndBubblesOverThem() async throws {
        let fixture = try await DaemonFixture()
        defer { Task { await fixture.stop() } }
        try await fixture.call("SetColorScheme", [.string("dark")])
        let black = try await fixture.call("GetTokens", [.string("")])[3].stringKeyedDictionary
        try await fixture.call("SetDarkVariant", [.string("simplex")])
        #expect(try await fixture.property("DarkVariant") == .string("simplex"))
        let tokens = try await fixture.call("GetTokens", [.string("")])[3].stringKeyedDictionary
        #expect(tokens?["color.background"]?.unwrapped == .string("#111528"))
        #expect(tokens?["color.surface"]?.unwrapped == .string("#121C37"))
        #expect(tokens?["color.chat.receivedMessage"]?.unwrapped != black?["color.chat.receivedMessage"]?.unwrapped)
        await fixture.stop()
    }

    @Test func theVariantAppliesWhileFollowingTheSystem() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("variant-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var settings = Settings.defaults
        settings.darkVariant = .dim
        let provider = Provider(registry: .builtIn, store: SettingsStore(fileURL: directory.appendingPathComponent("settings.json")),
                                settings: settings, logger: Logger(label: "variant-test"))
        #expect(await provider.snapshot.tokens["color.background"] == .color(try RGBAColor(hex: "#FFFFFF")))
        await provider.systemSchemeChanged(to: .dark)
        #expect(await provider.snapshot.resolvedScheme == .dark)
        #expect(await provider.snapshot.tokens["color.background"] == .color(try RGBAColor(hex: "#121212")))
    }

    @Test(arguments: DarkVariant.allCases)
    func everyThemePassesTheContrastAuditInEveryVariant(_ variant: DarkVariant) throws {
        let registry = ThemeRegistry.builtIn
        for theme in registry.themes {
            for highContrast in [false, true] {
                let tokens = try registry.tokens(themeID: theme.id, layers: [variant.layer], scheme: .dark,
                                                 accessibility: AccessibilityFlags(highContrast: highContrast))
                let errors = ContrastProblems.problems(in: tokens, scheme: .dark).filter { $0.severity == .error }
                #expect(errors.isEmpty, "\(theme.id) \(variant) high contrast \(highContrast): \(errors)")
            }
        }
    }
}
