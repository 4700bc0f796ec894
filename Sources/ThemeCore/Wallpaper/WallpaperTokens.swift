/// The `wallpaper.*` tokens every resolved set carries (issue 12 §5), so apps can draw the
/// wallpaper: what it is, its colors, and how strongly to draw it.
public enum WallpaperTokens {
    /// `none`, `preset`, `pattern`, `gradient` or `image`.
    public static let kind = "wallpaper.kind"
    /// The name of the preset whose tile is drawn (a preset or a pattern), `""` otherwise.
    public static let preset = "wallpaper.preset"
    /// The gradient's colors, `#RRGGBB[AA]` joined by commas, `""` unless a gradient.
    public static let colors = "wallpaper.colors"
    /// `linear`, `radial` or `angular`, `""` unless a gradient.
    public static let gradientKind = "wallpaper.gradient.kind"
    /// The gradient's angle in degrees `0..<360`, 0 unless a gradient.
    public static let gradientAngle = "wallpaper.gradient.angle"
    /// The absolute path of the copied image, `""` unless an image.
    public static let image = "wallpaper.image"
    /// How opaque to draw the wallpaper, 0–1.
    public static let intensity = "wallpaper.intensity"
    /// How much surfaces over it blur it, 0–1.
    public static let blur = "wallpaper.blur"
    /// The blur radius in points: `blur` × 8 (``Wallpaper/blurRadius``).
    public static let blurRadius = "wallpaper.blurRadius"
    /// The color under the wallpaper: the resolved `color.background`.
    public static let background = "wallpaper.background"
    /// The color to draw a preset's or a pattern's tile in; for the other kinds the background
    /// itself (no tile; opaque, so reduce transparency has nothing to change).
    public static let tint = "wallpaper.tint"

    /// How large a preset's pattern or a repeated image is drawn, 0.5–2 (issue 25 §3, SimpleX's `scale`).
    public static let scale = "wallpaper.scale"
    /// How an image is scaled: `fill`, `fit` or `repeat` (SimpleX's `scaleType`).
    public static let scaleType = "wallpaper.scaleType"

    /// Every key, in documentation order.
    public static let keys = [kind, preset, colors, gradientKind, gradientAngle, image, intensity, blur, blurRadius, background, tint, scale, scaleType]

    /// The tokens of `wallpaper` over a resolved `background`, with a preset's or pattern's `tint`.
    static func values(_ wallpaper: Wallpaper, background backgroundColor: RGBAColor, tint tintColor: RGBAColor?) -> [(String, TokenValue)] {
        var presetName = "", colorList = "", gradientKindName = "", angle = 0.0, path = ""
        switch wallpaper.source {
        case .none: break
        case .preset(let chosen), .pattern(let chosen): presetName = chosen.rawValue
        case .gradient(let gradient):
            colorList = gradient.colors.map(\.hex).joined(separator: ",")
            gradientKindName = gradient.kind.rawValue
            angle = gradient.angle
        case .image(let imagePath, _): path = imagePath
        }
        return [
            (kind, .text(wallpaper.source.kind)), (preset, .text(presetName)), (colors, .text(colorList)),
            (gradientKind, .text(gradientKindName)), (gradientAngle, .dimension(angle)), (image, .text(path)),
            (intensity, .dimension(wallpaper.intensity)), (blur, .dimension(wallpaper.blur)),
            (blurRadius, .dimension(wallpaper.blurRadius)),
            (background, .color(backgroundColor)), (tint, .color(tintColor ?? backgroundColor)),
            (scale, .dimension(wallpaper.scale)), (scaleType, .text(wallpaper.scaleType.rawValue)),
        ]
    }
}
