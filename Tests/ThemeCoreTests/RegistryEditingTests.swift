import Testing
import ThemeCore

/// `ThemeRegistry.includingUnchecked(_:)`: a theme being edited joins the catalog even with errors.
@Suite struct RegistryEditingTests {
    static func theme(_ id: String, template: String = "default") -> UserTheme {
        UserTheme(id: id, metadata: ThemeMetadata(name: "Edited", category: .soft), template: template)
    }

    @Test func aThemeWithErrorsIsIncludedAndResolvesItsValues() throws {
        var theme = Self.theme("low-contrast")
        try theme.values.set("color.textPrimary", .string("#FFFFFF"), for: .light)
        #expect(throws: InvalidThemeError.self) { try ThemeRegistry.builtIn.adding(theme) }
        let registry = try #require(ThemeRegistry.builtIn.includingUnchecked(theme))
        #expect(registry.themes.last == ThemeInfo(id: "low-contrast", displayName: "Edited",
                                                  previewColor: try RGBAColor(hex: "#2596BE"), isBuiltIn: false, category: .soft))
        let tokens = try registry.tokens(themeID: "low-contrast", scheme: .light, accessibility: AccessibilityFlags())
        #expect(tokens["color.textPrimary"] == .color(try RGBAColor(hex: "#FFFFFF")))
    }

    @Test func aTakenIDOrAnUnknownTemplateIsNotIncluded() {
        #expect(ThemeRegistry.builtIn.includingUnchecked(Self.theme("sunset")) == nil)
        #expect(ThemeRegistry.builtIn.includingUnchecked(Self.theme("fresh", template: "nowhere")) == nil)
        #expect(ThemeRegistry.builtIn.includingUnchecked(Self.theme("fresh", template: "blank")) != nil)
    }
}
