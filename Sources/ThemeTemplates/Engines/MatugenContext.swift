import ThemeCore

/// What a matugen template sees, as matugen 4 builds it: `colors.<role>.<dark|light|default>`,
/// `base16.base00…base0f.<…>`, `palettes.<name>._<tone>`, `mode`, `is_dark_mode` and `image`.
/// Each color is a `{ "color": … }` map, as in matugen, so a format word after it prints it.
public struct MatugenContext: Sendable {
    let root: MatugenValue

    /// The context of a theme's light and dark sets in `scheme`; `dynamic` is the theme's source
    /// color and style when it has one (a wallpaper's colors), whose roles are then Material's
    /// exactly (``MaterialScheme``).
    public init(tokens: SchemePair<TokenSet>, scheme: ColorScheme, dynamic: DynamicTheme? = nil) {
        func material(_ scheme: ColorScheme) -> MaterialScheme {
            dynamic.map { MaterialScheme(dynamic: $0, scheme: scheme) } ?? MaterialScheme(tokens: tokens, scheme: scheme)
        }
        let light = material(.light), dark = material(.dark)
        let current = scheme == .light ? light : dark
        func entry(_ colors: SchemePair<RGBAColor>) -> MatugenValue {
            .map([("dark", .colorEntry(MatugenColor(colors.dark))), ("light", .colorEntry(MatugenColor(colors.light))),
                  ("default", .colorEntry(MatugenColor(colors[scheme])))])
        }
        let colors = MaterialScheme.roles.map { role in
            (role, entry(SchemePair(light: light.colors[role] ?? RGBAColor(rgb: 0), dark: dark.colors[role] ?? RGBAColor(rgb: 0))))
        }
        let base16Schemes = SchemePair(
            light: Base16Mapping.scheme(of: tokens.light, system: .base16, name: "", author: "", variant: .light).palette,
            dark: Base16Mapping.scheme(of: tokens.dark, system: .base16, name: "", author: "", variant: .dark).palette)
        let digits = Array("0123456789abcdef")
        let base16 = (0..<16).map { slot in
            ("base0\(digits[slot])", entry(SchemePair(light: base16Schemes.light[slot], dark: base16Schemes.dark[slot])))
        }
        let palettes = current.palettes.map { name, palette in
            (name, MatugenValue.map(MaterialTones.paletteTones.map { tone in
                (String(tone), .colorEntry(MatugenColor(palette.tone(Double(tone)))))
            }))
        }
        var image = ""
        if case .text(let path)? = tokens[scheme][WallpaperTokens.image] { image = path }
        root = .map([
            ("colors", .map(colors)), ("base16", .map(base16)), ("palettes", .map(palettes)),
            ("mode", .text(scheme.rawValue)), ("is_dark_mode", .bool(scheme == .dark)), ("image", .text(image)),
        ])
    }
}
