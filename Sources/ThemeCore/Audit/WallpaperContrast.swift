/// The text drawn straight on the wallpaper (issue 25 §4: date separators, notices, empty-state
/// text over a chat's wallpaper), audited like the other pairs: each text color of FR-CO-01 on
/// `wallpaper.background`, at its seed minimum (7:1 for all text in high contrast). Unset, the
/// wallpaper background is `color.background`, so these pass wherever text on the background does;
/// a theme or an override that sets it gets them checked. The tile (`wallpaper.tint`) is
/// decoration, which WCAG 1.4.11 exempts, so it is not audited.
public enum WallpaperContrast {
    /// One audited pair: a text color on the wallpaper background.
    public struct Entry: Sendable, Hashable {
        /// The text color.
        public let foreground: SemanticColor
        /// The measured ratio, 0 when a token is missing.
        public let ratio: Double
        /// The minimum in the audited variant.
        public let minimum: Double
        /// Where the text appears.
        public let context: String

        /// Whether the pair is below its minimum.
        public var fails: Bool { ratio < minimum }
    }

    /// Every pair of `tokens`, a set resolved with or without high contrast, in text-level order.
    public static func entries(tokens: TokenSet, highContrast: Bool) -> [Entry] {
        ContrastAudit.textLevels.map { level in
            let minimum = highContrast ? max(level.minimum, ContrastAudit.highContrastTextMinimum) : level.minimum
            let ratio: Double = if let text = tokens.color(level.color.key), let background = tokens.color(WallpaperColor.background.key) {
                WCAG.contrastRatio(foreground: text, on: background)
            } else { 0 }
            return Entry(foreground: level.color, ratio: ratio, minimum: minimum,
                         context: (level.context.split(separator: ",").first.map(String.init) ?? level.context) + " over the wallpaper")
        }
    }

    /// Seed 002's findings for a theme that sets `wallpaper.background` in `scheme`: a pair below its
    /// minimum is a warning, below ``ContrastProblems/errorBelow`` an error, named by the wallpaper background.
    static func problems(in tokens: TokenSet, scheme: ColorScheme) -> [ValidationProblem] {
        entries(tokens: tokens, highContrast: false).filter(\.fails).map { entry in
            ValidationProblem(
                field: "\(scheme.rawValue).\(WallpaperColor.background.key)",
                severity: entry.ratio < ContrastProblems.errorBelow ? .error : .warning,
                message: "\(entry.foreground.key) on \(WallpaperColor.background.key) (\(entry.context)) has contrast "
                    + "\(ContrastProblems.ratio(entry.ratio)):1 in \(scheme.rawValue) mode; expected at least \(ContrastProblems.ratio(entry.minimum)):1")
        }
    }
}
