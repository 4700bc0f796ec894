/// alacritty before 0.13 (Debian 12's 0.11): the same `colors` as ``AlacrittyTemplate`` in YAML
/// (alacritty.yml's `colors:`), to `import:` from alacritty.yml; alacritty reloads imported files live.
enum AlacrittyYAMLTemplate {
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for alacritty (before 0.13, YAML); import this file from alacritty.yml. Generated; edits are overwritten.
    colors:
      primary:
        foreground: "{{terminal.foreground}}"
        background: "{{terminal.background}}"
      cursor:
        text: "{{terminal.cursorText}}"
        cursor: "{{terminal.cursor}}"
      selection:
        text: "{{terminal.selectionForeground}}"
        background: "{{terminal.selectionBackground}}"
      normal:
        black: "{{terminal.color0}}"
        red: "{{terminal.color1}}"
        green: "{{terminal.color2}}"
        yellow: "{{terminal.color3}}"
        blue: "{{terminal.color4}}"
        magenta: "{{terminal.color5}}"
        cyan: "{{terminal.color6}}"
        white: "{{terminal.color7}}"
      bright:
        black: "{{terminal.color8}}"
        red: "{{terminal.color9}}"
        green: "{{terminal.color10}}"
        yellow: "{{terminal.color11}}"
        blue: "{{terminal.color12}}"
        magenta: "{{terminal.color13}}"
        cyan: "{{terminal.color14}}"
        white: "{{terminal.color15}}"

    """
}
