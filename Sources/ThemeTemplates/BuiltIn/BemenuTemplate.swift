/// bemenu: its color options (bemenu(1): `--tb`, `--nb`, `--hb`, …) as `BEMENU_OPTS`, which
/// bemenu reads on every start, in a POSIX shell file to `.` from the shell's startup file.
enum BemenuTemplate {
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for bemenu; `. ~/.config/bemenu/themeswitch.sh` from the shell's startup file, then add your own options: BEMENU_OPTS="$BEMENU_OPTS -l 10". Generated; edits are overwritten.
    export BEMENU_OPTS="\\
    --tb '{{color.surfaceElevated | flatten}}' --tf '{{color.accent | flatten}}' \\
    --fb '{{color.surface | flatten}}' --ff '{{color.textPrimary | flatten}}' \\
    --nb '{{color.background | flatten}}' --nf '{{color.textPrimary | flatten}}' \\
    --ab '{{color.surface | flatten}}' --af '{{color.textPrimary | flatten}}' \\
    --hb '{{color.accent | flatten}}' --hf '{{color.textInverse | flatten}}' \\
    --sb '{{color.accentMuted | flatten}}' --sf '{{color.textPrimary | flatten}}' \\
    --fbb '{{color.warning | flatten}}' --fbf '{{color.textInverse | flatten}}' \\
    --scb '{{color.surface | flatten}}' --scf '{{color.accent | flatten}}' \\
    --bdr '{{color.border | flatten}}'"

    """
}
