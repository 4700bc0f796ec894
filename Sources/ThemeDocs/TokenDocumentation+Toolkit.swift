import ThemeCore

/// The toolkit section of `docs/tokens.md` (issue 20 §2): the colors, elevation levels and text
/// metrics toolkits need, and how each is made.
extension TokenDocumentation {
    static func toolkit() -> String {
        """
        ## Toolkit tokens

        What GTK, Qt and the web need beyond seed 000's set, from seed 003's semantic level (issue 20 §2).
        Each color is derived from the theme's own colors unless a theme or layer sets it, then moved in
        OKLCH lightness (hue kept) as little as gives its audited pairs their minimum ("Contrast audit"
        below), in every theme, scheme, dark variant and layer — so a user theme that changes its accent
        or background stays saveable, and only a toolkit color the user sets can be a finding:

        | token | derived from | rule |
        |---|---|---|
        | `color.focusRing` | the accent | ≥ 3:1 on background and surface (WCAG 1.4.11) |
        | `color.link` | the accent | ≥ 4.5:1 (7:1 in high contrast) on background and surface |
        | `color.linkVisited` | the link, its OKLCH hue turned \(Int(ToolkitColors.visitedHueTurn))° (a blue link's visited shade is violet) | as `link` |
        | `color.textDisabled` | `textPrimary` at 38 % (Material's disabled content) | none: WCAG 1.4.3 exempts the text of inactive controls |
        | `color.borderStrong` | `textPrimary` at 50 % made solid over the surface | ≥ 3:1 on background and surface (text field and checkbox outlines) |
        | `color.info`, `color.infoMuted` | system blue, as the other status colors; muted at 12 % / 15 % | like the other status colors; badge labels (`textPrimary`) on it ≥ 7:1 |
        | `color.scrim` | black at 60 % (seed 003's `Opacity.heavy`), both schemes | none (a translucent backdrop) |
        | `color.selection` | the accent at 25 % (light) / 40 % (dark) made solid over the background — solid, so a terminal can use it — then moved away from `textPrimary` until that reaches the selected-text minimum | — |
        | `color.onSelection` | `textPrimary` | ≥ 4.5:1 (7:1) on `selection` |

        The seed's dark scrim is opaque black, which would hide the page a dialog belongs to; both schemes
        use its light 60 %.

        **Elevation**: `shadow.level0` … `shadow.level5`, Material's six elevation levels, on seed 003's
        shadow primitives: level0 none, level1 radius 2 / y 1 (4 % black), level2 4 / 2 (8 %), level3 8 / 4
        (12 %), level4 12 / 6 (14 %), level5 16 / 8 (16 %); dark mode suppresses them like every shadow.
        Seed 000's `shadow.subtle`, `shadow.medium` and `shadow.elevated` are aliases of levels 1, 2 and 3:
        they always carry the level's values, and setting one sets its level (a level's own key wins
        when both are set).

        **Text metrics**: every `typography.<style>` has `.lineHeight` (points between baselines) and
        `.letterSpacing` (points, negative tighter). `displayLarge` takes seed 003's values (40 pt, −0.5 pt);
        the other styles, whose sizes are seed 000's Apple type scale, take the leading and tracking Apple's
        Human Interface Guidelines give SF Pro at the same size (17 pt: 22 pt lines, −0.43 pt). CSS
        writes them as `--…-line-height` and `--…-letter-spacing` and in the `font` shorthand
        (`400 15px/20px system-ui`); DTCG in the `typography` composite, `lineHeight` as DTCG's multiple
        of the font size (read back in points, to 1/10000 pt).

        **Components** (seed 003 Level 3): `component.button.ghost.*` (no fill or border, accent label),
        `component.badge.*` (neutral on the elevated surface; accent, success, warning, destructive and
        info on their muted color with a border in the full one), `component.groupHeader.*`,
        `component.card.border` and `component.card.nested.*`. A badge's label is `textPrimary`, not the
        seed's status color: green or orange text on its own 12 % tint reaches about 2:1.

        """
    }
}
