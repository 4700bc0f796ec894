/// bat (and delta's `syntax-theme`): a TextMate theme (`.tmTheme` plist) in bat's `themes`
/// directory, taken up by `bat cache --build` and chosen with `--theme=themeswitch`. Syntax
/// colors come from the terminal palette, so they meet its contrast on the background.
enum BatTemplate {
    static let source = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <!-- Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for bat; rebuild bat's theme cache after it changes (bat cache, build option). Generated; edits are overwritten. -->
    <plist version="1.0">
    <dict>
      <key>name</key><string>themeswitch</string>
      <key>settings</key>
      <array>
        <dict>
          <key>settings</key>
          <dict>
            <key>background</key><string>{{terminal.background}}</string>
            <key>foreground</key><string>{{terminal.foreground}}</string>
            <key>caret</key><string>{{terminal.cursor}}</string>
            <key>selection</key><string>{{terminal.selectionBackground}}</string>
            <key>lineHighlight</key><string>{{color.surface | flatten}}</string>
            <key>gutter</key><string>{{terminal.background}}</string>
            <key>gutterForeground</key><string>{{terminal.color8}}</string>
          </dict>
        </dict>
        <dict>
          <key>name</key><string>Comment</string>
          <key>scope</key><string>comment, punctuation.definition.comment</string>
          <key>settings</key><dict><key>foreground</key><string>{{terminal.color8}}</string><key>fontStyle</key><string>italic</string></dict>
        </dict>
        <dict>
          <key>name</key><string>String</string>
          <key>scope</key><string>string</string>
          <key>settings</key><dict><key>foreground</key><string>{{terminal.color2}}</string></dict>
        </dict>
        <dict>
          <key>name</key><string>Constant</string>
          <key>scope</key><string>constant, constant.numeric, constant.language</string>
          <key>settings</key><dict><key>foreground</key><string>{{terminal.color3}}</string></dict>
        </dict>
        <dict>
          <key>name</key><string>Keyword</string>
          <key>scope</key><string>keyword, storage, storage.type.function</string>
          <key>settings</key><dict><key>foreground</key><string>{{terminal.color5}}</string></dict>
        </dict>
        <dict>
          <key>name</key><string>Function</string>
          <key>scope</key><string>entity.name.function, support.function</string>
          <key>settings</key><dict><key>foreground</key><string>{{terminal.color4}}</string></dict>
        </dict>
        <dict>
          <key>name</key><string>Type</string>
          <key>scope</key><string>entity.name.type, support.type, storage.type</string>
          <key>settings</key><dict><key>foreground</key><string>{{terminal.color6}}</string></dict>
        </dict>
        <dict>
          <key>name</key><string>Invalid</string>
          <key>scope</key><string>invalid</string>
          <key>settings</key><dict><key>foreground</key><string>{{terminal.color1}}</string></dict>
        </dict>
        <dict>
          <key>name</key><string>Diff</string>
          <key>scope</key><string>markup.inserted</string>
          <key>settings</key><dict><key>foreground</key><string>{{terminal.color2}}</string></dict>
        </dict>
        <dict>
          <key>name</key><string>Diff removed</string>
          <key>scope</key><string>markup.deleted</string>
          <key>settings</key><dict><key>foreground</key><string>{{terminal.color1}}</string></dict>
        </dict>
      </array>
    </dict>
    </plist>

    """
}
