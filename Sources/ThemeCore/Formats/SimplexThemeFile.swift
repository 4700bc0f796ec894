/// Reads and writes SimpleX Chat's exported theme (issue 20 §3, docs/themes.md "SimpleX Chat"),
/// the rules in one place; the daemon's YAML reader hands over the document's fields.
///
/// Reading: `base` is required and one of `LIGHT`, `DARK`, `SIMPLEX`, `BLACK`; each color is
/// `#AARRGGBB` or `#RRGGBB`; the wallpaper's `preset` is one of the six, `scale` a number from 0.5
/// to 2, `scaleType` `fill`, `fit` or `repeat`. Any other value refuses the file whole, in one
/// sentence; the wallpaper's `background` and `tint` are colors like the others. A field or key
/// SimpleX may write that has no token here (`toolbar`, the wallpaper's `image`, `imageFile`), and
/// any unknown one, is a warning each.
public enum SimplexThemeFile {
    /// The scale SimpleX's slider allows.
    public static let scaleRange = 0.5...2.0

    /// The document's parts: its top-level scalar fields, the `colors` and `wallpaper` mappings'
    /// entries (name and text), and the names of any other top-level fields.
    public static func read(fields: [(String, String)], colors: [(String, String)], wallpaper: [(String, String)],
                            otherFields: [String]) throws(SimplexThemeError) -> (theme: SimplexTheme, warnings: [String]) {
        var warnings: [String] = otherFields.map { "unknown field '\($0.prefix(64))' is ignored" }
        var themeID: String?
        var baseName: String?
        for (name, text) in fields {
            switch name {
            case "themeId": themeID = text
            case "base": baseName = text
            default: warnings.append("unknown field '\(name.prefix(64))' is ignored")
            }
        }
        let bases = SimplexTheme.Base.allCases.map(\.rawValue)
        guard let baseName else {
            throw SimplexThemeError("the SimpleX theme has no base; expected base: one of \(bases.joined(separator: ", "))")
        }
        guard let base = SimplexTheme.Base(rawValue: baseName) else {
            throw SimplexThemeError("base '\(baseName.prefix(64))' is not a SimpleX base theme; expected one of \(bases.joined(separator: ", "))")
        }
        var theme = SimplexTheme(themeID: themeID, base: base)
        let given = Dictionary(colors, uniquingKeysWith: { first, _ in first })
        for (name, _, _) in SimplexTheme.colorKeys {
            guard let text = given[name] else { continue }
            guard let color = SimplexTheme.color(text) else {
                throw SimplexThemeError("colors.\(name) '\(text.prefix(64))' is not a color; expected #AARRGGBB or #RRGGBB")
            }
            theme.colors.append((name, color))
        }
        for (name, _) in colors where !SimplexTheme.colorKeys.contains(where: { $0.name == name }) {
            warnings.append(name == "toolbar" ? "colors.toolbar has no themeswitch token and is ignored"
                                              : "unknown color 'colors.\(name.prefix(64))' is ignored")
        }
        for (name, text) in wallpaper {
            switch name {
            case "preset":
                switch WallpaperPreset.named(text) {
                case .success(let preset): theme.preset = preset
                case .failure(let problem): throw SimplexThemeError("wallpaper.preset: " + problem.message)
                }
            case "scale":
                guard let scale = Double(text), scaleRange.contains(scale) else {
                    throw SimplexThemeError("wallpaper.scale '\(text.prefix(64))' is not valid; expected a number from 0.5 to 2")
                }
                theme.scale = scale
            case "scaleType":
                guard WallpaperScaleType(rawValue: text) != nil else {
                    throw SimplexThemeError("wallpaper.scaleType '\(text.prefix(64))' is not valid; expected fill, fit or repeat")
                }
                theme.scaleType = text
            case "background", "tint":
                guard let color = SimplexTheme.color(text) else {
                    throw SimplexThemeError("wallpaper.\(name) '\(text.prefix(64))' is not a color; expected #AARRGGBB or #RRGGBB")
                }
                theme.wallpaperColors[name == "tint" ? .tint : .background] = color
            case "image", "imageFile":
                warnings.append("wallpaper.\(name) is not imported: a theme's wallpaper is a preset, a pattern or a gradient, an image is the user's own")
            default:
                warnings.append("unknown wallpaper key 'wallpaper.\(name.prefix(64))' is ignored")
            }
        }
        return (theme, warnings)
    }

