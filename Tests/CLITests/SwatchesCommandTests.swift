import Foundation
import Testing
import TestSupport

/// `themeswitch swatches` rendered by Debian's headless Chromium: the sheet draws, and the pixels
/// where a token's swatch or component is drawn have the color the daemon serves for it.
@Suite(.timeLimit(.minutes(2))) struct SwatchesCommandTests {
    /// Tokens whose fills are checked in each scheme: opaque and translucent, swatches and components.
    static let checked = [
        "color.accent", "color.textPrimary", "color.accentMuted", "color.category.social", "color.surfaceSelected",
        "component.primaryButton.background", "component.primaryButton.pressedBackground", "component.chip.background",
        "component.chip.selectedBackground", "component.card.background", "component.searchBar.background",
    ]

    @Test(arguments: [("neon-nights", "svg"), ("default", "html")])
    func theSheetRendersAndItsPixelsAreTheThemesTokens(theme: String, format: String) async throws {
        try await withDaemon { cli in
            let directory = cli.bus.root.appendingPathComponent("swatches")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let sheet = directory.appendingPathComponent("sheet.\(format)")
            let written = try await cli.run("swatches", theme, "--\(format)", sheet.path)
            #expect(written.status == 0, "\(written.standardError)")
            let text = try String(contentsOf: sheet, encoding: .utf8)
            #expect(format == "svg" ? text.hasPrefix("<svg ") : text.hasPrefix("<!DOCTYPE html>"))

            let (width, height) = try Self.size(of: text)
            let png = directory.appendingPathComponent("sheet.png")
            let chromium = try await runCommand("chromium", [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--force-color-profile=srgb", "--user-data-dir=" + directory.appendingPathComponent("profile").path,
                "--window-size=\(width),\(height)", "--screenshot=" + png.path, sheet.absoluteString,
            ], timeout: .seconds(60))
            #expect(FileManager.default.fileExists(atPath: png.path), "chromium: \(chromium.standardError.suffix(500))")

            var spots: [(label: String, x: Int, y: Int, expected: String)] = []
            for scheme in ["light", "dark"] {
                let tokens = try #require(try parseJSON(try await cli.run("tokens", "--theme", theme, "--scheme", scheme,
                                                                          "--format", "json").standardOutput) as? [String: Any])
                let page = try #require(tokens["color.background"] as? String)
                let pageRect = try Self.rect("\(scheme):page", in: text)
                spots.append(("\(scheme) page", pageRect.x + 4, pageRect.y + 4, page))
                for key in Self.checked {
                    let rect = try Self.rect("\(scheme):\(key)", in: text)
                    let color = try #require(tokens[key] as? String)
                    // Inside the fill, clear of labels (which start at the left) and rounded corners.
                    spots.append(("\(scheme) \(key)", rect.x + rect.width - 8, rect.y + rect.height / 2,
                                  try Self.composited(color, over: page)))
                }
            }
            let pixels = try await Self.pixels(png, at: spots.map { ($0.x, $0.y) })
            #expect(pixels.count == spots.count)
            for (spot, pixel) in zip(spots, pixels) {
                #expect(Self.close(pixel, spot.expected), "\(theme) \(spot.label) at \(spot.x),\(spot.y): \(pixel), want \(spot.expected)")
            }
        }
    }

    @Test func exactlyOneOutputIsRequiredAndAnUnknownThemeIsNamed() async throws {
        try await withDaemon { cli in
            let none = try await cli.run("swatches")
            #expect(none.status == 64 && none.standardError == "give exactly one of --svg FILE or --html FILE\n")
            let both = try await cli.run("swatches", "--svg", "/tmp/a.svg", "--html", "/tmp/a.html")
            #expect(both.status == 64)
            let path = cli.bus.root.appendingPathComponent("never.svg").path
            let unknown = try await cli.run("swatches", "sunsett", "--svg", path)
            #expect(unknown.status != 0 && unknown.standardError.contains("did you mean 'sunset'"))
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    // MARK: Reading the sheet and the screenshot

    private static func size(of text: String) throws -> (Int, Int) {
        let svg = try #require(text.range(of: "<svg ").map { text[$0.lowerBound...] })
        let width = try #require(attribute("width", in: svg))
        let height = try #require(attribute("height", in: svg))
        return (Int(width.rounded(.up)), Int(height.rounded(.up)))
    }

    private static func rect(_ id: String, in text: String) throws -> (x: Int, y: Int, width: Int, height: Int) {
        let start = try #require(text.range(of: #"<rect id="\#(id)" "#), "no rect \(id)")
        let element = text[start.lowerBound...].prefix { $0 != ">" }
        let values = try ["x", "y", "width", "height"].map { try #require(attribute($0, in: element)) }
        return (Int(values[0]), Int(values[1]), Int(values[2]), Int(values[3]))
    }

    private static func attribute(_ name: String, in element: Substring) -> Double? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        return Double(element[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The channels of `#RRGGBB` or `#RRGGBBAA`, 0–255.
    private static func channels(_ hex: String) throws -> [Double] {
        let digits = Array(hex.dropFirst())
        return try stride(from: 0, to: digits.count, by: 2).map { index in
            Double(try #require(UInt8(String(digits[index..<min(index + 2, digits.count)]), radix: 16)))
        }
    }

    /// `#RRGGBB` of `color` (`#RRGGBB` or `#RRGGBBAA`) composited over the opaque `backdrop`.
    private static func composited(_ color: String, over backdrop: String) throws -> String {
        let top = try channels(color)
        let bottom = try channels(backdrop)
        let alpha = top.count == 4 ? top[3] / 255 : 1
        return "#" + (0..<3).map { String(format: "%02X", Int((top[$0] * alpha + bottom[$0] * (1 - alpha)).rounded())) }.joined()
    }

    /// Within 2 of 255 per channel: what rendering and color management may move.
    private static func close(_ pixel: String, _ expected: String) -> Bool {
        guard let measured = try? channels(pixel), let wanted = try? channels(expected),
              measured.count == 3, wanted.count == 3 else { return false }
        return zip(measured, wanted).allSatisfy { abs($0 - $1) <= 2 }
    }

    /// The `#RRGGBB` of each pixel, read by Debian's Python with PIL.
    private static func pixels(_ png: URL, at points: [(Int, Int)]) async throws -> [String] {
        let script = """
        import sys
        from PIL import Image
        image = Image.open(sys.argv[1]).convert("RGB")
        for point in sys.argv[2:]:
            x, y = (int(v) for v in point.split(","))
            print("#%02X%02X%02X" % image.getpixel((x, y)))
        """
        let result = try await runCommand("/usr/bin/python3", ["-c", script, png.path] + points.map { "\($0.0),\($0.1)" })
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput.split(separator: "\n").map(String.init)
    }
}
