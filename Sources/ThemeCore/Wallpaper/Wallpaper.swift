/// The wallpaper the user chose (issue 12 §5): nothing, a preset, a gradient or a copied image,
/// and how strongly apps draw it. A pure value; the daemon persists it and copies images.
public struct Wallpaper: Sendable, Hashable {
    /// What is drawn.
    public enum Source: Sendable, Hashable {
        /// No wallpaper: the theme's background (a fresh install).
        case none
        /// A built-in pattern, which also tints the palette (``WallpaperTints``).
        case preset(WallpaperPreset)
        /// A gradient; the palette is not tinted.
        case gradient(WallpaperGradient)
        /// A copy of the user's image at `path` (absolute); the palette is not tinted.
        case image(path: String, format: WallpaperImageFormat)

        /// `none`, `preset`, `gradient` or `image`, as `wallpaper.kind` publishes it.
        public var kind: String {
            switch self {
            case .none: "none"
            case .preset: "preset"
            case .gradient: "gradient"
            case .image: "image"
            }
        }
    }

    /// What is drawn.
    public var source: Source
    /// How opaque apps draw the wallpaper over the background, 0–1 (seed 003: 1).
    public private(set) var intensity: Double
    /// How much surfaces over the wallpaper blur it, 0–1 (seed 003: 0).
    public private(set) var blur: Double
    /// For an image, the theme colors taken from it (issue 22); `nil`: the theme keeps its own.
    public var dynamicColors: WallpaperDynamicColors?
    /// How large a preset's pattern or a repeated image is drawn, 0.5–2 (SimpleX's `scale`; 1: as designed).
    public private(set) var scale: Double = 1
    /// How an image is scaled (SimpleX's `scaleType`); presets are always repeated.
    public var scaleType: WallpaperScaleType = .fill

    /// The scales accepted (SimpleX's slider).
    public static let scaleRange = 0.5...2.0

    /// No wallpaper, intensity 1, no blur.
    public init(source: Source = .none) {
        self.source = source
        intensity = 1
        blur = 0
    }

    /// No wallpaper at all.
    public static let none = Wallpaper()

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

    /// The preset, when one is chosen.
    public var preset: WallpaperPreset? {
        if case .preset(let preset) = source { return preset }
        return nil
    }

    private static func fraction(_ value: Double, _ field: String) throws(ValidationProblem) -> Double {
        guard value.isFinite, value >= 0, value <= 1 else {
            throw ValidationProblem(field: field, message: "the \(field) \(value.isFinite ? JSONText.number(value) : "\(value)") is not valid: expected a number from 0 to 1")
        }
        return value
    }
}
