import DBus

/// The changes of one `SetWallpaper` call (docs/dbus-api.md, "Wallpapers"), checked key by key:
/// at most one of `preset`, `pattern`, `gradient` (with `colors` and `angle`), `image`, and any of
/// `intensity`, `blur`, `scale` and `scale-type`; with an image, `dynamic` (and `style`, `pick`) to take
/// the theme's colors from it; `app` (and `context`) to give one app (or one context of it) a wallpaper of its own.
public struct WallpaperRequest: Sendable, Equatable {
    /// The preset's name; `""` is the default preset.
    public var preset: String?
    /// The name of the preset whose tile a pattern repeats (issue 25 §5).
    public var pattern: String?
    /// The gradient's kind: `linear`, `radial` or `angular`.
    public var gradient: String?
    /// The gradient's colors, `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    public var colors: [String]?
    /// The gradient's angle in degrees.
    public var angle: Double?
    /// The absolute path of a PNG, JPEG or WebP image to copy.
    public var image: String?
    /// How opaque apps draw the wallpaper, 0–1.
    public var intensity: Double?
    /// How much surfaces blur the wallpaper, 0–1.
    public var blur: Double?
    /// Whether the theme takes its colors from the image (issue 22).
    public var dynamic: Bool?
    /// The scheme style of the dynamic colors (``DynamicSchemeStyle``), default `tonal-spot`.
    public var style: String?
    /// Which candidate color is the source, from 1 (the best).
    public var pick: UInt32?
    /// How large a preset's pattern or a repeated image is drawn, 0.5–2 (issue 25 §3).
    public var scale: Double?
    /// How an image is scaled: `fill`, `fit` or `repeat`.
    public var scaleType: String?

    /// The app whose own wallpaper this is (issue 25 §2); `""` or absent: the global wallpaper.
    public var app: String?
    /// The context of `app` whose own wallpaper this is; `""` or absent: the whole app.
    public var context: String?

    static let keys = ["preset", "pattern", "gradient", "colors", "angle", "image", "intensity", "blur", "dynamic", "style", "pick", "scale", "scale-type", "app", "context"]

    /// Reads an `a{sv}`; an unknown key or a value of the wrong type is `InvalidArgument`.
    init(_ argument: Value) throws(DBusError) {
        for (key, value) in argument.stringKeyedDictionary ?? [:] {
            let inner = value.unwrapped
            func wrongType(_ expected: String) -> DBusError {
                ThemeRequestError.invalidArgument("wallpaper key \(ThemeRequestError.quoted(key)) must be \(expected), not '\(inner.signature)'")
            }
            switch key {
            case "dynamic":
                guard let flag = inner.bool else { throw wrongType("a boolean (b)") }
                dynamic = flag
            case "pick":
                guard let number = inner.uint32 else { throw wrongType("an unsigned integer (u)") }
                pick = number
            case "preset", "pattern", "gradient", "image", "style", "scale-type", "app", "context":
                guard case .string(let text) = inner else { throw wrongType("a string (s)") }
                guard text.utf8.count <= ThemeService.maximumArgumentBytes else {
                    throw ThemeRequestError.tooLarge("the \(key) is \(text.utf8.count) bytes; at most \(ThemeService.maximumArgumentBytes) are accepted")
                }
                switch key {
                case "preset": preset = text
                case "pattern": pattern = text
                case "app": app = text
                case "context": context = text
                case "gradient": gradient = text
                case "style": style = text
                case "scale-type": scaleType = text
                default: image = text
                }
            case "colors":
                guard let items = inner.array, inner.signature == "as" else { throw wrongType("a list of strings (as)") }
                colors = items.compactMap(\.string)
            case "angle", "intensity", "blur", "scale":
                guard let number = inner.double else { throw wrongType("a number (d)") }
                switch key {
                case "angle": angle = number
                case "intensity": intensity = number
                case "scale": scale = number
                default: blur = number
                }
            default:
                throw ThemeRequestError.invalidArgument("unknown wallpaper key \(ThemeRequestError.quoted(key)); accepted: \(Self.keys.joined(separator: ", "))")
            }
        }
    }
}
