/// X resources (xrdb(1)): `*.foreground`, `*.background`, `*.cursorColor`, `*.color0`–`15`,
/// read by xterm, urxvt and other X programs; `xrdb -merge FILE` loads it.
enum XresourcesTemplate {
    static let source = """
    ! Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for X resources; `xrdb -merge` this file. Generated; edits are overwritten.
    *.foreground: {{terminal.foreground}}
    *.background: {{terminal.background}}
    *.cursorColor: {{terminal.cursor}}

    """ + (0..<16).map { "*.color\($0): {{terminal.color\($0)}}" }.joined(separator: "\n") + "\n"
}
