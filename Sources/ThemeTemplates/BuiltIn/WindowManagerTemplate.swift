/// i3 and sway: `client.*` window colors (i3 User's Guide "Changing colors", sway(5)), the same
/// grammar in both, to `include` from their config; `i3-msg reload` / `swaymsg reload` apply it.
enum WindowManagerTemplate {
    static func source(for program: String) -> String {
        """
        # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} window colors for \(program); `include` this file from its config. Generated; edits are overwritten.
        # class                 border background text indicator child_border
        client.focused          {{color.accent | flatten}} {{color.accent | flatten}} {{color.textInverse | flatten}} {{color.accentHover | flatten}} {{color.accent | flatten}}
        client.focused_inactive {{color.border | flatten}} {{color.surfaceElevated | flatten}} {{color.textPrimary | flatten}} {{color.border | flatten}} {{color.border | flatten}}
        client.unfocused        {{color.border | flatten}} {{color.background | flatten}} {{color.textSecondary | flatten}} {{color.border | flatten}} {{color.border | flatten}}
        client.urgent           {{color.destructive | flatten}} {{color.destructive | flatten}} {{color.textInverse | flatten}} {{color.destructive | flatten}} {{color.destructive | flatten}}
        client.placeholder      {{color.border | flatten}} {{color.background | flatten}} {{color.textPrimary | flatten}} {{color.border | flatten}} {{color.border | flatten}}
        client.background       {{color.background | flatten}}

        """
    }
}
