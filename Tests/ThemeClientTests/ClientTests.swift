import DBus
import Testing
import TestSupport
import ThemeClient
import ThemeCore

/// ThemeClient against the real daemon on a private bus.
@Suite("ThemeClient", .timeLimit(.minutes(1)))
struct ClientTests {
    @Test func currentHasTypedTokensEqualToThemeCore() async throws {
        try await withDaemon { fixture in
            let snapshot = try await fixture.client.current()
            #expect(snapshot.themeID == "default")
            #expect(snapshot.serial >= 1)
            let expected = try ThemeRegistry.builtIn.tokens(
                themeID: "default", scheme: snapshot.scheme, accessibility: AccessibilityFlags())
            #expect(snapshot.tokens.tokenSet == expected)
            #expect(snapshot.tokens.color.accent.hex == (snapshot.scheme == .light ? "#2596BE" : "#3DAED4"))
            #expect(snapshot.tokens.typography.titleMedium.size == 17)
            #expect(snapshot.tokens.typography.titleMedium.weight == 600)
            #expect(snapshot.tokens.typography.captionMono.design == .monospaced)
            #expect(snapshot.tokens.spacing.lg == 16)
            #expect(snapshot.tokens.shape.full == 9999)
            #expect(snapshot.tokens.shadow.medium == snapshot.tokens.shadow[.medium])
            #expect(snapshot.tokens.color.avatarPalette.count == 10)
            #expect(snapshot.tokens["spacing.lg"] == .dimension(16))
            #expect(snapshot.tokens.color("component.card.background") == snapshot.tokens.color.surface)
            #expect(snapshot.tokens.dimension("component.primaryButton.minHeight") == snapshot.tokens.spacing.touchMinimum)
            #expect(snapshot.tokens["no.such.key"] == nil)
        }
    }

    @Test func commandsChangeWhatTheDaemonPublishes() async throws {
        try await withDaemon { fixture in
            let client = fixture.client
            try await client.apply("sunset")
            try await client.setColorScheme(.dark)
            try await client.setAccessibility(highContrast: true, reducedMotion: true)
            let status = try await client.status()
            #expect(status.themeID == "sunset")
            #expect(status.colorScheme == .dark)
            #expect(status.resolvedScheme == .dark)
            #expect(status.accessibility == AccessibilityFlags(highContrast: true, reducedMotion: true))
            let snapshot = try await client.current()
            #expect(snapshot.themeID == "sunset" && snapshot.scheme == .dark && snapshot.serial == status.serial)
            #expect(snapshot.tokens.motionScale == 0)
            #expect(snapshot.tokens.strokeBorder == 2)
            #expect(snapshot.tokens.textScale == 1)
            #expect(status.accessibilityPreferences == AccessibilityPreferences(highContrast: .on, reducedMotion: .on))

            try await client.setAccessibilityPreferences(["high-contrast": "system", "text-scale": "1.5"])
            let scaled = try await client.status()
            #expect(scaled.accessibilityPreferences == AccessibilityPreferences(reducedMotion: .on, textScale: .factor(1.5)))
            #expect(scaled.accessibility == AccessibilityFlags(reducedMotion: true, textScale: 1.5))
            #expect(try await client.current().tokens.textScale == 1.5)
            await #expect(throws: ThemeClientError.self) { try await client.setAccessibilityPreferences(["text-scale": "9"]) }
            #expect(try await client.status().accessibility.textScale == 1.5)
            try await client.setAccessibility(highContrast: true)

            let themes = try await client.listThemes()
            #expect(themes.map(\.id) == ThemeRegistry.builtIn.themes.map(\.id))
            #expect(themes.allSatisfy { $0.isBuiltIn })
            #expect(themes.first?.previewColor.hex == "#2596BE")

            let forest = try await client.themeTokens("forest", scheme: .light)
            // The daemon resolves previews with the accessibility flags in force (the text scale too).
            let inForce = try await client.status().accessibility
            #expect(forest.tokenSet == (try ThemeRegistry.builtIn.tokens(
                themeID: "forest", scheme: .light, accessibility: inForce)))
            #expect(try await client.status().themeID == "sunset", "themeTokens does not apply")
        }
    }

    @Test func unknownThemeNamesTheClosestOne() async throws {
        try await withDaemon { fixture in
            let error = await #expect(throws: ThemeClientError.self) { try await fixture.client.apply("sunsett") }
            guard case .unknownTheme(let unknown)? = error else {
                Issue.record("expected unknownTheme, got \(String(describing: error))")
                return
            }
            #expect(unknown.suggestion == "sunset")
            #expect(error?.description
                == "unknown theme 'sunsett' — did you mean 'sunset'? (themes: \(ThemeRegistry.builtIn.themes.map(\.id).joined(separator: ", ")))")
            await #expect(throws: ThemeClientError.self) { try await fixture.client.themeTokens("nope", scheme: .dark) }
        }
    }

    @Test func invalidArgumentIsReportedInOneSentence() async throws {
        try await withDaemon { fixture in
            let error = await #expect(throws: ThemeClientError.self) {
                _ = try await fixture.client.call("SetColorScheme", [.string("dusk")])
            }
            guard case .rejected(let name, let message)? = error else {
                Issue.record("expected rejected, got \(String(describing: error))")
                return
            }
            #expect(name == "org.themeswitch.Theme1.Error.InvalidArgument")
            #expect(!message.isEmpty)
        }
    }

    @Test func daemonNotRunningIsAClearError() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let client = try ThemeClient(busAddress: bus.address)
        defer { client.close() }
        let error = await #expect(throws: ThemeClientError.self) { try await client.current() }
        #expect(error == .daemonNotRunning(bus: "bus at '\(bus.address)'"))
        #expect(error?.description.contains("systemctl --user start themeswitchd") == true)
    }

    @Test func noBusIsAClearError() {
        let error = #expect(throws: ThemeClientError.self) {
            try ThemeClient(busAddress: "unix:path=/nonexistent/themeswitch-test-bus")
        }
        guard case .busUnavailable(let bus, let reason)? = error else {
            Issue.record("expected busUnavailable, got \(String(describing: error))")
            return
        }
        #expect(bus == "bus at 'unix:path=/nonexistent/themeswitch-test-bus'")
        #expect(reason.contains("/nonexistent/themeswitch-test-bus"))
    }
}
