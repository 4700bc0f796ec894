/// qt6ct color scheme (`~/.config/qt6ct/colors/themeswitch.conf`, INI as QSettings reads it, with
/// a `;` comment): `[ColorScheme]` with `active_colors`, `inactive_colors` and `disabled_colors`,
/// each 21 `#AARRGGBB` colors in `QPalette::ColorRole` order (qt6ct's `Qt6CT::loadColorScheme`
/// reads at least that many and, on Qt 6.6+, copies Highlight into the 22nd, Accent).
enum QtColorSchemeTemplate {
    /// Token placeholders per role, WindowText … PlaceholderText.
    private static let active = [
        "color.textPrimary", "color.surfaceElevated", "color.surface", "color.surfaceElevated", "color.border",
        "color.separator", "color.textPrimary", "color.background", "color.textPrimary", "color.surface",
        "color.background", "color.border", "color.accent", "color.textInverse", "color.accent",
        "color.accentHover", "color.surfaceElevated", "color.background", "color.surfaceElevated",
        "color.textPrimary", "color.textTertiary",
    ]
    /// Disabled text roles (WindowText, Text, ButtonText) and Highlight differ from active.
    private static let disabled = active.enumerated().map { index, key in
        [0, 6, 8].contains(index) ? "color.textTertiary" : index == 12 ? "color.disabled" : key
    }

    private static func list(_ keys: [String]) -> String {
        keys.map { "{{\($0) | flatten | argb}}" }.joined(separator: ", ")
    }

    static let source = """
    ; Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} palette for qt6ct; choose it in qt6ct's Appearance page. Generated; edits are overwritten.
    [ColorScheme]
    active_colors=\(list(active))
    disabled_colors=\(list(disabled))
    inactive_colors=\(list(active))

    """
}
