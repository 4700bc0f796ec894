import Testing
import ThemeCore

@Suite("Wallpapers")
struct WallpaperTests {
    private static let registry = ThemeRegistry.builtIn

    /// The built-ins and two user themes unlike any of them: a dark yellow accent with a warm light
    /// background, and a deep dark theme with colored backgrounds.
    private static func registryWithUserThemes() throws -> ThemeRegistry {
        var sunny = SemanticOverrides(), deep = SemanticOverrides()
        try sunny.set("color.accent", .string("#8A6D00"), for: .light)
        try sunny.set("color.accent", .string("#FFD60A"), for: .dark)
        try sunny.set("color.background", .string("#FFF8E1"), for: .light)
        try deep.set("color.accent", .string("#7CC4FF"), for: .dark)
        try deep.set("color.background", .string("#0B1A2A"), for: .dark)
        try deep.set("color.surface", .string("#12263A"), for: .dark)
        return try registry
            .adding(UserTheme(id: "sunny", metadata: ThemeMetadata(name: "Sunny", category: .vibrant), template: "blank", values: sunny))
            .adding(UserTheme(id: "deep", metadata: ThemeMetadata(name: "Deep", category: .professional), template: "midnight", values: deep))
    }
    private static let variants: [AccessibilityFlags] = [
        AccessibilityFlags(), AccessibilityFlags(highContrast: true), AccessibilityFlags(reduceTransparency: true),
        AccessibilityFlags(highContrast: true, reduceTransparency: true),
    ]

    private static func tokens(theme: String = "default", below: [SemanticOverrides] = [], _ wallpaper: Wallpaper,
                               above: [SemanticOverrides] = [], _ scheme: ColorScheme,
                               _ flags: AccessibilityFlags = AccessibilityFlags()) throws -> TokenSet {
        try registry.tokens(themeID: theme, stack: LayerStack(below: below, wallpaper: wallpaper, above: above),
                            scheme: scheme, accessibility: flags)
    }

    private static func color(_ hex: String) throws -> TokenValue { .color(try RGBAColor(hex: hex)) }

