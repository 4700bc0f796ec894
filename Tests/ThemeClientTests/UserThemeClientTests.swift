import Testing
import TestSupport
import ThemeClient

/// ThemeClient's user theme calls against the real daemon on a private bus.
@Suite("ThemeClient user themes", .timeLimit(.minutes(1)))
struct UserThemeClientTests {
    @Test func createEditValidateAndReadBackATypedTheme() async throws {
        try await withDaemon { fixture in
            let client = fixture.client
            let id = try await client.createTheme(name: "Night Owl", from: "midnight")
            try await client.setThemeValue(id, key: "color.accent", value: "#C4A7FF", scheme: .dark)
            try await client.setThemeValue(id, key: "typography.bodyMedium.size", value: "16")
            try await client.setThemeMetadata(id, description: "Purple accents for late hours.", tags: ["Night", "purple"],
                                              category: .artistic)
            let state = try await client.theme(id)
            #expect(state.theme.id == "night-owl")
            #expect(state.theme.template == "midnight")
            #expect(state.theme.metadata.tags == ["night", "purple"])
            #expect(state.theme.metadata.category == .artistic)
            #expect(state.theme.values[.dark][.color(.accent)] == .color(try RGBAColor(hex: "#C4A7FF")))
            #expect(state.theme.values[.light][.fontSize(.bodyMedium)] == .dimension(16))
            #expect(state.isDirty && state.canUndo && !state.canRedo)

            let catalog = try await client.catalog()
            #expect(catalog.last?.id == id)
            #expect(catalog.last?.category == .artistic)
            #expect(catalog.last?.isBuiltIn == false)
            #expect(catalog.first?.category == .professional)

            try await client.setThemeValue(id, key: "color.textPrimary", value: "#FFFFFF", scheme: .light)
            let problems = try await client.validateTheme(id)
            #expect(problems.contains { $0.severity == .error && $0.field.hasPrefix("light.") })
            let refusal = await #expect(throws: ThemeClientError.self) { try await client.saveTheme(id) }
            guard case .rejected(let name, let message) = refusal else {
                Issue.record("save was not refused by the daemon: \(String(describing: refusal))")
                return
            }
            #expect(name == ThemeErrorName.invalidTheme.fullName)
            #expect(message.contains("color.textPrimary"))
            try await client.undoThemeEdit(id)
            try await client.saveTheme(id)
            #expect(try await client.theme(id).isDirty == false)
        }
    }
}
