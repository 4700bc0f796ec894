import FoundationEssentials
import ThemeCore

/// What a wired program needs to follow a change while it runs, as `themeswitch setup` turns it
/// on and says it (pure).
enum SetupLive {
    /// The sentence for the program `id` (``SetupProgram/id``), or nil when it follows with nothing to say.
    static func note(_ id: String) -> String? {
        switch id {
        case "foot": "foot 1.13 reads its colors only at start; running foots follow through live-reload: terminals (OSC 4/10/11/12 to your terminals)"
        case "waybar": "waybar reloads its style on SIGUSR2 (live-reload: waybar, on unless set false)"
        case "gtk4", "gtk3": "GTK apps read gtk.css when they start; libadwaita apps follow the scheme through the settings portal"
        case "alacritty": "Alacritty reloads imported files by itself"
        case "btop": "btop reads its theme when it starts"
        case "bat": "bat reads themes from its cache: the daemon rebuilds it (batcat cache --build) each time it rewrites the theme"
        case "helix": "Helix reads its theme when it starts; a running one: :config-reload"
        case "delta": "git runs delta with the new colors at once; its syntax-theme is bat's themeswitch theme, in bat's cache once bat is set up too"
        case "qt5ct", "qt6ct": "Qt apps read the palette when they start, and only with QT_QPA_PLATFORMTHEME=\(id) in their environment"
        default: nil
        }
    }

    /// Whether the program `id` needs `live-reload: terminals: true` to follow while it runs.
    static func needsTerminals(_ id: String) -> Bool { id == "foot" }

    /// config.yaml's `text` with `terminals: true` under `live-reload:` (the key made when
    /// missing, with the indentation of its other keys); nil when the block has a `terminals:`
    /// line already (the user's choice stays) or `live-reload` is not a block mapping.
    static func enablingTerminals(in text: String) -> String? {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        guard let start = lines.firstIndex(where: { $0.hasPrefix("live-reload:") }) else {
            return ConfigurationEditor.replacing("live-reload", in: text, with: "live-reload:\n  terminals: true")
        }
        let rest = lines[start].dropFirst("live-reload:".count).trimmed
        guard rest.isEmpty || rest.hasPrefix("#") else { return nil }
        var end = start + 1
        while end < lines.count, lines[end].isEmpty || lines[end].first == " " || lines[end].first == "\t" { end += 1 }
        let block = lines[(start + 1)..<end]
        guard !block.contains(where: { $0.trimmed.hasPrefix("terminals:") }) else { return nil }
        let indent = block.first { !$0.trimmed.isEmpty && !$0.trimmed.hasPrefix("#") }.map { String($0.prefix { $0 == " " || $0 == "\t" }) } ?? "  "
        lines.insert("\(indent)terminals: true", at: start + 1)
        return lines.joined(separator: "\n") + "\n"
    }
}
