import Foundation
import TestSupport

/// The settings window as the X server shows it, read back from Xvfb's framebuffer with the X
/// tools a person would use: where the window is (`xwininfo`), one pixel of the screen and a
/// screenshot of the window (ImageMagick's `import`).
struct WindowScreen {
    /// The window's id and where it is on the screen, in pixels.
    struct Geometry: Equatable {
        let id: String
        let x: Int, y: Int, width: Int, height: Int
    }

    /// A pixel's red, green and blue, 0–255.
    struct Pixel: Equatable, CustomStringConvertible {
        let red: Int, green: Int, blue: Int

        /// `#RRGGBB`, as `import` prints it or a token's hex gives it.
        init?(hex: String) {
            guard hex.count == 7, hex.hasPrefix("#"), let value = Int(hex.dropFirst(), radix: 16) else { return nil }
            red = value >> 16 & 0xFF
            green = value >> 8 & 0xFF
            blue = value & 0xFF
        }

        /// Whether each channel is within `tolerance` of `other`'s.
        func isClose(to other: Pixel, tolerance: Int) -> Bool {
            abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance && abs(blue - other.blue) <= tolerance
        }

        var description: String { String(format: "#%02X%02X%02X", red, green, blue) }
    }

    /// The environment naming the display (`DISPLAY`).
    let environment: [String: String]

    /// The top-level window titled `title`, from `xwininfo -name`.
    func window(titled title: String) async throws -> Geometry {
        let result = try await runCommand("xwininfo", ["-name", title], environment: environment, timeout: .seconds(10))
        let lines = result.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func number(_ label: String) -> Int? {
            lines.first { $0.hasPrefix(label) }.flatMap { Int($0.dropFirst(label.count).trimmingCharacters(in: .whitespaces)) }
        }
        let id = lines.first { $0.hasPrefix("xwininfo: Window id:") }?.split(separator: " ").dropFirst(3).first.map(String.init)
        guard result.status == 0, let id, let x = number("Absolute upper-left X:"), let y = number("Absolute upper-left Y:"),
              let width = number("Width:"), let height = number("Height:") else {
            throw ScreenReadFailed(description: "xwininfo -name '\(title)': \(result.standardOutput)\(result.standardError)")
        }
        return Geometry(id: id, x: x, y: y, width: width, height: height)
    }

    /// The screen's pixel at (`x`, `y`), 8 bits a channel (`import -window root -crop 1x1+X+Y txt:-`).
    func pixel(x: Int, y: Int) async throws -> Pixel {
        let result = try await runCommand("import", ["-window", "root", "-crop", "1x1+\(x)+\(y)", "-depth", "8", "txt:-"],
                                          environment: environment, timeout: .seconds(10))
        // "# ImageMagick pixel enumeration: 1,1,255,srgb", then "0,0: (255,255,255)  #FFFFFF  white"
        let hex = result.standardOutput.split(whereSeparator: { $0 == " " || $0 == "\n" }).first { $0.hasPrefix("#") && $0.count == 7 }
        guard result.status == 0, let hex, let pixel = Pixel(hex: String(hex)) else {
            throw ScreenReadFailed(description: "import of pixel \(x),\(y): \(result.standardOutput)\(result.standardError)")
        }
        return pixel
    }

    /// A PNG of the window `id` as it is on the screen, without ImageMagick's time stamps (so an
    /// unchanged window gives the same bytes).
    func screenshot(_ id: String) async throws -> Data {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("window-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try await runCommand("import", ["-window", id, "-strip", "-define", "png:exclude-chunks=date,time", "png:\(path)"],
                                          environment: environment, timeout: .seconds(20))
        guard result.status == 0, let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
            throw ScreenReadFailed(description: "import -window \(id): \(result.standardError)")
        }
        return data
    }
}

/// An X tool that gave no answer to read.
struct ScreenReadFailed: Error, CustomStringConvertible {
    let description: String
}
