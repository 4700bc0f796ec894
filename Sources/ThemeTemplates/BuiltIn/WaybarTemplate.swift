/// waybar (GTK 3 CSS): named colors to `@import` at the top of waybar's style.css and use as
/// `@ts_background`, `@ts_accent`, …; waybar reloads its style on SIGUSR2.
enum WaybarTemplate {
    static let source = """
    /* Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for waybar; @import this file from style.css. Generated; edits are overwritten. */
    @define-color ts_background {{color.background | flatten}};
    @define-color ts_surface {{color.surface | flatten}};
    @define-color ts_surface_elevated {{color.surfaceElevated | flatten}};
    @define-color ts_foreground {{color.textPrimary | flatten}};
    @define-color ts_foreground_secondary {{color.textSecondary | flatten}};
    @define-color ts_foreground_tertiary {{color.textTertiary | flatten}};
    @define-color ts_accent {{color.accent | flatten}};
    @define-color ts_accent_hover {{color.accentHover | flatten}};
    @define-color ts_on_accent {{color.textInverse | flatten}};
    @define-color ts_border {{color.border | flatten}};
    @define-color ts_destructive {{color.destructive | flatten}};
    @define-color ts_success {{color.success | flatten}};
    @define-color ts_warning {{color.warning | flatten}};

    """
}
