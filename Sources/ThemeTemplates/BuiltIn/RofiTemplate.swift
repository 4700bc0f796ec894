/// rofi: a `.rasi` theme (rofi-theme(5)) setting the variables rofi's default theme reads,
/// for `@theme` or `@import` from config.rasi; rofi reads it at every start.
enum RofiTemplate {
    static let source = """
    /* Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for rofi; @import this file from config.rasi. Generated; edits are overwritten. */
    * {
        foreground: {{color.textPrimary | flatten}};
        background: {{color.background | flatten}};
        background-color: {{color.background | flatten}};
        border-color: {{color.border | flatten}};
        separatorcolor: {{color.separator | flatten}};
        normal-foreground: {{color.textPrimary | flatten}};
        normal-background: {{color.background | flatten}};
        alternate-normal-foreground: {{color.textPrimary | flatten}};
        alternate-normal-background: {{color.surface | flatten}};
        selected-normal-foreground: {{color.textInverse | flatten}};
        selected-normal-background: {{color.accent | flatten}};
        active-foreground: {{color.accent | flatten}};
        active-background: {{color.background | flatten}};
        alternate-active-foreground: {{color.accent | flatten}};
        alternate-active-background: {{color.surface | flatten}};
        selected-active-foreground: {{color.textInverse | flatten}};
        selected-active-background: {{color.accentHover | flatten}};
        urgent-foreground: {{color.destructive | flatten}};
        urgent-background: {{color.background | flatten}};
        alternate-urgent-foreground: {{color.destructive | flatten}};
        alternate-urgent-background: {{color.surface | flatten}};
        selected-urgent-foreground: {{color.textInverse | flatten}};
        selected-urgent-background: {{color.destructive | flatten}};
    }

    """
}
