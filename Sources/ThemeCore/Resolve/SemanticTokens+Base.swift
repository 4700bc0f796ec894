extension SemanticTokens {
    /// The seed's semantic values (seed 000 sections 4–7) for one scheme and accent family.
    /// In high contrast, text is opaque, borders are 2 pt and category colors carry 7:1;
    /// the caller passes the high-contrast accent.
    init(scheme: ColorScheme, accent: RGBAColor, accentHover: RGBAColor, highContrast: Bool) {
        colors = SemanticColors.base(scheme: scheme, accent: accent, accentHover: accentHover,
                                     highContrast: highContrast)
        typography = TypographyRole.allCases.map(Self.typeScale)
        dimensions = SemanticDimension.allCases.map { dimension in
            switch dimension {
            case .strokeBorder: highContrast ? 2 : 1
            default: Self.seedDimension(dimension)
            }
        }
        let black = PrimitiveColors.black
        shadows = ShadowRole.allCases.map { role in
            // FR-SH-02 / OQ-2: shadows are suppressed in dark mode (radius 0).
            let (opacity, radius, y): (Double, Double, Double) = switch role {
            case .subtle: (PrimitiveOpacity.shadowSubtle, 2, 1)
            case .medium: (PrimitiveOpacity.shadowMedium, 4, 2)
            case .elevated: (PrimitiveOpacity.shadowElevated, 8, 4)
            }
            return ShadowStyle(color: black.withAlpha(opacity).quantized, radius: scheme == .dark ? 0 : radius, x: 0, y: y)
        }
        ChatColors.derive(&self, scheme: scheme, highContrast: highContrast)
    }

    /// FR-TY-01.
    private static func typeScale(_ role: TypographyRole) -> TypographyStyle {
        switch role {
        case .displayLarge: TypographyStyle(size: 34, weight: PrimitiveType.bold)
        case .displaySmall: TypographyStyle(size: 28, weight: PrimitiveType.bold)
        case .titleLarge: TypographyStyle(size: 22, weight: PrimitiveType.semibold)
        case .titleMedium: TypographyStyle(size: 17, weight: PrimitiveType.semibold)
        case .titleSmall: TypographyStyle(size: 15, weight: PrimitiveType.semibold)
        case .bodyLarge: TypographyStyle(size: 17, weight: PrimitiveType.regular)
        case .bodyMedium: TypographyStyle(size: 15, weight: PrimitiveType.regular)
        case .bodySmall: TypographyStyle(size: 13, weight: PrimitiveType.regular)
        case .labelLarge: TypographyStyle(size: 15, weight: PrimitiveType.medium)
        case .labelMedium: TypographyStyle(size: 13, weight: PrimitiveType.medium)
        case .labelSmall: TypographyStyle(size: 11, weight: PrimitiveType.medium)
        case .caption: TypographyStyle(size: 12, weight: PrimitiveType.regular)
        case .captionMono: TypographyStyle(size: 12, weight: PrimitiveType.regular, design: .monospaced)
        }
    }

    /// FR-SP-01, FR-SP-02, FR-SH-01, and the motion factor.
    private static func seedDimension(_ dimension: SemanticDimension) -> Double {
        switch dimension {
        case .xxs: 2
        case .xs: 4
        case .sm: 8
        case .md: 12
        case .lg: 16
        case .xl: 20
        case .xxl: 24
        case .xxxl: 32
        case .listRowVertical: 12
        case .listRowHorizontal: 16
        case .listRowSpacing: 10
        case .sectionSpacing: 24
        case .cardPadding: 16
        case .avatarSize: 44
        case .avatarSizeLarge: 56
        case .avatarSizeSmall: 32
        case .iconSize: 20
        case .iconSizeSmall: 16
        case .touchMinimum: 44
        case .chipVertical: 6
        case .chipHorizontal: 12
        case .searchBarHeight: 36
        case .bottomTabHeight: 56
        case .shapeSmall: 8
        case .shapeMedium: 12
        case .shapeLarge: 16
        case .shapeExtraLarge: 20
        case .shapeFull: ValueRule.capsule
        case .strokeBorder: 1
        case .motionScale: 1
        }
    }
}
