/// Level 2: the 13 text styles of seed 000 FR-TY-01, with their keys.
public enum TypographyRole: Int, Sendable, CaseIterable {
    /// Display and title styles.
    case displayLarge, displaySmall, titleLarge, titleMedium, titleSmall
    /// Body and label styles.
    case bodyLarge, bodyMedium, bodySmall, labelLarge, labelMedium, labelSmall
    /// Captions.
    case caption, captionMono

    /// `typography.<name>`; the tokens are this plus `.size`, `.weight`, `.design`, `.lineHeight`, `.letterSpacing`.
    public var keyPrefix: String { Self.keys[rawValue].prefix }
    /// `typography.<name>.size`.
    public var sizeKey: String { Self.keys[rawValue].size }
    /// `typography.<name>.weight`.
    public var weightKey: String { Self.keys[rawValue].weight }
    /// `typography.<name>.design`.
    public var designKey: String { Self.keys[rawValue].design }
    /// `typography.<name>.lineHeight`.
    public var lineHeightKey: String { Self.keys[rawValue].prefix + ".lineHeight" }
    /// `typography.<name>.letterSpacing`.
    public var letterSpacingKey: String { Self.keys[rawValue].prefix + ".letterSpacing" }

    private static let keys: [(prefix: String, size: String, weight: String, design: String)] =
        allCases.map { role in
            let prefix = "typography." + String(describing: role)
            return (prefix, prefix + ".size", prefix + ".weight", prefix + ".design")
        }
}