    /// Built-in themes pass the audit, so they must pass it under every preset. A user theme may
    /// carry failures of its own (its validation warns of some); a preset must add none.
    @Test("every preset × theme (built-in and user) × scheme × variant passes the contrast audit after tints")
    func auditAfterTints() throws {
        let registry = try Self.registryWithUserThemes()
        #expect(registry.themes.count == Self.registry.themes.count + 2)
        for theme in registry.themes {
            for scheme in ColorScheme.allCases {
                for flags in Self.variants {
                    let plain = try registry.tokens(themeID: theme.id, stack: LayerStack(), scheme: scheme, accessibility: flags)
                    let own = Set(ContrastAudit(tokens: plain, highContrast: flags.highContrast).failures.map(\.requirement))
                    if theme.isBuiltIn { #expect(own.isEmpty, "\(theme.id) \(scheme) \(flags)") }
                    for preset in WallpaperPreset.allCases {
                        let set = try registry.tokens(themeID: theme.id, stack: LayerStack(wallpaper: Wallpaper(source: .preset(preset))),
                                                      scheme: scheme, accessibility: flags)
                        let added = ContrastAudit(tokens: set, highContrast: flags.highContrast).failures.filter { !own.contains($0.requirement) }
                        #expect(added.isEmpty, "\(theme.id) \(preset) \(scheme) \(flags): \(added.map(\.requirement.context))")
                    }
                }
            }
        }
    }

    /// A global override may break a pair (overrides are checked value by value, themes as a whole).
    @Test("a pair the layers below already fail does not hold the tint back")
    func failuresBelowDoNotBlockTheTint() throws {
        var gray = SemanticOverrides()
        try gray.set("color.background", .string("#A0A0A0"), for: .light)
        let plain = try Self.registry.tokens(themeID: "default", layers: [gray], scheme: .light, accessibility: AccessibilityFlags())
        #expect(!ContrastAudit(tokens: plain, highContrast: false).failures.isEmpty)
        let tinted = try Self.tokens(below: [gray], Wallpaper(source: .preset(.kids)), .light)
        #expect(tinted["color.background"] != plain["color.background"])
        let added = ContrastAudit(tokens: tinted, highContrast: false).failures.map(\.requirement)
            .filter { !ContrastAudit(tokens: plain, highContrast: false).failures.map(\.requirement).contains($0) }
        #expect(added.isEmpty)
    }

    @Test("default takes SimpleX's colors: Light theme in light, Black theme in dark")
    func defaultUsesTheTable() throws {
        let light = try Self.tokens(Wallpaper(source: .preset(.cats)), .light)
        #expect(light["color.background"] == (try Self.color("#F8F6EA")))
        #expect(light["color.surface"] == (try Self.tokens(.none, .light))["color.surface"])
        #expect(light["wallpaper.tint"] == (try Self.color("#EFDCA6")))
        let dark = try Self.tokens(Wallpaper(source: .preset(.travel)), .dark)
        #expect(dark["color.background"] == (try Self.color("#070707")))
        #expect(dark["wallpaper.tint"] == (try Self.color("#311E48")))
        #expect(dark["wallpaper.background"] == dark["color.background"])
    }

    @Test("themes without a table entry turn the palette toward their accent", arguments: ["forest", "sunset", "rose"])
    func otherThemesDerive(theme: String) throws {
        let plain = try Self.registry.tokens(themeID: theme, scheme: .light, accessibility: AccessibilityFlags())
        let tinted = try Self.tokens(theme: theme, Wallpaper(source: .preset(.school)), .light)
        let table = try Self.tokens(Wallpaper(source: .preset(.school)), .light)
        #expect(tinted["color.background"] != plain["color.background"])
        #expect(tinted["wallpaper.tint"] != table["wallpaper.tint"])
        guard let accent = plain.color("color.accent"), let own = tinted.color("wallpaper.tint"),
              let original = table.color("wallpaper.tint") else { Issue.record("missing colors"); return }
        func distance(_ color: RGBAColor) -> Double {
            let difference = abs(OKLCH(color).hue - OKLCH(accent).hue).truncatingRemainder(dividingBy: 360)
            return min(difference, 360 - difference)
        }
        #expect(distance(own) < distance(original))
        #expect(abs(OKLCH(own).lightness - OKLCH(original).lightness) < 0.01)
    }

    /// Which layers set `color.background` (and the global one `color.accent`), and which wins.
    @Test("the wallpaper is over the global layer and under the app layer, field by field",
          arguments: [(false, false, false), (true, false, false), (false, true, false), (true, true, false),
                      (false, false, true), (true, false, true), (false, true, true), (true, true, true)])
    func precedence(global: Bool, wallpaper: Bool, app: Bool) throws {
        var globalLayer = SemanticOverrides(), appLayer = SemanticOverrides()
        if global {
            try globalLayer.set("color.background", .string("#FDFDFD"), for: .both)
            try globalLayer.set("color.accent", .string("#0050A0"), for: .both)
        }
        if app { try appLayer.set("color.background", .string("#FAFAFA"), for: .light) }
        let chosen = wallpaper ? Wallpaper(source: .preset(.cats)) : Wallpaper.none
        let set = try Self.tokens(below: [globalLayer], chosen, above: [appLayer], .light)
        let expected = app ? "#FAFAFA" : wallpaper ? "#F8F6EA" : global ? "#FDFDFD" : "#FFFFFF"
        #expect(set["color.background"] == (try Self.color(expected)))
        #expect(set["color.accent"] == (global ? try Self.color("#0050A0") : try Self.tokens(.none, .light)["color.accent"]))
        #expect(set["wallpaper.kind"] == .text(wallpaper ? "preset" : "none"))
        // The app layer does not set the dark scheme: there the wallpaper shows.
        let dark = try Self.tokens(below: [globalLayer], chosen, above: [appLayer], .dark)
        #expect(dark["color.background"] == (try Self.color(wallpaper ? "#070707" : global ? "#FDFDFD" : "#000000")))
    }

    @Test func tokensDescribeEveryKind() throws {
        let none = try Self.tokens(.none, .light)
        #expect(none["wallpaper.kind"] == .text("none"))
        #expect(none["wallpaper.preset"] == .text(""))
        #expect(none["wallpaper.tint"] == none["color.background"])
        #expect(none["wallpaper.background"] == none["color.background"])
        #expect(none["wallpaper.intensity"] == .dimension(1))
        #expect(none["wallpaper.blur"] == .dimension(0))

        var gradient = Wallpaper(source: .gradient(try WallpaperGradient(
            kind: .angular, colors: [RGBAColor(rgb: 0xFF0000), RGBAColor(rgb: 0x00FF00, alpha: 0.5)], angle: -90)))
        try gradient.setIntensity(0.4)
        try gradient.setBlur(0.25)
        let set = try Self.tokens(gradient, .dark)
        #expect(set["wallpaper.kind"] == .text("gradient"))
        #expect(set["wallpaper.colors"] == .text("#FF0000,#00FF0080"))
        #expect(set["wallpaper.gradient.kind"] == .text("angular"))
        #expect(set["wallpaper.gradient.angle"] == .dimension(270))
        #expect(set["wallpaper.intensity"] == .dimension(0.4))
        #expect(set["wallpaper.blur"] == .dimension(0.25))
        #expect(set["color.background"] == (try Self.registry.tokens(themeID: "default", scheme: .dark, accessibility: AccessibilityFlags()))["color.background"])

        let image = try Self.tokens(Wallpaper(source: .image(path: "/data/wallpapers/ab.png", format: .png)), .light)
        #expect(image["wallpaper.kind"] == .text("image"))
        #expect(image["wallpaper.image"] == .text("/data/wallpapers/ab.png"))
        #expect(Set(set.orderedKeys) == Set(TokenSet.allKeys))
    }

    @Test("bad gradients, presets, intensities are refused by name",
          arguments: [
            (1, 0.0, "a gradient has 1 color; expected 2 to 8"),
            (9, 0.0, "a gradient has 9 colors; expected 2 to 8"),
            (2, Double.nan, "the angle nan is not valid: expected a finite number of degrees"),
            (2, Double.infinity, "the angle inf is not valid: expected a finite number of degrees"),
          ])
    func badGradients(count: Int, angle: Double, message: String) {
        let colors = Array(repeating: "#123456", count: count)
        guard case .failure(let problem) = WallpaperGradient.parse(kind: "linear", colors: colors, angle: angle) else {
            Issue.record("accepted \(count) colors at \(angle)")
            return
        }
        #expect(problem.message == message)
    }

    @Test func badNamesAndFractions() {
        guard case .failure(let preset) = WallpaperPreset.named("cat") else { Issue.record("accepted 'cat'"); return }
        #expect(preset.message.contains("'cat'") && preset.message.contains("did you mean 'cats'"))
        guard case .failure(let kind) = WallpaperGradient.parse(kind: "conic", colors: ["#000", "#FFF"], angle: 0) else {
            Issue.record("accepted 'conic'"); return
        }
        #expect(kind.message.contains("expected one of linear, radial, angular"))
        guard case .failure(let color) = WallpaperGradient.parse(kind: "linear", colors: ["#000", "red"], angle: 0) else {
            Issue.record("accepted 'red'"); return
        }
        #expect(color.field == "colors[1]")
        var wallpaper = Wallpaper.none
        for value in [-0.1, 1.5, Double.nan] {
            #expect(throws: ValidationProblem.self) { try wallpaper.setIntensity(value) }
            #expect(throws: ValidationProblem.self) { try wallpaper.setBlur(value) }
        }
        #expect(wallpaper == Wallpaper.none)
    }

    @Test func imagesAreRecognisedByTheirFirstBytes() {
        #expect(WallpaperImageFormat.detect([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]) == .png)
        #expect(WallpaperImageFormat.detect([0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(WallpaperImageFormat.detect(Array("hello, this is text".utf8)) == nil)
        #expect(WallpaperImageFormat.detect([0x89, 0x50, 0x4E, 0x47]) == nil)
        #expect(WallpaperImageFormat.detect([UInt8]()) == nil)
    }
}
