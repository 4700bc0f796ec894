/// Level 1 for the catalog presets (seed 003 Part 5): the seed's gray and indigo scales (its
/// `gray50`–`gray200` and `indigo500` hexes, the rest of each scale "through gray900" as the
/// Tailwind CSS palette the seed's values come from), the seed's own preset hexes, and the hues
/// of the presets the seed only names.
extension PrimitiveColors {
    // Seed 003 PrimitiveTokens.Colors
    static let gray50 = RGBAColor(rgb: 0xF9FAFB), gray100 = RGBAColor(rgb: 0xF3F4F6)
    static let gray200 = RGBAColor(rgb: 0xE5E7EB), gray300 = RGBAColor(rgb: 0xD1D5DB)
    static let gray400 = RGBAColor(rgb: 0x9CA3AF), gray500 = RGBAColor(rgb: 0x6B7280)
    static let gray600 = RGBAColor(rgb: 0x4B5563), gray700 = RGBAColor(rgb: 0x374151)
    static let gray800 = RGBAColor(rgb: 0x1F2937), gray900 = RGBAColor(rgb: 0x111827)
    static let indigo300 = RGBAColor(rgb: 0xA5B4FC)

    // Neon Nights and Iridescent (seed 003 Part 5 and Part 1 Level 4)
    static let magenta = RGBAColor(rgb: 0xFF00FF), magentaHover = RGBAColor(rgb: 0xE600E6)
    static let magentaLight = RGBAColor(rgb: 0xFF66FF), magentaLightHover = RGBAColor(rgb: 0xFF99FF)
    static let neonSurface = RGBAColor(rgb: 0xFAFAFA)
    static let nightBase = RGBAColor(rgb: 0x0A0A0F), nightSurface = RGBAColor(rgb: 0x1A1A1F)
    static let nightElevated = RGBAColor(rgb: 0x2A2A2F)
    static let iridescentBase = RGBAColor(rgb: 0xFAFBFC), iridescentHover = RGBAColor(rgb: 0x5558E3)
    static let iridescentDarkHover = RGBAColor(rgb: 0x9CA3F8)
    static let iridescentSurfaceDark = RGBAColor(rgb: 0x1A1A24), iridescentElevatedDark = RGBAColor(rgb: 0x2A2A3A)

    // Presets the seed names without values: Mint Breeze, Corporate Blue, Watercolor
    static let mintPaper = RGBAColor(rgb: 0xF4FBF8), mintWash = RGBAColor(rgb: 0xE6F4EE)
    static let mintInk = RGBAColor(rgb: 0x0F2A24), mintInkSoft = RGBAColor(rgb: 0x3D5A52)
    static let mintDeep = RGBAColor(rgb: 0x0F766E), mintBright = RGBAColor(rgb: 0x5EEAD4)
    static let mintNight = RGBAColor(rgb: 0x0B1513), mintNightSurface = RGBAColor(rgb: 0x132320)
    static let mintNightElevated = RGBAColor(rgb: 0x1C302B), mintMist = RGBAColor(rgb: 0xCDE5DD)
    static let slate50 = RGBAColor(rgb: 0xF8FAFC), slate100 = RGBAColor(rgb: 0xF1F5F9)
    static let slate300 = RGBAColor(rgb: 0xCBD5E1), slate400 = RGBAColor(rgb: 0x94A3B8)
    static let slate500 = RGBAColor(rgb: 0x64748B), slate600 = RGBAColor(rgb: 0x475569)
    static let slate700 = RGBAColor(rgb: 0x334155), slate800 = RGBAColor(rgb: 0x1E293B)
    static let slate900 = RGBAColor(rgb: 0x0F172A)
    static let blue700 = RGBAColor(rgb: 0x1D4ED8), blueSky = RGBAColor(rgb: 0x62A7FC)
    static let paper = RGBAColor(rgb: 0xFBF7F1), paperWhite = RGBAColor(rgb: 0xFFFDF9)
    static let paperWash = RGBAColor(rgb: 0xF2EADF), pigment = RGBAColor(rgb: 0x2E2A35)
    static let pigmentSoft = RGBAColor(rgb: 0x5A5463), pigmentFaint = RGBAColor(rgb: 0x7A7383)
    static let ultramarine = RGBAColor(rgb: 0x3D52B8), ultramarineWash = RGBAColor(rgb: 0x9DAEF2)
    static let inkNight = RGBAColor(rgb: 0x17151D), inkNightSurface = RGBAColor(rgb: 0x211E29)
    static let inkNightElevated = RGBAColor(rgb: 0x2C2836), paperNight = RGBAColor(rgb: 0xF4EFE7)
    static let paperNightSoft = RGBAColor(rgb: 0xCFC7BC), paperNightFaint = RGBAColor(rgb: 0xA39B90)
}
