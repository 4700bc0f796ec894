import ThemeCore

/// The wallpaper and style-parameter sections of `docs/tokens.md`.
extension TokenDocumentation {
    static func wallpapers(_ registry: ThemeRegistry) -> String {
        var lines = [
            """
            ## Wallpapers

            The user may choose a wallpaper apps draw behind their content (issue 12 §5, seed 004 §6,
            seed 003 Part 4): one of \(WallpaperPreset.allCases.count) presets (SimpleX's patterns: \
            \(WallpaperPreset.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")); `\(WallpaperPreset.default.rawValue)` \
            is chosen when none is named), a gradient (`linear`, `radial` or `angular`, \
            \(WallpaperGradient.stopRange.lowerBound)–\(WallpaperGradient.stopRange.upperBound) colors spread evenly, \
            an angle in degrees: linear 0 is top to bottom, clockwise; angular starts its sweep there; radial ignores it), \
            a pattern (seed 003's pattern kind, issue 25 §5: a preset's tile repeated in its tint over the theme's own \
            background, the palette untinted), or an image (PNG, JPEG or WebP by its first bytes, at most 20 MiB, copied to \
            `$XDG_DATA_HOME/themeswitch/wallpapers/<sha256>.png|jpg|webp`). Intensity (how opaque to draw it) and blur
            (how much surfaces over it blur it) are 0–1. A new wallpaper of another kind starts at seed 003's \
            `wallpaperIntensity` \(JSONText.number(Wallpaper.defaultIntensity(of: .pattern(.default)))) and \
            `surfaceBlurIntensity` \(JSONText.number(Wallpaper.defaultBlur(of: .pattern(.default)))) for the kinds seed 003 \
            draws (pattern, gradient, image), and at \(JSONText.number(Wallpaper.defaultIntensity(of: .preset(.default)))) and \
            \(JSONText.number(Wallpaper.defaultBlur(of: .preset(.default)))) for a preset (seed 004's SimpleX presets are drawn \
            whole, unblurred); given values win. A fresh install has none. An app, or a context of one, may have its own \
            (issue 25 §2, seed 004's per-user and per-chat wallpaper): it takes the wallpaper's place in that scope's \
            layers, so only that scope's set changes. Apps draw it from these tokens, present in every set:

            | key | type | value |
            |---|---|---|
            | `wallpaper.kind` | text | `none`, `preset`, `pattern`, `gradient` or `image` |
            | `wallpaper.preset` | text | the name of the preset whose tile is drawn (a preset or a pattern), `""` otherwise |
            | `wallpaper.colors` | text | the gradient's colors, `#RRGGBB[AA]` joined by commas, `""` otherwise |
            | `wallpaper.gradient.kind` | text | `linear`, `radial` or `angular`, `""` otherwise |
            | `wallpaper.gradient.angle` | dimension | degrees, 0 up to 360 (0 unless a gradient) |
            | `wallpaper.image` | text | the copy's absolute path, `""` otherwise |
            | `wallpaper.intensity` | dimension | 0–1 (1 with no wallpaper) |
            | `wallpaper.blur` | dimension | 0–1 (0 with no wallpaper) |
            | `wallpaper.blurRadius` | dimension | points surfaces blur it by: `wallpaper.blur` × \(JSONText.number(Wallpaper.blurModerate)) (seed 003's `surfaceBlur` = `surfaceBlurIntensity` × `blurModerate`, whose `blurModerate` is \(JSONText.number(Wallpaper.blurModerate)) pt in both schemes), so the default blur gives \(JSONText.number(Wallpaper(source: .pattern(.default)).blurRadius)) |
            | `wallpaper.background` | color | the color under the wallpaper: the resolved `color.background`, unless a theme or an override sets it |
            | `wallpaper.tint` | color | the color to draw a preset's or a pattern's tile in; otherwise the background (nothing to draw); unless a theme or an override sets it |
            | `wallpaper.scale` | dimension | 0.5–2 (1 by default): how large a preset's pattern or a repeated image is drawn (SimpleX's `scale`; issue 25 §3) |
            | `wallpaper.scaleType` | text | `fill` (default: cover, cropping), `fit` (the whole image) or `repeat` (tiled at the scale): how an image is scaled (SimpleX's `scaleType`) |

            `wallpaper.background` and `wallpaper.tint` can be set like any color (issue 25 §4): in a theme, or by
            `themeswitch override set wallpaper.tint '#RRGGBB[AA]' [--app ID [--context C]]` at every scope, checked
            and refused with the same sentences as other colors. A set value wins over the derived one in the
            scope's set; with reduce transparency a translucent set background is made solid over `color.background`,
            a translucent set tint over the wallpaper background. An exported token set imported as a theme does not
            read them back (they are the user's wallpaper, not the theme's). Text drawn straight on the wallpaper is
            audited like the other pairs (`themeswitch audit`, and a theme's validation when it sets
            `wallpaper.background`): `color.textPrimary`, `color.textSecondary` and `color.textTertiary` on
            `wallpaper.background` at their minimums (7, 4.5 and 3:1; 7:1 in high contrast). The tile in `wallpaper.tint`
            is decoration, which WCAG 1.4.11 exempts, so it is not audited.

            A preset also tints the palette: the wallpaper layer of "Layers and resolution order", computed per
            theme and scheme over the theme and the layers below it:

            1. **Palette.** `default` takes the table below: SimpleX's preset background and tint for its Light
               theme (light) and its Black theme (dark, like our `#000000` dark). Every other theme — built-in or
               user — turns each table color's OKLCH hue 25 % of the way toward its own accent's hue
               in that scheme, lightness and chroma kept (grays stay gray).
            2. **Background.** `color.background` becomes the palette's background, mixed in linear light into the
               background below at the strongest of 100, 75, 50 and 25 % at which every audited pair on the
               background that meets its minimum below the layer still meets it, with the variant's
               accessibility flags (a pair a global override already breaks does not hold the tint back; in
               high contrast the accent's pairs are left to the high-contrast step, which moves the accent
               over the new background); where none does, the layer sets nothing. Surfaces keep the theme's
               colors.
            3. **Text.** At each strength, translucent `color.textSecondary` and `color.textTertiary` are first made
               more opaque, 5 % at a time, as far as their pairs on the new background need.
            4. **Chat bubbles.** The palette's bubbles — SimpleX's preset message colors (`sentMessage`,
               `sentQuote`, `receivedMessage`, `receivedQuote` of its `PresetWallpaper`), turned like the rest —
               become `color.chat.*`, each only where the text on it still reaches its minimum (see "Chat colors");
               `color.chat.title` follows the new background.

            Patterns, gradients and images do not tint. So a preset adds no contrast failure to any theme, scheme and
            variant, and every built-in theme passes the audit under every preset (a test iterates every theme
            of the registry, user themes included). The dark variants `dim` and `simplex` are under the
            wallpaper: a preset's dark background replaces their `#121212` and `#111528`.

            | preset | light background | light tint | light bubbles (sent, sent quote, received, received quote) | dark background | dark tint | dark bubbles |
            |---|---|---|---|---|---|---|
            """,
        ]
        for preset in WallpaperPreset.allCases {
            let light = preset.palette(.light), dark = preset.palette(.dark)
            let bubbles = { (palette: WallpaperPalette) in palette.bubbles.map { "`\($0.hex)`" }.joined(separator: " ") }
            lines.append("| `\(preset.rawValue)` | `\(light.background.hex)` | `\(light.tint.hex)` | \(bubbles(light)) | `\(dark.background.hex)` | `\(dark.tint.hex)` | \(bubbles(dark)) |")
        }
        lines.append("")
        lines.append("The resolved `color.background` per theme (light / dark), default accessibility:")
        lines.append("")
        lines.append("| preset | " + registry.themes.map { "`\($0.id)`" }.joined(separator: " | ") + " |")
        lines.append("|---|" + String(repeating: "---|", count: registry.themes.count))
        for preset in WallpaperPreset.allCases {
            let cells = registry.themes.map { theme in
                ColorScheme.allCases.map { scheme in
                    let tokens = try? registry.tokens(
                        themeID: theme.id, stack: LayerStack(wallpaper: Wallpaper(source: .preset(preset))), scheme: scheme,
                        accessibility: AccessibilityFlags())
                    return tokens?.color("color.background").map { "`\($0.hex)`" } ?? "—"
                }.joined(separator: " / ")
            }
            lines.append("| `\(preset.rawValue)` | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func styleParameters() -> String {
        var lines = [
            """
            ## Style parameters

            Component tokens are aliases of semantic tokens and cannot be set (a theme or layer sets the semantic
            token instead). Three component-level choices of seed 004 §7 have nothing to derive from, so they are
            declared as **style parameters** (`StyleParameter` in ThemeCore): each has a default and a range,
            is published under its component key, and may be set like a semantic token by a theme or any override
            layer (`themeswitch override set component.bubble.tail off --app org.example.Chat`), with the same
            validation and messages. Flags accept `true`/`false`, `on`/`off`, `1`/`0`.

            | key | type | default | accepted | meaning |
            |---|---|---|---|---|
            """,
        ]
        for parameter in StyleParameter.allCases {
            let accepted = switch parameter {
            case .bubbleTail: "true or false"
            case .bubbleRoundness: "0–1"
            case .avatarCornerRadius: "0–0.5"
            }
            let meaning = switch parameter {
            case .bubbleRoundness: "message bubble corners: 0 square … 1 fully rounded (SimpleX's `chatItemRoundness`)"
            case .bubbleTail: "whether a message bubble has a tail toward its sender (SimpleX's `chatItemTail`)"
            case .avatarCornerRadius: "avatar corner radius as a fraction of its size: 0 square … 0.5 a circle"
            }
            lines.append("| `\(parameter.key)` | \(parameter.defaultValue.type.rawValue) | `\(parameter.defaultValue.formatted)` | \(accepted) | \(meaning) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
