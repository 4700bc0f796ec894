import ThemeClient

/// Draws the sample UI of one snapshot as text with 24-bit ANSI colors.
enum CardRenderer {
    static let width = 48

    /// The whole screen for `snapshot`; `clear` first moves to the top and clears.
    static func render(_ snapshot: ThemeSnapshot, clear: Bool) -> String {
        let tokens = snapshot.tokens
        let color = tokens.color
        let background = color.surfaceElevated.composited(over: color.background)
        let surface = color.surface.composited(over: background)
        var lines: [String] = []

        func row(_ segments: [(String, RGBAColor, RGBAColor)], fill: RGBAColor, width: Int = width) -> String {
            let used = segments.reduce(0) { $0 + $1.0.count }
            return segments.map { paint($0.0, $0.1, $0.2) }.joined()
                + paint(String(repeating: " ", count: max(0, width - used)), fill, fill)
        }
        func blank(_ fill: RGBAColor) -> String { row([], fill: fill) }
        /// A line of the card: a background margin, the card's surface with `segments`, a margin.
        func onCard(_ segments: [(String, RGBAColor, RGBAColor)]) -> String {
            paint("  ", background, background)
                + row([("  ", surface, surface)] + segments, fill: surface, width: width - 4)
                + paint("  ", background, background)
        }

        lines.append(blank(background))
        lines.append(row([("  ", background, background),
                          ("\(snapshot.themeID) · \(snapshot.scheme.rawValue) · serial \(snapshot.serial)",
                           color.textSecondary.composited(over: background), background)], fill: background))
        lines.append(blank(background))
        lines.append(onCard([]))
        lines.append(onCard([("Inbox zero, finally", color.textPrimary.composited(over: surface), surface)]))
        lines.append(onCard([("Titles \(Int(tokens.typography.titleMedium.size)) pt, weight \(tokens.typography.titleMedium.weight)",
                              color.textSecondary.composited(over: surface), surface)]))
        lines.append(onCard([("2 min ago", color.textTertiary.composited(over: surface), surface)]))
        lines.append(onCard([]))
        let chip = color.accentMuted.composited(over: surface)
        lines.append(onCard([(" Primary ", color.textInverse, color.accent), ("  ", surface, surface),
                             (" Social ", color.textPrimary.composited(over: chip), chip), ("  ", surface, surface),
                             (" Updates ", color.categoryUpdates, color.categoryUpdatesMuted.composited(over: surface))]))
        lines.append(onCard([]))
        lines.append(onCard([("   Reply   ", color.textInverse, color.accent), ("  ", surface, surface),
                             ("  Archive  ", color.accent.composited(over: surface), surface)]))
        lines.append(onCard([]))
        lines.append(blank(background))
        let swatches = color.avatarPalette.map { paint("  ", $0, $0) }.joined()
        lines.append(paint("  ", background, background) + swatches
                     + paint(String(repeating: " ", count: width - 2 - 20), background, background))
        lines.append(blank(background))
        return (clear ? "\u{1B}[H\u{1B}[2J" : "") + lines.joined(separator: "\n") + "\n"
    }

    /// `text` in `foreground` on `background`, then the terminal's colors again.
    static func paint(_ text: String, _ foreground: RGBAColor, _ background: RGBAColor) -> String {
        "\u{1B}[38;2;\(byte(foreground.red));\(byte(foreground.green));\(byte(foreground.blue))m"
            + "\u{1B}[48;2;\(byte(background.red));\(byte(background.green));\(byte(background.blue))m"
            + text + "\u{1B}[0m"
    }

    private static func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
}
