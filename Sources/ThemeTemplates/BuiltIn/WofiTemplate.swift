/// wofi: a GTK 3 style sheet for the ids wofi(7) documents (`#window`, `#input`, `#entry`,
/// `#text`, …), given as `style=` in wofi's config or `--style`; wofi reads it at every start.
enum WofiTemplate {
    static let source = """
    /* Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for wofi; style=this file in wofi's config, or --style. Generated; edits are overwritten. */
    @define-color ts_background {{color.background | flatten}};
    @define-color ts_surface {{color.surface | flatten}};
    @define-color ts_foreground {{color.textPrimary | flatten}};
    @define-color ts_foreground_secondary {{color.textSecondary | flatten}};
    @define-color ts_accent {{color.accent | flatten}};
    @define-color ts_on_accent {{color.textInverse | flatten}};
    @define-color ts_border {{color.border | flatten}};

    #window {
        background-color: @ts_background;
        color: @ts_foreground;
        border: 1px solid @ts_border;
    }
    #input {
        background-color: @ts_surface;
        color: @ts_foreground;
        border: 1px solid @ts_border;
    }
    #input:focus {
        border-color: @ts_accent;
    }
    #outer-box, #inner-box, #scroll {
        background-color: @ts_background;
    }
    #text {
        color: @ts_foreground;
    }
    #entry:selected {
        background-color: @ts_accent;
    }
    #entry:selected #text {
        color: @ts_on_accent;
    }
    #img {
        color: @ts_foreground_secondary;
    }

    """
}
