/// Level 1: raw colors named for what they look like, not what they mean.
/// The only place in ThemeCore that holds color literals; everything downstream refers to these.
enum PrimitiveColors {
    static let white = RGBAColor(rgb: 0xFFFFFF)
    static let black = RGBAColor(rgb: 0x000000)

    // Neutrals (Apple system grays and label bases)
    static let gray6 = RGBAColor(rgb: 0xF2F2F7)
    static let gray6Dark = RGBAColor(rgb: 0x1C1C1E)
    static let gray5Dark = RGBAColor(rgb: 0x2C2C2E)
    static let labelBase = RGBAColor(rgb: 0x3C3C43)
    static let labelBaseDark = RGBAColor(rgb: 0xEBEBF5)
    static let separatorBaseDark = RGBAColor(rgb: 0x545458)

    // System hues, light and dark variants (Apple HIG)
    static let blue = RGBAColor(rgb: 0x007AFF), blueDark = RGBAColor(rgb: 0x0A84FF)
    static let green = RGBAColor(rgb: 0x34C759), greenDark = RGBAColor(rgb: 0x30D158)
    static let orange = RGBAColor(rgb: 0xFF9500), orangeDark = RGBAColor(rgb: 0xFF9F0A)
    static let purple = RGBAColor(rgb: 0xAF52DE), purpleDark = RGBAColor(rgb: 0xBF5AF2)
    static let pink = RGBAColor(rgb: 0xFF2D55), pinkDark = RGBAColor(rgb: 0xFF375F)
    static let red = RGBAColor(rgb: 0xFF3B30), redDark = RGBAColor(rgb: 0xFF453A)
    static let teal = RGBAColor(rgb: 0x30B0C7), tealDark = RGBAColor(rgb: 0x40C8E0)
    static let indigo = RGBAColor(rgb: 0x5856D6), indigoDark = RGBAColor(rgb: 0x5E5CE6)
    static let mint = RGBAColor(rgb: 0x00C7BE), mintDark = RGBAColor(rgb: 0x63E6E2)
    static let cyan = RGBAColor(rgb: 0x32ADE6), cyanDark = RGBAColor(rgb: 0x64D2FF)
    static let skyBlue = RGBAColor(rgb: 0x5AC8FA)
    static let yellowDark = RGBAColor(rgb: 0xFFD60A)

    // The same hues darkened (OKLCH lightness only) until they carry text on their own tint;
    // see SeedAdjustment.all.
    static let greenText = RGBAColor(rgb: 0x007C2D)
    static let orangeText = RGBAColor(rgb: 0x9E5A00)
    static let purpleText = RGBAColor(rgb: 0x9B3DC9)
    static let purpleTextDark = RGBAColor(rgb: 0xCA66FE)
    static let skyBlueText = RGBAColor(rgb: 0x00739A)

    // Brand accents (seed 000 FR-BT-01) and the brand's explicit hover shades
    static let cerulean = RGBAColor(rgb: 0x2596BE), ceruleanLight = RGBAColor(rgb: 0x3DAED4)
    static let ceruleanDeep = RGBAColor(rgb: 0x1E7FA3), ceruleanBright = RGBAColor(rgb: 0x4BC2E8)
    static let indigo500 = RGBAColor(rgb: 0x6366F1), indigo400 = RGBAColor(rgb: 0x818CF8)
    static let emerald600 = RGBAColor(rgb: 0x059669), emerald400 = RGBAColor(rgb: 0x34D399)
    static let orange600 = RGBAColor(rgb: 0xEA580C), orange400 = RGBAColor(rgb: 0xFB923C)
    static let purple600 = RGBAColor(rgb: 0x9333EA), purple400 = RGBAColor(rgb: 0xC084FC)
    static let rose600 = RGBAColor(rgb: 0xE11D48), rose400 = RGBAColor(rgb: 0xFB7185)

    // Material's fallback source color for an image with no colorful part (issue 22)
    static let materialBlue = RGBAColor(rgb: 0x4285F4)

    // The dim dark variant's backgrounds, SimpleX's Dark (issue 12 §4)
    static let dimBackground = RGBAColor(rgb: 0x121212), dimSurface = RGBAColor(rgb: 0x1E1E1E)
    static let dimSurfaceElevated = RGBAColor(rgb: 0x2A2A2A)

    // The simplex dark variant's backgrounds, SimpleX's purple-tinted SIMPLEX theme (issue 20 §3)
    static let simplexBackground = RGBAColor(rgb: 0x111528), simplexSurface = RGBAColor(rgb: 0x121C37)
    static let simplexSurfaceElevated = RGBAColor(rgb: 0x1A2443)
}
