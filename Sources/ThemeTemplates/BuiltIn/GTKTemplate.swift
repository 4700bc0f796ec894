/// GTK 3/4 `gtk.css`: libadwaita's named colors (which its stylesheet draws with) and GTK 3's
/// `theme_*` colors, from our tokens; then the toolkit colors libadwaita has no name for (focus
/// ring, links, text selection), as named colors of ours and the rules that draw with them. Written to a file of its own
/// (`$XDG_CONFIG_HOME/gtk-4.0/themeswitch.css`) that the user's `gtk-4.0/gtk.css` and
/// `gtk-3.0/gtk.css` `@import` (`themeswitch setup` writes the line); GTK loads gtk.css at user
/// priority over the theme.
enum GTKTemplate {
    static let source = """
    /* Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for GTK 4 (libadwaita's named colors) and GTK 3. Generated; edits are overwritten. */
    @define-color accent_color {{color.accent | flatten}};
    @define-color accent_bg_color {{color.accent | flatten}};
    @define-color accent_fg_color {{color.textInverse | flatten}};
    @define-color destructive_color {{color.destructive | flatten}};
    @define-color destructive_bg_color {{color.destructive | flatten}};
    @define-color destructive_fg_color {{color.textInverse | flatten}};
    @define-color success_color {{color.success | flatten}};
    @define-color success_bg_color {{color.success | flatten}};
    @define-color success_fg_color {{color.textInverse | flatten}};
    @define-color warning_color {{color.warning | flatten}};
    @define-color warning_bg_color {{color.warning | flatten}};
    @define-color warning_fg_color {{#light}}{{color.textPrimary | flatten}}{{/light}}{{#dark}}{{color.textInverse | flatten}}{{/dark}};
    @define-color error_color {{color.destructive | flatten}};
    @define-color error_bg_color {{color.destructive | flatten}};
    @define-color error_fg_color {{color.textInverse | flatten}};
    @define-color window_bg_color {{color.background | flatten}};
    @define-color window_fg_color {{color.textPrimary | flatten}};
    @define-color view_bg_color {{color.surface | flatten}};
    @define-color view_fg_color {{color.textPrimary | flatten}};
    @define-color headerbar_bg_color {{color.surfaceElevated | flatten}};
    @define-color headerbar_fg_color {{color.textPrimary | flatten}};
    @define-color headerbar_border_color {{color.textPrimary | flatten}};
    @define-color headerbar_backdrop_color {{color.background | flatten}};
    @define-color headerbar_shade_color {{color.separator | rgba}};
    @define-color headerbar_darker_shade_color {{color.border | rgba}};
    @define-color sidebar_bg_color {{color.surfaceElevated | flatten}};
    @define-color sidebar_fg_color {{color.textPrimary | flatten}};
    @define-color sidebar_backdrop_color {{color.background | flatten}};
    @define-color sidebar_shade_color {{color.separator | rgba}};
    @define-color card_bg_color {{color.surface | flatten}};
    @define-color card_fg_color {{color.textPrimary | flatten}};
    @define-color card_shade_color {{color.separator | rgba}};
    @define-color dialog_bg_color {{color.surfaceElevated | flatten}};
    @define-color dialog_fg_color {{color.textPrimary | flatten}};
    @define-color popover_bg_color {{color.surfaceElevated | flatten}};
    @define-color popover_fg_color {{color.textPrimary | flatten}};
    @define-color popover_shade_color {{color.separator | rgba}};
    @define-color thumbnail_bg_color {{color.surface | flatten}};
    @define-color thumbnail_fg_color {{color.textPrimary | flatten}};
    @define-color shade_color {{color.separator | rgba}};
    @define-color scrollbar_outline_color {{color.border | rgba}};

    /* GTK 3 themes' public names, for GTK 3 apps. */
    @define-color theme_bg_color @window_bg_color;
    @define-color theme_fg_color @window_fg_color;
    @define-color theme_base_color @view_bg_color;
    @define-color theme_text_color @view_fg_color;
    @define-color theme_selected_bg_color @accent_bg_color;
    @define-color theme_selected_fg_color @accent_fg_color;
    @define-color borders {{color.border | flatten}};

    /* Focus ring, links and text selection, which libadwaita draws from its accent without a name of their own. */
    @define-color themeswitch_focus_ring_color {{color.focusRing | flatten}};
    @define-color themeswitch_link_color {{color.link | flatten}};
    @define-color themeswitch_link_visited_color {{color.linkVisited | flatten}};
    @define-color themeswitch_selection_bg_color {{color.selection | flatten}};
    @define-color themeswitch_selection_fg_color {{color.onSelection | flatten}};
    *:focus-visible { outline-color: @themeswitch_focus_ring_color; }
    *:link, button.link:link > label { color: @themeswitch_link_color; }
    *:visited, button.link:visited > label { color: @themeswitch_link_visited_color; }
    selection { background-color: @themeswitch_selection_bg_color; color: @themeswitch_selection_fg_color; }

    """
}
