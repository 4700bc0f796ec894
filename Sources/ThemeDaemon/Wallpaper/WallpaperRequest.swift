import DBus

/// The changes of one `SetWallpaper` call (docs/dbus-api.md, "Wallpapers"), checked key by key:
/// at most one of `preset`, `gradient` (with `colors` and `angle`), `image`, and any of
/// `intensity` and `blur`.
public struct WallpaperRequest: Sendable, Equatable {
    public var preset: String?
    public var gradient: String?
    public var colors: [String]?
    public var angle: Double?
    public var image: String?
    public var intensity: Double?
    public var blur: Double?

    static let keys = ["preset", "gradient", "colors", "angle", "image", "intensity", "blur"]

    public init(preset: String? = nil, gradient: String? = nil, colors: [String]? = nil, angle: Double? = nil,
                image: String? = nil, intensity: Double? = nil, blur: Double? = nil) {
        self.preset = preset
        self.gradient = gradient
        self.colors = colors
        self.angle = angle
        self.image = image
        self.intensity = intensity
        self.blur = blur
    }

    /// Reads an `a{sv}`; an unknown key or a value of the wrong type is `InvalidArgument`.
    init(_ argument: Value) throws(DBusError) {
        for (key, value) in argument.stringKeyedDictionary ?? [:] {
            let inner = value.unwrapped
            func wrongType(_ expected: String) -> DBusError {
                ThemeRequestError.invalidArgument("wallpaper key \(ThemeRequestError.quoted(key)) must be \(expected), not '\(inner.signature)'")
            }
            switch key {
            case "preset", "gradient", "image":
                guard case .string(let text) = inner else { throw wrongType("a string (s)") }
                guard text.utf8.count <= ThemeService.maximumArgumentBytes else {
                    throw ThemeRequestError.tooLarge("the \(key) is \(text.utf8.count) bytes; at most \(ThemeService.maximumArgumentBytes) are accepted")
                }
                if key == "preset" { preset = text } else if key == "gradient" { gradient = text } else { image = text }
            case "colors":
                guard let items = inner.array, inner.signature == "as" else { throw wrongType("a list of strings (as)") }
                colors = items.compactMap(\.string)
            case "angle", "intensity", "blur":
                guard let number = inner.double else { throw wrongType("a number (d)") }
                if key == "angle" { angle = number } else if key == "intensity" { intensity = number } else { blur = number }
            default:
                throw ThemeRequestError.invalidArgument("unknown wallpaper key \(ThemeRequestError.quoted(key)); accepted: \(Self.keys.joined(separator: ", "))")
            }
        }
    }
}
