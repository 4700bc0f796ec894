/// How a wallpaper is stored with the settings: a flat object,
/// `{"kind": "preset", "preset": "cats", "intensity": 1, "blur": 0}`,
/// `{"kind": "pattern", "preset": "cats", "intensity": 0.7, "blur": 0.8}`,
/// `{"kind": "gradient", "gradient": "linear", "colors": ["#112233", "#445566"], "angle": 45, …}`,
/// `{"kind": "image", "image": "/…/wallpapers/<sha256>.png", "format": "png", …}` or
/// `{"kind": "none", …}`; an image whose colors the theme takes adds
/// `"dynamicSource": "#RRGGBB", "dynamicStyle": "tonal-spot"` (issue 22); every kind has `"scale"`
/// and `"scaleType"` (issue 25 §3; absent in older files: 1 and `fill`). Decoding checks every value like a request and throws on any problem.
extension Wallpaper: Codable {
    private enum Key: String, CodingKey {
        case kind, preset, gradient, colors, angle, image, format, intensity, blur, dynamicSource, dynamicStyle, scale, scaleType
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let kind = try container.decode(String.self, forKey: .kind)
        func checked<T>(_ result: Result<T, ValidationProblem>, _ key: Key) throws -> T {
            switch result {
            case .success(let value): return value
            case .failure(let problem):
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: problem.message)
            }
        }
        switch kind {
        case "none": self.init()
        case "preset": self.init(source: .preset(try checked(WallpaperPreset.named(try container.decode(String.self, forKey: .preset)), .preset)))
        case "pattern": self.init(source: .pattern(try checked(WallpaperPreset.named(try container.decode(String.self, forKey: .preset)), .preset)))
        case "gradient":
            self.init(source: .gradient(try checked(WallpaperGradient.parse(
                kind: try container.decode(String.self, forKey: .gradient), colors: try container.decode([String].self, forKey: .colors),
                angle: try container.decode(Double.self, forKey: .angle)), .gradient)))
        case "image":
            let path = try container.decode(String.self, forKey: .image)
            guard path.hasPrefix("/"), let format = WallpaperImageFormat(rawValue: try container.decode(String.self, forKey: .format)) else {
                throw DecodingError.dataCorruptedError(forKey: .image, in: container, debugDescription: "expected an absolute path and png, jpeg or webp")
            }
            self.init(source: .image(path: path, format: format))
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "expected none, preset, pattern, gradient or image")
        }
        if let source = try container.decodeIfPresent(String.self, forKey: .dynamicSource) {
            guard case .image = self.source, let color = try? RGBAColor(hex: source),
                  let style = DynamicSchemeStyle(rawValue: try container.decode(String.self, forKey: .dynamicStyle)) else {
                throw DecodingError.dataCorruptedError(forKey: .dynamicSource, in: container,
                                                       debugDescription: "expected an image with a #RRGGBB source and a style")
            }
            dynamicColors = WallpaperDynamicColors(source: color, style: style)
        }
        let intensity = try container.decode(Double.self, forKey: .intensity)
        let blur = try container.decode(Double.self, forKey: .blur)
        let scale = try container.decodeIfPresent(Double.self, forKey: .scale)
        if let scaleType = try container.decodeIfPresent(String.self, forKey: .scaleType) {
            self.scaleType = try checked(WallpaperScaleType.named(scaleType), .scaleType)
        }
        do throws(ValidationProblem) {
            try setIntensity(intensity)
            try setBlur(blur)
            if let scale { try setScale(scale) }
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .intensity, in: container, debugDescription: error.message)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(source.kind, forKey: .kind)
        switch source {
        case .none: break
        case .preset(let preset), .pattern(let preset): try container.encode(preset.rawValue, forKey: .preset)
        case .gradient(let gradient):
            try container.encode(gradient.kind.rawValue, forKey: .gradient)
            try container.encode(gradient.colors.map(\.hex), forKey: .colors)
            try container.encode(gradient.angle, forKey: .angle)
        case .image(let path, let format):
            try container.encode(path, forKey: .image)
            try container.encode(format.rawValue, forKey: .format)
        }
        if let dynamicColors {
            try container.encode(dynamicColors.source.hex, forKey: .dynamicSource)
            try container.encode(dynamicColors.style.rawValue, forKey: .dynamicStyle)
        }
        try container.encode(intensity, forKey: .intensity)
        try container.encode(blur, forKey: .blur)
        try container.encode(scale, forKey: .scale)
        try container.encode(scaleType.rawValue, forKey: .scaleType)
    }
}
