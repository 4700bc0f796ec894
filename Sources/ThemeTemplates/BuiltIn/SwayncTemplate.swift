/// SwayNotificationCenter: the named colors its own style sheet (`/etc/xdg/swaync/style.css`)
/// draws with, redefined, to `@import` after it from the user's `swaync/style.css`;
/// `swaync-client --reload-css` takes it up.
enum SwayncTemplate {
    static let source = """
    /* Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for swaync; @import this after swaync's own style.css. Generated; edits are overwritten. */
    @define-color cc-bg {{color.background | opacity(0.9) | rgba}};
    @define-color noti-border-color {{color.border | flatten}};
    @define-color noti-bg {{color.surfaceElevated | flatten}};
    @define-color noti-bg-hover {{color.surface | flatten}};
    @define-color noti-bg-focus {{color.accentMuted | flatten}};
    @define-color noti-close-bg {{color.surface | flatten}};
    @define-color noti-close-bg-hover {{color.destructiveMuted | flatten}};
    @define-color bg-selected {{color.accent | flatten}};

    .notification, .control-center, .widget-title, .widget-dnd, .widget-label {
        color: {{color.textPrimary | flatten}};
    }

    """
}
