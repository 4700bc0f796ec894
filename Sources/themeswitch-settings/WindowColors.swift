import CAdwaita
import ThemeClient
import ThemeCore

/// The window wears the theme in force: libadwaita's named colors (`window_bg_color`,
/// `accent_bg_color`, …) redefined from the token set, in a style provider above the theme's, and
/// the style manager forced to the resolved scheme. Each published change repaints the window.
@MainActor
final class WindowColors {
    private let provider = gtk_css_provider_new()

    init() {
        if let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
    }

    /// Takes the colors of `snapshot`, the set in force in its resolved scheme.
    func show(_ snapshot: ThemeSnapshot) {
        adw_style_manager_set_color_scheme(adw_style_manager_get_default(),
                                           snapshot.scheme == .dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT)
        let css = Self.css(snapshot.tokens.color)
        gtk_css_provider_load_from_data(provider, css, -1)
    }

    /// The style sheet: each libadwaita color from its token.
    static func css(_ colors: ColorTokens) -> String {
        let names: [(String, RGBAColor)] = [
            ("window_bg_color", colors.background), ("window_fg_color", colors.textPrimary),
            ("view_bg_color", colors.surface), ("view_fg_color", colors.textPrimary),
            ("headerbar_bg_color", colors.surfaceElevated), ("headerbar_fg_color", colors.textPrimary),
            ("card_bg_color", colors.surface), ("card_fg_color", colors.textPrimary),
            ("popover_bg_color", colors.surfaceElevated), ("popover_fg_color", colors.textPrimary),
            ("dialog_bg_color", colors.surfaceElevated), ("dialog_fg_color", colors.textPrimary),
            ("accent_bg_color", colors.accent), ("accent_fg_color", colors.textInverse), ("accent_color", colors.accent),
            ("destructive_bg_color", colors.destructive), ("destructive_color", colors.destructive),
            ("success_color", colors.success), ("warning_color", colors.warning), ("error_color", colors.destructive),
        ]
        return names.map { "@define-color \($0.0) \(cssColor($0.1));\n" }.joined()
    }

    private static func cssColor(_ color: RGBAColor) -> String {
        let channels = [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }
        return "rgba(\(channels.joined(separator: ",")),\(color.alpha))"
    }
}
