import Testing
@testable import ThemeCore

/// Issue 21: reading and writing tinted-theming scheme files, and the mapping both ways.
@Suite("Base16 schemes")
struct Base16SchemeTests {
    /// Rosé Pine (tinted-theming base16/rose-pine.yaml), as a YAML reader hands over its fields.
    static let rosePine: [String: String] = [
        "base00": "191724", "base01": "1f1d2e", "base02": "26233a", "base03": "6e6a86", "base04": "908caa",
        "base05": "e0def4", "base06": "e0def4", "base07": "524f67", "base08": "eb6f92", "base09": "f6c177",
        "base0A": "ebbcba", "base0B": "31748f", "base0C": "9ccfd8", "base0D": "c4a7e7", "base0E": "f6c177",
        "base0F": "524f67",
    ]
    static let fields = ["system": "base16", "name": "Rosé Pine", "author": "Emilia Dunfelt", "variant": "dark"]

    @Test func aSpecFileReadsWithEverySlotInOrder() throws {
        let scheme = try Base16SchemeFile.scheme(fields: Self.fields, palette: Self.rosePine)
        #expect(scheme.system == .base16 && scheme.variant == .dark && scheme.name == "Rosé Pine")
        #expect(scheme.palette.count == 16)
        #expect(scheme[0x0D] == RGBAColor(rgb: 0xC4A7E7))
        #expect(scheme[0] == RGBAColor(rgb: 0x191724))
    }

    @Test func renderingReadsBackTheSameSchemeAndSpellsSlotsAsTheSpec() throws {
        let scheme = try Base16SchemeFile.scheme(fields: Self.fields, palette: Self.rosePine)
        let text = Base16SchemeFile.render(scheme)
        #expect(text.hasPrefix("system: \"base16\"\nname: \"Rosé Pine\"\nauthor: \"Emilia Dunfelt\"\nvariant: \"dark\"\npalette:\n"))
        #expect(text.contains("  base0A: \"ebbcba\"\n"))
        // Read the text back the simple way its lines allow: `  slot: "value"` under palette.
        var palette: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("  ") {
            let parts = line.dropFirst(2).split(separator: ":", maxSplits: 1)
            palette[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["\""])
        }
        #expect(try Base16SchemeFile.scheme(fields: Self.fields, palette: palette) == scheme)
    }

    @Test func theOlderFlatFormTakesItsVariantFromTheBackground() throws {
        var flat = Self.rosePine
        flat["scheme"] = "Rosé Pine"
        flat["author"] = "Emilia Dunfelt"
        let scheme = try Base16SchemeFile.scheme(fields: flat, palette: nil)
        #expect(scheme.variant == .dark)
        flat["base00"] = "#faf4ed"
        #expect(try Base16SchemeFile.scheme(fields: flat, palette: nil).variant == .light)
    }

    @Test("a bad file is refused in one sentence", arguments: [
        ("system", "base32", "the scheme's system 'base32' is not base16 or base24"),
        ("variant", "dusk", "the scheme's variant 'dusk' is not dark or light"),
        ("base0D", "c4a7e", "base0D is 'c4a7e'; expected six hex digits like \"1e1e2e\""),
        ("base0D", "#c4a7gz", "base0D is '#c4a7gz'; expected six hex digits like \"1e1e2e\""),
        ("base10", "000000", "the palette entry 'base10' is not a base16 slot; expected base00 to base0F"),
    ])
    func refused(field: String, value: String, message: String) {
        var fields = Self.fields
        var palette = Self.rosePine
        if field.hasPrefix("base") { palette[field] = value } else { fields[field] = value }
        #expect(throws: Base16SchemeError(message)) { try Base16SchemeFile.scheme(fields: fields, palette: palette) }
    }

    @Test func aBase24SchemeNeedsItsTwentyFourSlots() {
        var fields = Self.fields
        fields["system"] = "base24"
        #expect(throws: Base16SchemeError("the palette has no base10; a base24 scheme needs base00 to base17")) {
            try Base16SchemeFile.scheme(fields: fields, palette: Self.rosePine)
        }
    }

    @Test func aOneVariantSchemeMakesATwoSchemeThemeTaggedDerived() throws {
        let scheme = try Base16SchemeFile.scheme(fields: Self.fields, palette: Self.rosePine)
        var made = try #require(Base16Mapping.userTheme(light: nil, dark: scheme))
        // Issue 36 §1: transliterated (it was `ros-pine`); the built-in has that id, so the catalog takes another here.
        #expect(made.theme.id == "rose-pine")
        made.theme.id = "rose-pine-file"
        #expect(made.theme.metadata.tags == ["base16", "derived-light"])
        #expect(made.theme.metadata.category == .popular)
        let registry = try ThemeRegistry.builtIn.adding(made.theme)
        let light = try registry.tokens(themeID: made.theme.id, scheme: .light, accessibility: AccessibilityFlags())
        // The derived light scheme stands on the family's lightest neutral, with its darkest as text.
        #expect(light.color("color.background") == RGBAColor(rgb: 0xE0DEF4))
        #expect(ContrastAudit(tokens: light, highContrast: false).failures.isEmpty)
        #expect(ThemeRegistry.builtIn.problems(of: made.theme).filter { $0.severity == .error }.isEmpty)
        // Every move the import reports is a real change of a scheme color.
        for move in made.moves { #expect(move.from != move.to, "\(move)") }
        #expect(made.moves.contains { $0.scheme == .light })
    }

    @Test func exportGivesBackTheColorsTheFitLeftAlone() throws {
        let scheme = try Base16SchemeFile.scheme(fields: Self.fields, palette: Self.rosePine)
        var made = try #require(Base16Mapping.userTheme(light: nil, dark: scheme))
        made.theme.id = "rose-pine-file"
        let registry = try ThemeRegistry.builtIn.adding(made.theme)
        let tokens = try registry.tokens(themeID: made.theme.id, scheme: .dark, accessibility: AccessibilityFlags())
        let exported = Base16Mapping.scheme(of: tokens, system: .base16, name: "Rosé Pine", author: "x", variant: .dark)
        let moved = Set(made.moves.filter { $0.scheme == .dark && $0.color != .categoryUncategorized
            && !ContrastFit.mutedPartner.keys.contains($0.color) && $0.color != .categoryPrimary }.map(\.slot))
        for slot in 0..<16 where !moved.contains(slot) {
            #expect(exported[slot] == scheme[slot], "\(Base16Scheme.slotName(slot))")
        }
    }
}
