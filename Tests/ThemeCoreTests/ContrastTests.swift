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

    @Test func presetsPassEveryPairWithoutBrandExceptions() throws {
        for preset in Preset.all {
            for scheme in ColorScheme.allCases {
                for flags in AccessibilityFlags.allCombinations {
                    let audit = try audit(preset.id, scheme, flags)
                    #expect(audit.entries.allSatisfy { $0.status == .pass }, "\(preset.id) \(scheme) \(flags)")
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
    /// opacity, or 0.002 of OKLCH lightness) fails some audited pair in some theme or variant —
    /// any FR-BT-01 theme for a shared seed 000 value, the preset itself for a preset's value. A
    /// preset's hover re-derived from its adjusted accent follows FR-BT-03 instead.
    @Test("seed adjustments are minimal", arguments: SeedAdjustment.all)
    func adjustmentIsMinimal(adjustment: SeedAdjustment) throws {
        let presets = Set(Preset.all.map(\.id))
        let themes = adjustment.themeID.map { [$0] } ?? registry.themes.map(\.id).filter { !presets.contains($0) }
        let own = try registry.tokens(themeID: adjustment.themeID ?? "default", scheme: adjustment.scheme,
                                      accessibility: AccessibilityFlags())
        let adjusted = try #require(own.color(adjustment.color.key))
        #expect(adjusted != adjustment.seedValue)
        if adjustment.color == .accentHover, adjustment.reason.hasPrefix("derived") {
            let accent = try #require(own.color("color.accent"))
            #expect(adjusted == ColorAdjustment.hover(of: accent, scheme: adjustment.scheme))
            return
        }
        #expect(OKLCH(adjusted.withAlpha(1)).hue.distance(to: OKLCH(adjustment.seedValue.withAlpha(1)).hue) < 2)
        let stepBack: RGBAColor
        if adjusted.withAlpha(1) == adjustment.seedValue.withAlpha(1) {
            stepBack = adjusted.withAlpha(adjusted.alpha - 1.0 / 255)
        } else {
            #expect(adjusted.alpha == adjustment.seedValue.alpha, "only the lightness changed")
            let towardsSeed = OKLCH(adjustment.seedValue).lightness > OKLCH(adjusted).lightness ? 0.002 : -0.002
            stepBack = ColorAdjustment.withLightness(adjusted, OKLCH(adjusted).lightness + towardsSeed)
        }
        var failsSomewhere = false
        for theme in themes {
            for flags in [AccessibilityFlags(), AccessibilityFlags(reduceTransparency: true)] {
                var set = try registry.tokens(themeID: theme, scheme: adjustment.scheme, accessibility: AccessibilityFlags())
                set[adjustment.color.key] = .color(stepBack)
                let (muted, selected) = adjustment.scheme == .light ? (0.12, 0.08) : (0.15, 0.12)
                if let partner = ContrastFit.mutedPartner[adjustment.color] {
                    set[partner.key] = .color(stepBack.withAlpha(muted).quantized)
                }
                if adjustment.color == .accent {  // FR-BT-03: the family follows the accent
                    for key in ["color.unreadDot", "color.category.primary"] { set[key] = .color(stepBack) }
                    for key in ["color.accentMuted", "color.category.primaryMuted"] {
                        set[key] = .color(stepBack.withAlpha(muted).quantized)
                    }
                    set["color.surfaceSelected"] = .color(stepBack.withAlpha(selected).quantized)
                }
                if flags.reduceTransparency, let surface = set.color("color.surface") {
                    for (key, value) in set.dictionary {
                        if case .color(let color) = value, !color.isOpaque {
                            set[key] = .color(color.composited(over: surface).quantized)
                        }
                    }
                }
                // A preset's accent is no FR-BT-01 brand accent: below the minimum is a failure there.
                let audit = ContrastAudit(tokens: set, highContrast: false)
                let below = adjustment.themeID == nil ? audit.failures : audit.entries.filter { $0.status != .pass }
                if !below.isEmpty { failsSomewhere = true }
            }
        }
        #expect(failsSomewhere, "\(adjustment.themeID ?? "every theme") \(adjustment.color.key) \(adjustment.scheme) could be closer to the seed")
    }
}
