import Testing
@testable import ThemeCore

@Suite("Contrast audit")
struct ContrastTests {
    private let registry = ThemeRegistry.builtIn

    private func audit(_ theme: String, _ scheme: ColorScheme, _ flags: AccessibilityFlags) throws -> ContrastAudit {
        ContrastAudit(tokens: try registry.tokens(themeID: theme, scheme: scheme, accessibility: flags),
                      highContrast: flags.highContrast)
    }

    @Test func everyPairMeetsItsMinimumOrIsADocumentedBrandException() throws {
        for theme in registry.themes {
            for scheme in ColorScheme.allCases {
                for flags in AccessibilityFlags.allCombinations {
                    let audit = try audit(theme.id, scheme, flags)
                    #expect(audit.entries.count == ContrastAudit.requirements.count)
                    #expect(audit.failures.isEmpty, "\(theme.id) \(scheme) \(flags): \(audit.failures)")
                    for entry in audit.brandExceptions {
                        #expect(entry.requirement.involvesBrandAccent)
                        #expect(entry.ratio < 4.5)
                    }
                }
            }
        }
    }

    @Test func highContrastGivesEveryTextPairSevenToOne() throws {
        for theme in registry.themes {
            for scheme in ColorScheme.allCases {
                for flags in AccessibilityFlags.allCombinations where flags.highContrast {
                    let audit = try audit(theme.id, scheme, flags)
                    #expect(audit.brandExceptions.isEmpty)
                    for entry in audit.entries where entry.requirement.usage == .text {
                        #expect(entry.ratio >= 7, "\(theme.id) \(scheme) \(entry.requirement)")
                    }
                }
            }
        }
    }

    @Test func theBrandCeruleanCannotCarryWhiteLabelsAndTheAuditSaysSo() throws {
        let audit = try audit("default", .light, AccessibilityFlags())
        let label = try #require(audit.entries.first {
            $0.requirement.foreground == .textInverse && $0.requirement.background == .accent
        })
        #expect(label.status == .brandException)
        #expect(abs(label.ratio - 3.40) < 0.01)
    }

    @Test func theSeedsTextSecondaryFailedAndTheAdjustedOnePasses() {
        let white = RGBAColor(rgb: 0xFFFFFF)
        let seed = PrimitiveColors.labelBase.withAlpha(PrimitiveOpacity.textSecondarySeed)
        #expect(WCAG.contrastRatio(foreground: seed, on: white) < 4.5)
        let adjusted = PrimitiveColors.labelBase.withAlpha(PrimitiveOpacity.textSecondaryLight)
        #expect(WCAG.contrastRatio(foreground: adjusted, on: white) >= 4.5)
    }

    /// Every adjustment is the least that passes: one step back towards the seed (1/255 of
    /// opacity, or 0.002 of OKLCH lightness) fails some audited pair in some theme or variant.
    @Test("seed adjustments are minimal", arguments: SeedAdjustment.all)
    func adjustmentIsMinimal(adjustment: SeedAdjustment) throws {
        let adjusted = try #require(
            try registry.tokens(themeID: "default", scheme: adjustment.scheme, accessibility: AccessibilityFlags())
                .color(adjustment.color.key))
        #expect(adjusted != adjustment.seedValue)
        #expect(OKLCH(adjusted.withAlpha(1)).hue.distance(to: OKLCH(adjustment.seedValue.withAlpha(1)).hue) < 2)
        let stepBack: RGBAColor
        if adjusted.alpha < 1 {
            #expect(adjusted.withAlpha(1) == adjustment.seedValue.withAlpha(1), "only the opacity changed")
            stepBack = adjusted.withAlpha(adjusted.alpha - 1.0 / 255)
        } else {
            let towardsSeed = OKLCH(adjustment.seedValue).lightness > OKLCH(adjusted).lightness ? 0.002 : -0.002
            stepBack = ColorAdjustment.withLightness(adjusted, OKLCH(adjusted).lightness + towardsSeed)
        }
        var failsSomewhere = false
        for theme in registry.themes {
            for flags in [AccessibilityFlags(), AccessibilityFlags(reduceTransparency: true)] {
                var set = try registry.tokens(themeID: theme.id, scheme: adjustment.scheme, accessibility: AccessibilityFlags())
                set.values[adjustment.color.key] = .color(stepBack)
                if let muted = SemanticColor(rawValue: adjustment.color.rawValue + 1),
                   adjustment.color.key.hasPrefix("color.category."), set.color(muted.key) != nil {
                    let alpha = adjustment.scheme == .light ? 0.12 : 0.15
                    set.values[muted.key] = .color(stepBack.withAlpha(alpha).quantized)
                }
                if flags.reduceTransparency, let surface = set.color("color.surface") {
                    for (key, value) in set.values {
                        if case .color(let color) = value, !color.isOpaque {
                            set.values[key] = .color(color.composited(over: surface).quantized)
                        }
                    }
                }
                if !ContrastAudit(tokens: set, highContrast: false).failures.isEmpty { failsSomewhere = true }
            }
        }
        #expect(failsSomewhere, "\(adjustment.color.key) \(adjustment.scheme) could be closer to the seed")
    }
}
