/// The colors a preset wallpaper gives the palette in one scheme: the background under the
/// pattern and the pattern's tint. Surfaces (cards, bubbles, sheets) keep the theme's colors
/// over it: they carry the category badges and unread rows, whose pairs have no margin to spare.
public struct WallpaperPalette: Sendable, Hashable {
    /// `color.background` under the pattern (SimpleX's preset background).
    public var background: RGBAColor
    /// The pattern's color (SimpleX's preset tint); published as `wallpaper.tint`, not audited.
    public var tint: RGBAColor
    /// The chat bubbles over the pattern (SimpleX's preset `sentMessage`, `sentQuote`,
    /// `receivedMessage`, `receivedQuote`), in ``ChatColors/bubbles`` order.
    public var bubbles: [RGBAColor]

    /// Every color with its OKLCH hue turned `fraction` of the way toward `hue` (the shorter way
    /// round), lightness and chroma kept; grays stay gray.
    func turned(toward hue: Double, by fraction: Double) -> WallpaperPalette {
        func turn(_ color: RGBAColor) -> RGBAColor {
            let oklch = OKLCH(color)
            var difference = (hue - oklch.hue).truncatingRemainder(dividingBy: 360)
            if difference > 180 { difference -= 360 } else if difference < -180 { difference += 360 }
            return OKLCH(lightness: oklch.lightness, chroma: oklch.chroma, hue: oklch.hue + fraction * difference)
                .rgba(alpha: color.alpha).quantized
        }
        return WallpaperPalette(background: turn(background), tint: turn(tint), bubbles: bubbles.map(turn))
    }
}

extension WallpaperPreset {
    /// The table: each preset's palette for the `default` theme, per scheme — SimpleX's values
    /// for its Light theme (light) and its Black theme (dark, like our AMOLED dark), with
    /// SimpleX's school OKLCH colors converted to sRGB; the bubbles are SimpleX's preset
    /// message colors (`PresetWallpaper` colors in its ChatWallpaper.kt). Every other theme derives its palette
    /// from these by ``WallpaperTints`` (documented in docs/tokens.md).
    public func palette(_ scheme: ColorScheme) -> WallpaperPalette {
        let (light, dark) = switch self {
        case .cats: (Self.palette(0xF8F6EA, 0xEFDCA6, [0xFFFAED, 0xFAF0D6, 0xF8F7F4, 0xEFEDE9]),
                     Self.palette(0x070707, 0x4B3B0E, [0x41371B, 0x654F1C, 0x1F1E1B, 0x2F2D27]))
        case .flowers: (Self.palette(0xE2FFE4, 0x9CEA59, [0xF1FFE5, 0xDCF9C4, 0xF4F8F2, 0xE7ECE7]),
                        Self.palette(0x070707, 0x31560D, [0x184739, 0x1F6F4B, 0x1C1F1A, 0x282B25]))
        case .hearts: (Self.palette(0xFDECEC, 0xFDE0E0, [0xFFF4F4, 0xFFDFDF, 0xF8F6F6, 0xEFEBEB]),
                       Self.palette(0x070707, 0x3C0F0F, [0x491A28, 0x761F29, 0x1F1B1B, 0x2E2626]))
        case .kids: (Self.palette(0xDBFDFB, 0xADEFFC, [0xEAFEFF, 0xCBF4F7, 0xF3FAFA, 0xE4EFEF]),
                     Self.palette(0x070707, 0x16404B, [0x1A4745, 0x1D6B69, 0x1E1F1F, 0x262B29]))
        case .school: (Self.palette(0xE7F5FF, 0xCEEBFF, [0xEEF9FF, 0xD6EDFA, 0xF3F5F9, 0xE4E8EE]),
                       Self.palette(0x070707, 0x0F293B, [0x1A3C5D, 0x235B80, 0x1D1E22, 0x292B2F]))
        case .travel: (Self.palette(0xF9EEFF, 0xEEDBFE, [0xFCF6FF, 0xF2E0FC, 0xF6F4F7, 0xEDE9EE]),
                       Self.palette(0x070707, 0x311E48, [0x3C255D, 0x623485, 0x231F23, 0x2C2931]))
        }
        return scheme == .light ? light : dark
    }

    private static func palette(_ background: UInt32, _ tint: UInt32, _ bubbles: [UInt32]) -> WallpaperPalette {
        WallpaperPalette(background: RGBAColor(rgb: background), tint: RGBAColor(rgb: tint), bubbles: bubbles.map { RGBAColor(rgb: $0) })
    }
}
