/// Level 2: the 13 text styles of seed 000 FR-TY-01, with their keys.
public enum TypographyRole: Int, Sendable, CaseIterable {
    /// Display and title styles.
    case displayLarge, displaySmall, titleLarge, titleMedium, titleSmall
    /// Body and label styles.
    case bodyLarge, bodyMedium, bodySmall, labelLarge, labelMedium, labelSmall
    /// Captions.
    case caption, captionMono

    /// `typography.<name>`; the tokens are this plus `.size`, `.weight`, `.design`.
    public var keyPrefix: String { Self.keys[rawValue].prefix }
    /// `typography.<name>.size`.
    public var sizeKey: String { Self.keys[rawValue].size }
    /// `typography.<name>.weight`.
    public var weightKey: String { Self.keys[rawValue].weight }
    /// `typography.<name>.design`.
    public var designKey: String { Self.keys[rawValue].design }

    private static let keys: [(prefix: String, size: String, weight: String, design: String)] =
        allCases.map { role in
            let prefix = "typography." + String(describing: role)
            return (prefix, prefix + ".size", prefix + ".weight", prefix + ".design")
        }
}
