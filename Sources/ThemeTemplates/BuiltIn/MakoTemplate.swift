/// mako: a configuration for `mako -c FILE` (Debian 12's mako 1.7 has no include) with the style
/// options of mako(5): `background-color`, `text-color`, `border-color`, `progress-color`, and
/// `[urgency=…]` criteria; `makoctl reload` takes it up.
enum MakoTemplate {
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for mako. Generated; edits are overwritten.
    background-color={{color.surfaceElevated | flatten}}
    text-color={{color.textPrimary | flatten}}
    border-color={{color.border | flatten}}
    progress-color=over {{color.accentMuted | flatten}}

    [urgency=low]
    text-color={{color.textSecondary | flatten}}

    [urgency=critical]
    border-color={{color.destructive | flatten}}

    """
}
