import Testing
@testable import ThemeCore

@Suite("Dynamic color")
struct DynamicColorTests {
    /// A `width × height` image: `dominant` over `share` of it (with ±6 of noise per channel),
    /// the rest split between a gray and `minor`.
    static func image(dominant: RGBAColor, share: Double, minor: RGBAColor = RGBAColor(rgb: 0x3A3A3A),
                      width: Int = 320, height: Int = 180) -> ImagePixels? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 3)
        var seed: UInt32 = 12345
        func noise() -> Int {
            seed = seed &* 1_103_515_245 &+ 12345
            return Int((seed >> 16) % 13) - 6
        }
        let gray = RGBAColor(rgb: 0xC8C8C8)
        for y in 0..<height {
            for x in 0..<width {
                let position = Double(x) / Double(width)
                let color = position < share ? dominant : (y < height / 2 ? gray : minor)
                for channel in [color.red, color.green, color.blue] {
                    bytes.append(UInt8(clamping: Int((channel * 255).rounded()) + noise()))
                }
            }
        }
        return ImagePixels(width: width, height: height, rgb: bytes)
    }

    /// Values printed by materialyoucolor 3.0.4 (`Hct.from_int`, `Hct.from_hct(...).to_int()`),
    /// the Python port of Material's color utilities, not by this code.
    @Test func hctAgreesWithMaterialYouColor() {
        let fromColors: [(UInt32, Double, Double, Double)] = [
            (0x4285F4, 265.98, 62.27, 56.55), (0xFF3B30, 25.97, 94.94, 56.68), (0x34C759, 148.85, 71.84, 71.08),
            (0x7B1FA2, 320.19, 68.32, 33.56), (0x808080, 209.49, 1.9, 53.59), (0xFFD60A, 96.19, 63.73, 86.69),
        ]
        for (rgb, hue, chroma, tone) in fromColors {
            let hct = HCT(RGBAColor(rgb: rgb))
            #expect(abs(hct.hue - hue) < 0.1 && abs(hct.chroma - chroma) < 0.1 && abs(hct.tone - tone) < 0.1,
                    "\(RGBAColor(rgb: rgb).hex): \(hct)")
        }
        let toColors: [(Double, Double, Double, UInt32)] = [
            (30, 200, 40, 0xBA1D00), (260, 36, 40, 0x3D5F90), (260, 36, 90, 0xD5E3FF), (140, 48, 80, 0x9AD680),
            (300, 16, 30, 0x4A4458),
        ]
        for (hue, chroma, tone, rgb) in toColors {
            let color = HCT(hue: hue, chroma: chroma, tone: tone).color
            let expected = RGBAColor(rgb: rgb)
            let channels = [(color.red, expected.red), (color.green, expected.green), (color.blue, expected.blue)]
            #expect(channels.allSatisfy { abs($0.0 - $0.1) * 255 <= 2 }, "\(hue) \(chroma) \(tone): \(color.hex) not \(expected.hex)")
        }
    }

    @Test func theSourceHueIsTheDominantColorsWithinTenDegrees() throws {
        let dominants: [UInt32] = [0xD32F2F, 0xF57C00, 0xC0CA33, 0x388E3C, 0x00897B, 0x0288D1, 0x303F9F, 0x7B1FA2,
                                   0xC2185B, 0x8D6E63, 0x5C8A9E, 0xE0A0B0]
        for rgb in dominants {
            let dominant = RGBAColor(rgb: rgb)
            let pixels = try #require(Self.image(dominant: dominant, share: 0.45, minor: RGBAColor(rgb: 0x2E5E2E)))
            let source = try #require(ImageColors(pixels: pixels).candidates.first)
            let difference = ColorSpaces.difference(source.hct.hue, HCT(dominant).hue)
            #expect(difference <= 10, "\(dominant.hex) → \(source.color.hex), \(difference)°")
        }
    }

    @Test func candidatesAreDistinctHuesAndAGrayImageFallsBack() throws {
        let two = try #require(Self.image(dominant: RGBAColor(rgb: 0x1565C0), share: 0.5, minor: RGBAColor(rgb: 0xE65100)))
        let candidates = ImageColors(pixels: two).candidates
        #expect(candidates.count >= 2)
        #expect(ColorSpaces.difference(candidates[0].hct.hue, candidates[1].hct.hue) >= 15)
        let gray = try #require(Self.image(dominant: RGBAColor(rgb: 0x777777), share: 0.6))
        #expect(ImageColors(pixels: gray).candidates.map(\.color) == [ImageColors.fallback])
    }

    @Test func badPixelBuffersAreRefused() {
        #expect(ImagePixels(width: 2, height: 2, rgb: [0, 0, 0]) == nil)
        #expect(ImagePixels(width: 0, height: 0, rgb: []) == nil)
    }

    /// The by-construction claim: every seed in every style passes the audit in both schemes and
    /// all eight accessibility variants, and the theme is a valid user theme.
    @Test func everyStyleOfManySeedsPassesTheAudit() throws {
        var seeds: [RGBAColor] = [RGBAColor(rgb: 0x808080), RGBAColor(rgb: 0x000000), RGBAColor(rgb: 0xFFFFFF)]
        for hue in stride(from: 0.0, to: 360, by: 30) {
            for (chroma, tone) in [(90.0, 50.0), (40.0, 85.0), (20.0, 20.0)] {
                seeds.append(HCT(hue: hue, chroma: chroma, tone: tone).color)
            }
        }
        for seed in seeds {
            for style in DynamicSchemeStyle.allCases {
                let theme = DynamicTheme(source: seed, style: style).userTheme(id: "wall", name: "Wall")
                let registry = try ThemeRegistry.builtIn.adding(theme)
                #expect(registry.problems(of: theme).isEmpty)
                for scheme in ColorScheme.allCases {
                    for flags in AccessibilityFlags.allCombinations {
                        let set = try registry.tokens(themeID: "wall", scheme: scheme, accessibility: flags)
                        let failures = ContrastAudit(tokens: set, highContrast: flags.highContrast).failures
                        #expect(failures.isEmpty, "\(seed.hex) \(style) \(scheme) \(flags): \(failures.map(\.requirement.context))")
                    }
                }
            }
        }
    }

    @Test func theStatusColorsKeepTheirHueWithinFifteenDegrees() throws {
        for hue in stride(from: 0.0, to: 360, by: 20) {
            let theme = DynamicTheme(source: HCT(hue: hue, chroma: 60, tone: 50).color)
            for scheme in ColorScheme.allCases {
                let shared = SemanticColors.base(scheme: scheme, accent: .init(rgb: 0), accentHover: .init(rgb: 0), highContrast: false)
                for color in [SemanticColor.destructive, .success, .warning, .starred] {
                    guard case .color(let value) = theme.values[scheme][.color(color)] else {
                        Issue.record("\(color) not set")
                        continue
                    }
                    let turn = ColorSpaces.difference(HCT(value).hue, HCT(shared[color]).hue)
                    #expect(turn <= 15.5, "\(color) turned \(turn)° toward \(hue)")
                    #expect(turn > 0.5 || ColorSpaces.difference(hue, HCT(shared[color]).hue) < 2, "\(color) not harmonised")
                }
            }
        }
    }

    @Test func stylesDiffer() {
        let seed = RGBAColor(rgb: 0x2E7D32)
        let accents = Set(DynamicSchemeStyle.allCases.map { style in
            DynamicTheme(source: seed, style: style).values[.light][.color(.accent)]
        })
        #expect(accents.count >= 6, "fidelity and content share the accent")
        #expect(DynamicSchemeStyle(rawValue: "tonal-spot") == .tonalSpot)
    }
}
