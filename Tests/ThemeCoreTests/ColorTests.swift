import Testing
@testable import ThemeCore

@Suite("Color math")
struct ColorTests {
    @Test("parses #RGB, #RRGGBB and #RRGGBBAA in either case", arguments: [
        ("#fff", "#FFFFFF"), ("#2596be", "#2596BE"), ("#2596BE1F", "#2596BE1F"), ("#000000FF", "#000000"),
        ("#A1b", "#AA11BB"),
    ])
    func parsesAndFormats(input: String, expected: String) throws {
        #expect(try RGBAColor(hex: input).hex == expected)
    }

    @Test("refuses anything else, saying why", arguments: [
        ("2596BE", ColorParseError.Reason.missingHash),
        ("#2596B", .wrongDigitCount(5)),
        ("#2596", .wrongDigitCount(4)),
        ("#", .wrongDigitCount(0)),
        ("#2596BG", .notAHexDigit("G")),
        (" #2596BE", .missingHash),
        ("#2596BE ", .notAHexDigit(" ")),
    ])
    func refusesInvalid(input: String, reason: ColorParseError.Reason) {
        #expect(throws: ColorParseError(input: input, reason: reason)) { try RGBAColor(hex: input) }
    }

    /// Each channel's byte is the channel times 255 rounded half away from zero (what
    /// `Double.rounded()` gives), clamped to 0…255: at every half step, just below and above
    /// it, and out of range, for the hex and for `quantized`.
    @Test func channelsRoundHalfAwayFromZeroToEightBits() {
        var channels: [Double] = [-1, -0.001, 0, 1, 1.001, 2, .nan, .infinity]
        for step in 0...510 {
            let half = Double(step) / 2 / 255
            channels += [half, half.nextDown, half.nextUp]
        }
        for channel in channels {
            let clamped = channel.isNaN ? 0 : min(max(channel, 0), 1)
            let expected = Int((clamped * 255).rounded())
            let hex = RGBAColor(red: channel, green: 0, blue: 0).hex
            #expect(Int(hex.dropFirst().prefix(2), radix: 16) == expected, "\(channel) → \(hex)")
            #expect(RGBAColor(red: channel, green: 0, blue: 0).quantized.red == Double(expected) / 255, "\(channel)")
        }
    }

    @Test func errorMessageNamesInputAndAcceptedForms() {
        let error = ColorParseError(input: "#12", reason: .wrongDigitCount(2))
        #expect(error.description == "invalid color '#12': it has 2 hex digits; expected #RGB, #RRGGBB or #RRGGBBAA")
    }

    @Test("known WCAG 2.1 contrast ratios", arguments: [
        ("#FFFFFF", "#000000", 21.0), ("#777777", "#FFFFFF", 4.48), ("#FFFFFF", "#FFFFFF", 1.0),
        ("#767676", "#FFFFFF", 4.54), ("#595959", "#FFFFFF", 7.0),
    ])
    func contrast(first: String, second: String, expected: Double) throws {
        let ratio = WCAG.contrastRatio(try RGBAColor(hex: first), try RGBAColor(hex: second))
        #expect(abs(ratio - expected) < 0.01)
    }

    @Test func relativeLuminanceEndpoints() {
        #expect(WCAG.relativeLuminance(RGBAColor(rgb: 0xFFFFFF)) == 1)
        #expect(WCAG.relativeLuminance(RGBAColor(rgb: 0x000000)) == 0)
    }

    @Test func translucentForegroundIsCompositedFirst() throws {
        // #3C3C43 at 60 % on white shows as #8A8A8E: about 3.5:1, the seed's failing textSecondary.
        let seed = try RGBAColor(hex: "#3C3C4399")
        let white = RGBAColor(rgb: 0xFFFFFF)
        #expect(seed.composited(over: white).hex == "#8A8A8E")
        #expect((3.4..<3.5).contains(WCAG.contrastRatio(foreground: seed, on: white)))
    }

    @Test func compositingOpaqueAndClear() {
        let red = RGBAColor(rgb: 0xFF0000)
        let blue = RGBAColor(rgb: 0x0000FF)
        #expect(red.composited(over: blue) == red)
        #expect(red.withAlpha(0).composited(over: blue) == blue)
        #expect(red.withAlpha(0.5).composited(over: blue).hex == "#800080")
    }

    @Test("OKLCH round trips every in-gamut color", arguments: [
        "#000000", "#FFFFFF", "#777777", "#2596BE", "#3DAED4", "#6366F1", "#059669", "#EA580C",
        "#9333EA", "#E11D48", "#FF0000", "#00FF00", "#0000FF", "#FFD60A", "#1C1C1E",
    ])
    func oklchRoundTrip(hex: String) throws {
        let color = try RGBAColor(hex: hex)
        let lch = OKLCH(color)
        #expect(lch.rgba().hex == hex)
        #expect(OKLCH(lch.oklab).lightness == lch.lightness)
    }

    @Test func oklabReferenceValues() {
        // Björn Ottosson's reference: white is L 1, a 0, b 0; sRGB red is about (0.628, 0.225, 0.126).
        let white = OKLab(LinearSRGB(RGBAColor(rgb: 0xFFFFFF)))
        #expect(abs(white.l - 1) < 1e-4 && abs(white.a) < 1e-4 && abs(white.b) < 1e-4)
        let red = OKLab(LinearSRGB(RGBAColor(rgb: 0xFF0000)))
        #expect(abs(red.l - 0.628) < 1e-3 && abs(red.a - 0.225) < 1e-3 && abs(red.b - 0.126) < 1e-3)
    }

    @Test func gamutMappingReducesChromaKeepingLightnessAndHue() {
        let outside = OKLCH(lightness: 0.55, chroma: 0.4, hue: 230)
        #expect(!outside.isInSRGBGamut)
        let mapped = OKLCH(outside.rgba())
        #expect(abs(mapped.lightness - 0.55) < 0.005)
        #expect(abs(mapped.hue - 230) < 1)
        #expect(mapped.chroma < 0.4)
    }

    @Test func hoverRuleLandsCloseToTheSeedsExplicitShades() throws {
        func distance(_ a: RGBAColor, _ b: RGBAColor) -> Double {
            let (x, y) = (OKLab(LinearSRGB(a)), OKLab(LinearSRGB(b)))
            return ((x.l - y.l) * (x.l - y.l) + (x.a - y.a) * (x.a - y.a) + (x.b - y.b) * (x.b - y.b)).squareRoot()
        }
        let light = ColorAdjustment.hover(of: try RGBAColor(hex: "#2596BE"), scheme: .light)
        let dark = ColorAdjustment.hover(of: try RGBAColor(hex: "#3DAED4"), scheme: .dark)
        #expect(distance(light, try RGBAColor(hex: "#1E7FA3")) < 0.02)
        #expect(distance(dark, try RGBAColor(hex: "#4BC2E8")) < 0.02)
        #expect(OKLCH(light).lightness < OKLCH(try RGBAColor(hex: "#2596BE")).lightness)
        #expect(OKLCH(dark).lightness > OKLCH(try RGBAColor(hex: "#3DAED4")).lightness)
    }
}
