/// Seed 004's chat colors (issue 20 §3; SimpleX's `sentMessage`, `sentQuote`, `receivedMessage`,
/// `receivedQuote` and `title`), derived from each theme's accent, surface and background unless a
/// theme or a layer sets them:
/// - a sent bubble is the accent at 8 % (light) or 24 % (dark) over `color.surface`, its quote at
///   15 % or 38 %;
/// - a received bubble is the scheme's ink (black in light, white in dark) at 5 % or 9 % over the
///   surface, its quote at 10 % or 16 %;
/// - a bubble tint that leaves the text on it below its minimum (the audit's pairs: `textPrimary`
///   on every bubble, `textSecondary` on the two message bubbles; with and without reduce
///   transparency) is weakened, a message and its quote together, to 3/4, 1/2, 1/4 of itself,
///   then to none (the surface, where text passes already);
/// - the title is the accent moved in OKLCH lightness (hue kept) as little as makes it reach its
///   minimum on `color.background` (4.5:1, 7:1 in high contrast).
enum ChatColors {
    /// The bubble fills in pairs, a message and its quote, each with its accent or ink share in light and dark.
    static let bubbles: [(color: SemanticColor, ofAccent: Bool, light: Double, dark: Double)] = [
        (.chatSentMessage, true, 0.08, 0.24), (.chatSentQuote, true, 0.15, 0.38),
        (.chatReceivedMessage, false, 0.05, 0.09), (.chatReceivedQuote, false, 0.10, 0.16),
    ]

    /// Every chat color.
    static let members: [SemanticColor] = bubbles.map(\.color) + [.chatTitle]

    /// The weakenings tried, strongest first; the last (none) is the surface itself.
    static let strengths: [Double] = [1, 0.75, 0.5, 0.25, 0]

    /// Derives every chat color of `semantic` not in `kept` from its accent, surface, background and
    /// text. A message and its quote share one weakening, so the quote stays the stronger tint.
    static func derive(_ semantic: inout SemanticTokens, scheme: ColorScheme, highContrast: Bool,
                       keeping kept: Set<SemanticColor> = []) {
        let surface = semantic[.surface].composited(over: semantic[.background])
        let ink = scheme == .light ? PrimitiveColors.black : PrimitiveColors.white
        for pair in [bubbles[0...1], bubbles[2...3]] {
            let derived = pair.filter { !kept.contains($0.color) }
            guard !derived.isEmpty else { continue }
            let requirements = ContrastAudit.requirements.filter { requirement in derived.contains { $0.color == requirement.background } }
            for strength in strengths {
                for bubble in derived {
                    let tint = bubble.ofAccent ? semantic[.accent] : ink
                    let share = scheme == .light ? bubble.light : bubble.dark
                    semantic[bubble.color] = tint.withAlpha(share * strength * tint.alpha).composited(over: surface)
                }
                if ContrastFit.passesBothWays(semantic, requirements, highContrast: highContrast) { break }
            }
        }
        if !kept.contains(.chatTitle) {
            semantic[.chatTitle] = title(accent: semantic[.accent], on: semantic[.background], highContrast: highContrast)
        }
    }

    /// The accent as a title on `background`: moved (darker on a light background) until it
    /// reaches 4.5:1, or 7:1 in high contrast.
    static func title(accent: RGBAColor, on background: RGBAColor, highContrast: Bool) -> RGBAColor {
        let minimum = highContrast ? ContrastAudit.highContrastTextMinimum : 4.5
        let darker = WCAG.contrastRatio(background, PrimitiveColors.black) > WCAG.contrastRatio(background, PrimitiveColors.white)
        return ColorAdjustment.minimalLightnessShift(of: accent.withAlpha(1), darker: darker) { candidate in
            WCAG.contrastRatio(foreground: candidate, on: background) >= minimum
        }
    }
}
