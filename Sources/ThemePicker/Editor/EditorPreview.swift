import TerminalUI
import ThemeCore

/// The preview pane: a card, chips, buttons, status marks, text styles and the terminal palette,
/// each drawn in the colors of the theme being edited in the scheme shown. Pure: the same
/// tokens and width give the same lines.
struct EditorPreview {
    /// The pane's width in cells.
    let width: Int
    /// The working copy resolved in the scheme shown.
    let tokens: TokenSet
    /// The scheme shown.
    let scheme: ColorScheme

    private func color(_ semantic: SemanticColor) -> TerminalColor {
        PickerPalette.terminal(composited(semantic))
    }

    /// A translucent color (a muted fill) as it shows over the background.
    private func composited(_ semantic: SemanticColor) -> RGBAColor {
        let background = tokens.color(SemanticColor.background.key) ?? RGBAColor(red: 0, green: 0, blue: 0)
        return (tokens.color(semantic.key) ?? background).composited(over: background)
    }

    private var base: TextStyle { TextStyle(foreground: color(.textPrimary), background: color(.background)) }

    private func line() -> StyledLine { StyledLine(fill: base) }

    /// The pane's lines, `height` of them.
    func lines(height: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        var title = line()
        title.append(" Preview · \(scheme.rawValue) ", TextStyle(foreground: color(.accent), background: color(.background), bold: true))
        title.append("(t switches)", TextStyle(foreground: color(.textSecondary), background: color(.background)))
        lines += [title, line()]
        lines += card()
        lines.append(line())
        lines.append(chips())
        lines.append(line())
        lines.append(buttons())
        lines.append(statusMarks())
        lines.append(line())
        lines += textStyles()
        lines.append(line())
        lines += terminalPalette()
        while lines.count < height { lines.append(line()) }
        return Array(lines.prefix(height))
    }

    private func card() -> [StyledLine] {
        let inner = max(width - 4, 8)
        let surface = color(.surface)
        let border = TextStyle(foreground: color(.border), background: color(.background))
        func row(_ text: String, _ style: TextStyle) -> StyledLine {
            var line = line()
            line.append(" │", border)
            let body = " " + String(text.prefix(inner - 1))
            line.append(body + String(repeating: " ", count: max(inner - body.count, 0)), style)
            line.append("│", border)
            return line
        }
        var top = line()
        top.append(" ┌" + String(repeating: "─", count: inner) + "┐", border)
        var bottom = line()
        bottom.append(" └" + String(repeating: "─", count: inner) + "┘", border)
        return [
            top,
            row("Weekly digest", TextStyle(foreground: color(.textPrimary), background: surface, bold: true)),
            row("Your theme, on a card surface.", TextStyle(foreground: color(.textSecondary), background: surface)),
            row("3 min ago · tertiary caption", TextStyle(foreground: color(.textTertiary), background: surface)),
            bottom,
        ]
    }

    private func chips() -> StyledLine {
        var line = line()
        line.append(" ")
        let chips: [(String, SemanticColor, SemanticColor)] = [
            ("Social", .categorySocial, .categorySocialMuted), ("Updates", .categoryUpdates, .categoryUpdatesMuted),
            ("Forums", .categoryForums, .categoryForumsMuted), ("Promos", .categoryPromotions, .categoryPromotionsMuted),
        ]
        for (label, text, fill) in chips {
            line.append(" \(label) ", TextStyle(foreground: color(text), background: color(fill)))
            line.append(" ")
        }
        return line
    }

    private func buttons() -> StyledLine {
        var line = line()
        line.append(" ")
        line.append(" Send ", TextStyle(foreground: color(.textInverse), background: color(.accent), bold: true))
        line.append(" ")
        line.append(" Hover ", TextStyle(foreground: color(.textInverse), background: color(.accentHover), bold: true))
        line.append(" ")
        line.append(" Delete ", TextStyle(foreground: color(.textInverse), background: color(.destructive), bold: true))
        line.append(" ")
        line.append(" Cancel ", TextStyle(foreground: color(.accent), background: color(.accentMuted)))
        return line
    }

    private func statusMarks() -> StyledLine {
        var line = line()
        line.append(" ")
        for (label, semantic) in [("saved", SemanticColor.success), ("low space", .warning), ("failed", .destructive), ("unread", .unreadDot)] {
            line.append("● ", TextStyle(foreground: color(semantic), background: color(.background)))
            line.append(label + "  ", TextStyle(foreground: color(.textSecondary), background: color(.background)))
        }
        return line
    }

    private func textStyles() -> [StyledLine] {
        [TypographyRole.displayLarge, .titleLarge, .bodyLarge, .labelMedium, .caption].map { role in
            let size = tokens[role.sizeKey].map(\.formatted) ?? "?"
            let weight: UInt32 = if case .fontWeight(let value)? = tokens[role.weightKey] { value } else { 400 }
            var line = line()
            line.append(" " + String(describing: role), TextStyle(foreground: color(.textPrimary), background: color(.background), bold: weight >= 600))
            line.pad(to: 16)
            line.append("\(size) pt · \(weight)", TextStyle(foreground: color(.textTertiary), background: color(.background)))
            return line
        }
    }

    /// The 16 colors a terminal gets from the theme (the Base16 export's palette), in two rows.
    private func terminalPalette() -> [StyledLine] {
        let palette = Base16Mapping.scheme(of: tokens, system: .base16, name: "preview", author: "", variant: scheme).palette
        var label = line()
        label.append(" Terminal palette", TextStyle(foreground: color(.textSecondary), background: color(.background)))
        return [label] + [palette.prefix(8), palette.dropFirst(8).prefix(8)].map { row in
            var line = line()
            line.append(" ")
            for entry in row {
                line.append("███", TextStyle(foreground: PickerPalette.terminal(entry), background: color(.background)))
                line.append(" ")
            }
            return line
        }
    }
}