    /// The user theme a SimpleX theme makes: its colors for the base's scheme (the accent and its
    /// variant for both, so the other scheme has the theme's accent too, fitted there), over the
    /// blank template; translucent bubbles, backgrounds and accents composited over the background
    /// first (SimpleX draws them over it); a preset wallpaper becomes the theme's own, with its scale
    /// and scale type, and the wallpaper's background and tint set `wallpaper.background` and
    /// `wallpaper.tint` for the base's scheme. Named after SimpleX's base, its id a slug of the name.
    public static func userTheme(_ simplex: SimplexTheme, taken: Set<String> = []) -> UserTheme {
        let given = Dictionary(simplex.colors, uniquingKeysWith: { first, _ in first })
        let background = (given["background"] ?? simplex.base.background).composited(over: simplex.base.background).withAlpha(1)
        let translucentAllowed: Set<SemanticColor> = [.textSecondary, .separator, .surfaceSelected]
        var values = SemanticOverrides()
        for (name, color, bothSchemes) in SimplexTheme.colorKeys {
            guard var value = given[name] else { continue }
            if value.alpha < 1, !translucentAllowed.contains(color) {
                value = value.composited(over: color == .background ? simplex.base.background : background).withAlpha(1)
            }
            // Every value is a color with its alpha in range, which a color key always accepts.
            try? values.set(.color(color), .color(value), for: bothSchemes ? .both : simplex.base.scheme == .light ? .light : .dark)
        }
        for (color, value) in simplex.wallpaperColors {
            // A color with its alpha in range, which a wallpaper color key always accepts.
            try? values.set(.wallpaperColor(color), .color(value), for: simplex.base.scheme == .light ? .light : .dark)
        }
        let name = "SimpleX " + simplex.base.rawValue.prefix(1) + simplex.base.rawValue.dropFirst().lowercased()
        let metadata = ThemeMetadata(name: name, description: "Imported from SimpleX Chat", tags: ["simplex"],
                                     category: simplex.base.scheme == .light ? .minimal : .vibrant)
        var wallpaper: Wallpaper?
        if let preset = simplex.preset {
            var own = Wallpaper(source: .preset(preset))
            // Checked on reading (scaleRange, WallpaperScaleType).
            if let scale = simplex.scale { try? own.setScale(scale) }
            if let scaleType = simplex.scaleType.flatMap(WallpaperScaleType.init(rawValue:)) { own.scaleType = scaleType }
            wallpaper = own
        }
        return UserTheme(id: ThemeID.slug(from: name, taken: taken), metadata: metadata, template: UserTheme.blankTemplate,
                         values: values, wallpaper: wallpaper)
    }

    /// The SimpleX theme of a resolved token set in `scheme`: every color SimpleX has, as the
    /// set publishes it (translucent ones with their alpha, which SimpleX keeps); base `LIGHT`
    /// for light, else `BLACK` on `#000000`, `SIMPLEX` on SimpleX's `#111528`, `DARK` otherwise; with
    /// a preset wallpaper, its scale and the set's `wallpaper.background` and `wallpaper.tint`.
    public static func simplex(of tokens: TokenSet, scheme: ColorScheme, themeID: String) -> SimplexTheme {
        let background = tokens.color(SemanticColor.background.key) ?? PrimitiveColors.black
        let base: SimplexTheme.Base = switch (scheme, background) {
        case (.light, _): .light
        case (_, PrimitiveColors.black): .black
        case (_, PrimitiveColors.simplexBackground): .simplex
        default: .dark
        }
        let colors = SimplexTheme.colorKeys.compactMap { name, color, _ in tokens.color(color.key).map { (name, $0) } }
        var theme = SimplexTheme(themeID: themeID, base: base, colors: colors)
        if tokens["wallpaper.kind"] == .text("preset"), case .text(let name)? = tokens["wallpaper.preset"],
           let preset = WallpaperPreset(rawValue: name) {
            theme.preset = preset
            if case .dimension(let scale)? = tokens["wallpaper.scale"] { theme.scale = scale }
            for color in WallpaperColor.allCases { theme.wallpaperColors[color] = tokens.color(color.key) }
        }
        return theme
    }
}

/// Why a SimpleX theme file is refused, in one sentence.
public struct SimplexThemeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The sentence.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
