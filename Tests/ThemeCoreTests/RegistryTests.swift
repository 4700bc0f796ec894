import Testing
import ThemeCore

@Suite("Registry")
struct RegistryTests {
    private let registry = ThemeRegistry.builtIn

    @Test func lookupFindsEveryBuiltInTheme() throws {
        for theme in registry.themes {
            #expect(try registry.lookup(theme.id) == theme)
        }
    }

    @Test("unknown ids are reported with the closest id", arguments: [
        ("sunsett", "sunset"), ("forst", "forest"), ("Rose", "rose"), ("lavendar", "lavender"), ("defualt", "default"),
    ])
    func suggestion(id: String, suggestion: String) {
        #expect(throws: UnknownThemeError.self) { try registry.lookup(id) }
        do {
            _ = try registry.lookup(id)
        } catch {
            #expect(error.id == id)
            #expect(error.suggestion == suggestion)
            #expect(error.validIDs == registry.themes.map(\.id))
        }
    }

    @Test func farOffIdsGetNoSuggestion() {
        #expect(UnknownThemeError(id: "zenburn", validIDs: registry.themes.map(\.id)).suggestion == nil)
    }

    @Test func errorDescriptionIsOneSentence() {
        let error = UnknownThemeError(id: "sunsett", validIDs: registry.themes.map(\.id))
        #expect(error.description
            == "unknown theme 'sunsett' — did you mean 'sunset'? (themes: \(registry.themes.map(\.id).joined(separator: ", ")))")
        let far = UnknownThemeError(id: "xyz-theme", validIDs: ["default", "rose"])
        #expect(far.description == "unknown theme 'xyz-theme' (themes: default, rose)")
    }

    @Test func tokensForUnknownIdThrow() {
        #expect(throws: UnknownThemeError.self) {
            try registry.tokens(themeID: "nope", scheme: .light, accessibility: AccessibilityFlags())
        }
    }

    @Test func storedStateFallsBackToDefault() {
        #expect(registry.themeOrDefault("forest").id == "forest")
        #expect(registry.themeOrDefault("deleted-user-theme").id == "default")
        #expect(registry.themeOrDefault("").id == ThemeRegistry.defaultThemeID)
    }

    @Test("theme id syntax", arguments: [
        ("default", true), ("a", true), ("my-theme-2", true), ("0x", true), (String(repeating: "a", count: 64), true),
        ("", false), ("-theme", false), ("Theme", false), ("my_theme", false), ("thème", false), ("a b", false),
        (String(repeating: "a", count: 65), false),
    ])
    func themeIDs(id: String, valid: Bool) {
        #expect(ThemeID.isValid(id) == valid)
    }
}
