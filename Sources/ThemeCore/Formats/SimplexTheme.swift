/// A theme as SimpleX Chat exports it (issue 20 §3; docs/themes.md, "SimpleX Chat"): its
/// `ThemeOverrides` — a `themeId`, a `base` (`LIGHT`, `DARK`, `SIMPLEX`, `BLACK`), `colors` under
/// SimpleX's names and a `wallpaper` — read from or written as YAML by the daemon. The fields here
/// are already checked; ``SimplexThemeFile`` reads and maps them.
public struct SimplexTheme: Sendable, Hashable {
    /// SimpleX's base themes; `LIGHT` is a light scheme, the others dark.
    public enum Base: String, Sendable, Hashable, CaseIterable {
        case light = "LIGHT", dark = "DARK", simplex = "SIMPLEX", black = "BLACK"

        /// The scheme the theme's colors are for.
        public var scheme: ColorScheme { self == .light ? .light : .dark }

        /// The base palette's background, under translucent colors: SimpleX's white, `#121212`,
        /// `#111528`, and our `#000000` for Black.
        var background: RGBAColor {
            switch self {
            case .light: PrimitiveColors.white
            case .dark: PrimitiveColors.dimBackground
            case .simplex: PrimitiveColors.simplexBackground
            case .black: PrimitiveColors.black
            }
        }
    }

    /// SimpleX's color names in the order it writes them, each with the token it maps to and
    /// whether it is set for both schemes (the accent family) or only the base's.
    public static let colorKeys: [(name: String, color: SemanticColor, bothSchemes: Bool)] = [
        ("accent", .accent, true), ("accentVariant", .accentHover, true), ("secondary", .textSecondary, false),
        ("secondaryVariant", .separator, false), ("background", .background, false), ("menus", .surface, false),
        ("title", .chatTitle, false), ("accentVariant2", .surfaceSelected, false), ("sentMessage", .chatSentMessage, false),
        ("sentReply", .chatSentQuote, false), ("receivedMessage", .chatReceivedMessage, false),
        ("receivedReply", .chatReceivedQuote, false),
    ]

    /// The wallpaper keys SimpleX writes.
    public static let wallpaperKeys = ["preset", "scale", "scaleType", "background", "tint", "image", "imageFile"]

    /// SimpleX's theme id (a UUID it makes), when the file has one.
    public var themeID: String?
    /// The base theme.
    public var base: Base
    /// The colors set, by SimpleX name, in ``colorKeys`` order.
    public var colors: [(name: String, color: RGBAColor)]
    /// The preset wallpaper, when the file names one.
    public var preset: WallpaperPreset?
    /// The preset's or image's scale (SimpleX's slider: 0.5–2).
    public var scale: Double?
    /// How an image is scaled: `fill`, `fit` or `repeat`.
    public var scaleType: String?
    /// The wallpaper's `background` and `tint`, when the file sets them: `wallpaper.background` and
    /// `wallpaper.tint` (``WallpaperColor``).
    public var wallpaperColors: [WallpaperColor: RGBAColor]

    public init(themeID: String? = nil, base: Base, colors: [(name: String, color: RGBAColor)] = [],
                preset: WallpaperPreset? = nil, scale: Double? = nil, scaleType: String? = nil,
                wallpaperColors: [WallpaperColor: RGBAColor] = [:]) {
        self.themeID = themeID
        self.base = base
        self.colors = colors
        self.preset = preset
        self.scale = scale
        self.scaleType = scaleType
        self.wallpaperColors = wallpaperColors
    }

    public static func == (left: SimplexTheme, right: SimplexTheme) -> Bool {
        left.themeID == right.themeID && left.base == right.base && left.preset == right.preset && left.scale == right.scale
            && left.scaleType == right.scaleType && left.wallpaperColors == right.wallpaperColors && left.colors.elementsEqual(right.colors) { $0.name == $1.name && $0.color == $1.color }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(themeID)
        hasher.combine(base)
        for (name, color) in colors {
            hasher.combine(name)
            hasher.combine(color)
        }
    }

    /// A color as SimpleX writes it: `#aarrggbb`, lowercase (its `toReadableHex`).
    public static func hex(_ color: RGBAColor) -> String {
        let quantized = color.quantized
        return "#" + [quantized.alpha, quantized.red, quantized.green, quantized.blue]
            .map { hexadecimal(Int(($0 * 255).rounded()), digits: 2) }.joined()
    }

    /// A color as SimpleX reads it: `#AARRGGBB`, or `#RRGGBB` (opaque); `nil` for anything else.
    public static func color(_ text: String) -> RGBAColor? {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard digits.count == 8 || digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        let alpha = digits.count == 8 ? Double(value >> 24) / 255 : 1
        return RGBAColor(rgb: value & 0xFFFFFF, alpha: alpha)
    }
}
