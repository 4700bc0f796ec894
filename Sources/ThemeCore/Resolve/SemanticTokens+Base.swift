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
        shadows = ShadowRole.levels.map { role in
            // FR-SH-02 / OQ-2: shadows are suppressed in dark mode (radius 0).
            let (opacity, radius, y): (Double, Double, Double) = switch role {
            case .level1: (PrimitiveOpacity.shadowSubtle, 2, 1)
            case .level2: (PrimitiveOpacity.shadowMedium, 4, 2)
            case .level3: (PrimitiveOpacity.shadowElevated, 8, 4)
            case .level4: (PrimitiveOpacity.shadowLevel4, 12, 6)
            case .level5: (PrimitiveOpacity.shadowLevel5, 16, 8)
            default: (0, 0, 0)
            }
            return ShadowStyle(color: black.withAlpha(opacity).quantized, radius: scheme == .dark ? 0 : radius, x: 0, y: y)
        }
        ToolkitColors.derive(&self, scheme: scheme, highContrast: highContrast)
        ChatColors.derive(&self, scheme: scheme, highContrast: highContrast)
    }

    /// FR-TY-01's sizes and weights; line heights and letter spacing by ``textMetrics(_:)``.
    private static func typeScale(_ role: TypographyRole) -> TypographyStyle {
        let (size, weight, design): (Double, UInt32, FontDesign) = switch role {
        case .displayLarge: (34, PrimitiveType.bold, .default)
        case .displaySmall: (28, PrimitiveType.bold, .default)
        case .titleLarge: (22, PrimitiveType.semibold, .default)
        case .titleMedium: (17, PrimitiveType.semibold, .default)
        case .titleSmall: (15, PrimitiveType.semibold, .default)
        case .bodyLarge: (17, PrimitiveType.regular, .default)
        case .bodyMedium: (15, PrimitiveType.regular, .default)
        case .bodySmall: (13, PrimitiveType.regular, .default)
        case .labelLarge: (15, PrimitiveType.medium, .default)
        case .labelMedium: (13, PrimitiveType.medium, .default)
        case .labelSmall: (11, PrimitiveType.medium, .default)
        case .caption: (12, PrimitiveType.regular, .default)
        case .captionMono: (12, PrimitiveType.regular, .monospaced)
        }
        let (lineHeight, letterSpacing) = textMetrics(role, size: size)
        return TypographyStyle(size: size, weight: weight, design: design, lineHeight: lineHeight, letterSpacing: letterSpacing)
    }

    /// Line height and letter spacing (issue 20 §2). `displayLarge` takes seed 003's values (40 pt,
    /// −0.5 pt); the other styles, whose sizes are seed 000's (Apple's type scale), take the leading
    /// and tracking Apple's Human Interface Guidelines give SF Pro at the same point size.
    private static func textMetrics(_ role: TypographyRole, size: Double) -> (lineHeight: Double, letterSpacing: Double) {
        if role == .displayLarge { return (40, -0.5) }
        return switch size {
        case 28: (34, 0.38)
        case 22: (28, -0.26)
        case 17: (22, -0.43)
        case 15: (20, -0.23)
        case 13: (18, -0.08)
        case 12: (16, 0)
        default: (13, 0.06)  // 11 pt
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
