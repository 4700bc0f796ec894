/// The colors a preset wallpaper gives the palette in one scheme: the background under the
/// pattern and the pattern's tint. Surfaces (cards, bubbles, sheets) keep the theme's colors
/// over it: they carry the category badges and unread rows, whose pairs have no margin to spare.
public struct WallpaperPalette: Sendable, Hashable {
    /// `color.background` under the pattern (SimpleX's preset background).
    public var background: RGBAColor
    /// The pattern's color (SimpleX's preset tint); published as `wallpaper.tint`, not audited.
    public var tint: RGBAColor

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
        return WallpaperPalette(background: turn(background), tint: turn(tint))
    }
}

extension WallpaperPreset {
    /// The table: each preset's palette for the `default` theme, per scheme — SimpleX's values
    /// for its Light theme (light) and its Black theme (dark, like our AMOLED dark), with
    /// SimpleX's school OKLCH colors converted to sRGB. Every other theme derives its palette
    /// from these by ``WallpaperTints`` (documented in docs/tokens.md).
    public func palette(_ scheme: ColorScheme) -> WallpaperPalette {
        let (light, dark) = switch self {
        case .cats: (Self.palette(0xF8F6EA, 0xEFDCA6), Self.palette(0x070707, 0x4B3B0E))
        case .flowers: (Self.palette(0xE2FFE4, 0x9CEA59), Self.palette(0x070707, 0x31560D))
        case .hearts: (Self.palette(0xFDECEC, 0xFDE0E0), Self.palette(0x070707, 0x3C0F0F))
        case .kids: (Self.palette(0xDBFDFB, 0xADEFFC), Self.palette(0x070707, 0x16404B))
        case .school: (Self.palette(0xE7F5FF, 0xCEEBFF), Self.palette(0x070707, 0x0F293B))
        case .travel: (Self.palette(0xF9EEFF, 0xEEDBFE), Self.palette(0x070707, 0x311E48))
        }
        return scheme == .light ? light : dark
    }

    private static func palette(_ background: UInt32, _ tint: UInt32) -> WallpaperPalette {
        WallpaperPalette(background: RGBAColor(rgb: background), tint: RGBAColor(rgb: tint))
    }
}
