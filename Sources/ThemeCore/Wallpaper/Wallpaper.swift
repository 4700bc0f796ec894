/// The wallpaper the user chose (issue 12 §5, issue 25): nothing, a preset, a pattern, a gradient or
/// a copied image, and how strongly apps draw it. A pure value; the daemon persists it and copies images.
public struct Wallpaper: Sendable, Hashable {
    /// What is drawn.
    public enum Source: Sendable, Hashable {
        /// No wallpaper: the theme's background (a fresh install).
        case none
        /// A built-in pattern, which also tints the palette (``WallpaperTints``).
        case preset(WallpaperPreset)
        /// Seed 003's pattern: a preset's tile repeated in the preset's tint over the theme's own
        /// background; unlike a preset, the palette is not tinted.
        case pattern(WallpaperPreset)
        /// A gradient; the palette is not tinted.
        case gradient(WallpaperGradient)
        /// A copy of the user's image at `path` (absolute); the palette is not tinted.
        case image(path: String, format: WallpaperImageFormat)

        /// `none`, `preset`, `pattern`, `gradient` or `image`, as `wallpaper.kind` publishes it.
        public var kind: String {
            switch self {
            case .none: "none"
            case .preset: "preset"
            case .pattern: "pattern"
            case .gradient: "gradient"
            case .image: "image"
            }
        }
    }

    /// What is drawn.
    public var source: Source
    /// How opaque apps draw the wallpaper over the background, 0–1 (``defaultIntensity(of:)``).
    public private(set) var intensity: Double
    /// How much surfaces over the wallpaper blur it, 0–1 (``defaultBlur(of:)``).
    public private(set) var blur: Double
    /// For an image, the theme colors taken from it (issue 22); `nil`: the theme keeps its own.
    public var dynamicColors: WallpaperDynamicColors?
    /// How large a preset's pattern or a repeated image is drawn, 0.5–2 (SimpleX's `scale`; 1: as designed).
    public private(set) var scale: Double = 1
    /// How an image is scaled (SimpleX's `scaleType`); presets are always repeated.
    public var scaleType: WallpaperScaleType = .fill

    /// The scales accepted (SimpleX's slider).
    public static let scaleRange = 0.5...2.0

    /// `source` with its kind's default intensity and blur.
    public init(source: Source = .none) {
        self.source = source
        intensity = Self.defaultIntensity(of: source)
        blur = Self.defaultBlur(of: source)
    }

    /// A new wallpaper's intensity: seed 003's `wallpaperIntensity` 0.7 for the kinds it draws
    /// (pattern, gradient, image); 1 for SimpleX's presets (seed 004 draws them whole) and none.
    public static func defaultIntensity(of source: Source) -> Double {
        switch source {
        case .pattern, .gradient, .image: 0.7
        case .none, .preset: 1
        }
    }

    /// A new wallpaper's blur: seed 003's `surfaceBlurIntensity` 0.8 for the kinds it draws
    /// (pattern, gradient, image); 0 for SimpleX's presets (seed 004 does not blur) and none.
    public static func defaultBlur(of source: Source) -> Double {
        switch source {
        case .pattern, .gradient, .image: 0.8
        case .none, .preset: 0
        }
    }

    /// The points surfaces blur the wallpaper by: `blur` × seed 003's `blurModerate` (8 pt), so
    /// the default 0.8 blurs by 6.4 pt (seed 003's `surfaceBlur`).
    public var blurRadius: Double { blur * Self.blurModerate }

    /// Seed 003's `blurModerate`, the same in light and dark: the radius at blur 1.
    public static let blurModerate = 8.0

    /// No wallpaper at all.
    public static let none = Wallpaper()

    /// Shows `newSource` instead: a new kind of wallpaper starts at its kind's intensity and blur,
    /// another of the same kind keeps the ones chosen.
    public mutating func replaceSource(with newSource: Source) {
        if newSource.kind != source.kind {
            intensity = Self.defaultIntensity(of: newSource)
            blur = Self.defaultBlur(of: newSource)
        }
        source = newSource
    }

    /// Sets the intensity; throws the problem when it is not a number from 0 to 1.
    public mutating func setIntensity(_ value: Double) throws(ValidationProblem) {
        intensity = try Self.fraction(value, "intensity")
    }

    /// Sets the blur; throws the problem when it is not a number from 0 to 1.
    public mutating func setBlur(_ value: Double) throws(ValidationProblem) {
        blur = try Self.fraction(value, "blur")
    }

    /// Sets the scale; throws the problem when it is not a number from 0.5 to 2.
    public mutating func setScale(_ value: Double) throws(ValidationProblem) {
        guard value.isFinite, Self.scaleRange.contains(value) else {
            throw ValidationProblem(field: "scale", message: "the scale \(value.isFinite ? JSONText.number(value) : "\(value)") is not valid: expected a number from 0.5 to 2")
        }
        scale = value
    }

    /// The preset, when one is chosen (a preset tints the palette; a pattern does not).
    public var preset: WallpaperPreset? {
        if case .preset(let preset) = source { return preset }
        return nil
    }

    /// The preset whose tile is drawn, as a preset or as a pattern.
    public var tile: WallpaperPreset? {
        switch source {
        case .preset(let preset), .pattern(let preset): preset
        case .none, .gradient, .image: nil
        }
    }

    private static func fraction(_ value: Double, _ field: String) throws(ValidationProblem) -> Double {
        guard value.isFinite, value >= 0, value <= 1 else {
            throw ValidationProblem(field: field, message: "the \(field) \(value.isFinite ? JSONText.number(value) : "\(value)") is not valid: expected a number from 0 to 1")
        }
        return value
    }
}
