import ThemeCore

/// Which palette and tone each of Material's color roles takes (Material's 2021 color spec at
/// standard contrast, as matugen 4's material-colors 0.4 has it), light and dark; the monochrome
/// style's own tones where it has them. `source_color` is the source itself.
enum MaterialTones {
    /// A scheme's palettes, as the dynamic-color engine made them, and Material's error palette.
    enum Palette: Sendable {
        case primary, secondary, tertiary, error, neutral, neutralVariant
    }

    /// A role's palette and its tones (light, dark).
    struct Tone: Sendable {
        let palette: Palette
        let light: Double
        let dark: Double

        init(_ palette: Palette, _ light: Double, _ dark: Double) {
            self.palette = palette
            self.light = light
            self.dark = dark
        }
    }

    /// Material's error palette: hue 25, chroma 84.
    static let errorPalette = TonalPalette(hue: 25, chroma: 84)

    /// The tones of every role but `source_color`, in matugen's order.
    static let standard: [(String, Tone)] = [
        ("primary", Tone(.primary, 40, 80)), ("on_primary", Tone(.primary, 100, 20)),
        ("primary_container", Tone(.primary, 90, 30)), ("on_primary_container", Tone(.primary, 10, 90)),
        ("inverse_primary", Tone(.primary, 80, 40)), ("primary_fixed", Tone(.primary, 90, 90)),
        ("primary_fixed_dim", Tone(.primary, 80, 80)), ("on_primary_fixed", Tone(.primary, 10, 10)),
        ("on_primary_fixed_variant", Tone(.primary, 30, 30)),
        ("secondary", Tone(.secondary, 40, 80)), ("on_secondary", Tone(.secondary, 100, 20)),
        ("secondary_container", Tone(.secondary, 90, 30)), ("on_secondary_container", Tone(.secondary, 10, 90)),
        ("secondary_fixed", Tone(.secondary, 90, 90)), ("secondary_fixed_dim", Tone(.secondary, 80, 80)),
        ("on_secondary_fixed", Tone(.secondary, 10, 10)), ("on_secondary_fixed_variant", Tone(.secondary, 30, 30)),
        ("tertiary", Tone(.tertiary, 40, 80)), ("on_tertiary", Tone(.tertiary, 100, 20)),
        ("tertiary_container", Tone(.tertiary, 90, 30)), ("on_tertiary_container", Tone(.tertiary, 10, 90)),
        ("tertiary_fixed", Tone(.tertiary, 90, 90)), ("tertiary_fixed_dim", Tone(.tertiary, 80, 80)),
        ("on_tertiary_fixed", Tone(.tertiary, 10, 10)), ("on_tertiary_fixed_variant", Tone(.tertiary, 30, 30)),
        ("error", Tone(.error, 40, 80)), ("on_error", Tone(.error, 100, 20)),
        ("error_container", Tone(.error, 90, 30)), ("on_error_container", Tone(.error, 10, 90)),
        ("surface_dim", Tone(.neutral, 87, 6)), ("surface", Tone(.neutral, 98, 6)),
        ("surface_tint", Tone(.primary, 40, 80)), ("surface_bright", Tone(.neutral, 98, 24)),
        ("surface_container_lowest", Tone(.neutral, 100, 4)), ("surface_container_low", Tone(.neutral, 96, 10)),
        ("surface_container", Tone(.neutral, 94, 12)), ("surface_container_high", Tone(.neutral, 92, 17)),
        ("surface_container_highest", Tone(.neutral, 90, 22)), ("on_surface", Tone(.neutral, 10, 90)),
        ("on_surface_variant", Tone(.neutralVariant, 30, 80)), ("outline", Tone(.neutralVariant, 50, 60)),
        ("outline_variant", Tone(.neutralVariant, 80, 30)), ("inverse_surface", Tone(.neutral, 20, 90)),
        ("inverse_on_surface", Tone(.neutral, 95, 20)), ("surface_variant", Tone(.neutralVariant, 90, 30)),
        ("background", Tone(.neutral, 98, 6)), ("on_background", Tone(.neutral, 10, 90)),
        ("shadow", Tone(.neutral, 0, 0)), ("scrim", Tone(.neutral, 0, 0)),
    ]

    /// The monochrome style's own tones (material-colors' `_is_monochrome` branches).
    static let monochrome: [String: Tone] = [
        "primary": Tone(.primary, 0, 100), "on_primary": Tone(.primary, 90, 10),
        "primary_container": Tone(.primary, 25, 85), "on_primary_container": Tone(.primary, 100, 0),
        "on_secondary": Tone(.secondary, 100, 10),
        "tertiary": Tone(.tertiary, 25, 90), "on_tertiary": Tone(.tertiary, 90, 10),
        "tertiary_container": Tone(.tertiary, 49, 60), "on_tertiary_container": Tone(.tertiary, 100, 0),
        "primary_fixed": Tone(.primary, 40, 40), "primary_fixed_dim": Tone(.primary, 30, 30),
        "on_primary_fixed": Tone(.primary, 100, 100), "on_primary_fixed_variant": Tone(.primary, 90, 90),
        "secondary_fixed": Tone(.secondary, 80, 80), "secondary_fixed_dim": Tone(.secondary, 70, 70),
        "on_secondary_fixed": Tone(.secondary, 10, 10), "on_secondary_fixed_variant": Tone(.secondary, 25, 25),
        "tertiary_fixed": Tone(.tertiary, 40, 40), "tertiary_fixed_dim": Tone(.tertiary, 30, 30),
        "on_tertiary_fixed": Tone(.tertiary, 100, 100), "on_tertiary_fixed_variant": Tone(.tertiary, 90, 90),
    ]

    /// The tones matugen's palettes (`palettes.<name>._<tone>`) list.
    static let paletteTones = [0, 5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 80, 90, 95, 98, 99, 100]
}
