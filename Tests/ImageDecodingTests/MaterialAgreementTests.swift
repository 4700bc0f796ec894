import Testing
import ImageDecoding
import ThemeCore

/// Issue 22's quality check: on the ten photographs the project ships (Photographs/, 480×270
/// JPEGs made by `convert -size 480x270 -seed 11…20 plasma:C1-C2 -blur 0x3`: generated, no
/// licence), our source color agrees in hue within 15° with materialyoucolor's on at least 8.
@Suite("Agreement with materialyoucolor")
struct MaterialAgreementTests {
    /// Printed by materialyoucolor 3.0.4 (Material's Python port) through
    /// Benchmarks/DynamicColor/materialyoucolor_peer.py: the source color and its HCT hue. Not
    /// produced by this code.
    static let materialYouColor: [(file: String, source: String, hue: Double)] = [
        ("photo0.jpg", "#1DC223", 143.07), ("photo1.jpg", "#EE4B5A", 17.27), ("photo2.jpg", "#A51272", 350.84),
        ("photo3.jpg", "#73D35F", 142.06), ("photo4.jpg", "#DE6666", 19.89), ("photo5.jpg", "#1A42CE", 277.09),
        ("photo6.jpg", "#EA781E", 50.89), ("photo7.jpg", "#BD2577", 355.43), ("photo8.jpg", "#B9EC37", 125.90),
        ("photo9.jpg", "#F23123", 26.95),
    ]

    @Test func theSourceHueAgreesOnAtLeastEightOfTen() throws {
        let directory = String(#filePath.dropLast("MaterialAgreementTests.swift".count)) + "Photographs/"
        var agreeing: [String] = []
        var report: [String] = []
        for (file, source, hue) in Self.materialYouColor {
            let ours = try #require(ImageColors(pixels: try ImageFile.pixels(at: directory + file)).candidates.first)
            let difference = 180 - abs(abs(ours.hct.hue - hue) - 180)
            if difference <= 15 { agreeing.append(file) }
            report.append("\(file): ours \(ours.color.hex), materialyoucolor \(source), Δhue \(Int(difference.rounded()))°")
        }
        #expect(agreeing.count >= 8, "\(report)")
    }
}
