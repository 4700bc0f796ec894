import Foundation
import ImageDecoding
import Testing
import TestSupport
import ThemeCore

/// Images made by ImageMagick's `convert` (a real encoder nobody here wrote), decoded by the
/// Debian libraries through ``ImageDecoder``.
@Suite("Image decoding")
struct ImageDecoderTests {
    private let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("image-decoder-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    private func cleanUp() { try? FileManager.default.removeItem(at: directory) }

    /// A blue image with an amber band on its left fifth, as `name` (the extension picks the format).
    private func makeImage(_ name: String, size: String = "640x360") async throws -> String {
        let path = directory.appendingPathComponent(name).path
        let width = Int(size.split(separator: "x")[0]) ?? 640
        let result = try await runCommand("convert", ["-size", size, "xc:#1E88E5", "-fill", "#FFB300",
                                                      "-draw", "rectangle 0,0 \(width / 5),10000", path],
                                          timeout: .seconds(60))
        #expect(result.status == 0, "\(result.standardError)")
        return path
    }

    @Test func theThreeFormatsDecodeToTheirColors() async throws {
        defer { cleanUp() }
        for name in ["wall.png", "wall.jpg", "wall.webp"] {
            let pixels = try ImageFile.pixels(at: try await makeImage(name))
            #expect(pixels.width * pixels.height >= 4 * ImagePixels.analysisArea || pixels.width == 640, "\(name)")
            // A pixel in the blue part, within JPEG's and WebP's loss.
            let offset = ((pixels.height / 2) * pixels.width + pixels.width * 3 / 4) * 3
            let (red, green, blue) = (Int(pixels.rgb[offset]), Int(pixels.rgb[offset + 1]), Int(pixels.rgb[offset + 2]))
            #expect(abs(red - 0x1E) <= 8 && abs(green - 0x88) <= 8 && abs(blue - 0xE5) <= 8, "\(name): \(red) \(green) \(blue)")
            let source = try #require(ImageColors(pixels: pixels).candidates.first)
            #expect(abs(source.hct.hue - HCT(RGBAColor(rgb: 0x1E88E5)).hue) <= 10, "\(name): \(source.color.hex)")
        }
    }

    @Test func largeJPEGsAndWebPsAreDownsampledWhileDecoding() async throws {
        defer { cleanUp() }
        let jpeg = try ImageFile.pixels(at: try await makeImage("big.jpg", size: "3840x2160"))
        #expect(jpeg.width == 480 && jpeg.height == 270, "1/8 in the IDCT: \(jpeg.width)×\(jpeg.height)")
        let webp = try ImageFile.pixels(at: try await makeImage("big.webp", size: "3840x2160"))
        #expect(webp.width < 3840 / 4 && webp.width * webp.height >= 4 * ImagePixels.analysisArea, "\(webp.width)×\(webp.height)")
    }

    @Test func unreadableImagesGetOneSentence() async throws {
        defer { cleanUp() }
        let jpegPath = try await makeImage("cut.jpg")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: jpegPath)))
        let cases: [(String, [UInt8], String)] = [
            ("text", Array("hello, not an image\n".utf8), "is not a PNG, JPEG or WebP image"),
            ("truncated JPEG", Array(bytes.prefix(bytes.count / 3)), "JPEG image"),
            ("PNG signature only", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0], "PNG image"),
            ("WebP header only", Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), "WebP image"),
        ]
        for (label, input, expected) in cases {
            do {
                _ = try ImageDecoder.decode(input, name: "'x'")
                Issue.record("\(label) decoded")
            } catch {
                #expect(error.description.contains(expected), "\(label): \(error.description)")
                #expect(!error.description.contains("\n") && error.description.filter { $0 == "." }.count <= 1)
            }
        }
        #expect(throws: ImageDecodeError.self) { try ImageFile.pixels(at: directory.appendingPathComponent("missing.png").path) }
    }

    /// A PNG whose header claims 100000 × 100000 pixels is refused before any pixel is decoded.
    @Test func hugeImagesAreRefusedFromTheirHeader() async throws {
        defer { cleanUp() }
        let path = directory.appendingPathComponent("huge.png").path
        let script = """
        import struct, zlib, sys
        def chunk(kind, data):
            return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
        ihdr = struct.pack('>IIBBBBB', 100000, 100000, 8, 2, 0, 0, 0)
        open(sys.argv[1], 'wb').write(b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', ihdr) + chunk(b'IDAT', zlib.compress(b'\\0' * 64)) + chunk(b'IEND', b''))
        """
        let result = try await runCommand("python3", ["-c", script, path])
        #expect(result.status == 0, "\(result.standardError)")
        do {
            _ = try ImageFile.pixels(at: path)
            Issue.record("a 10-gigapixel PNG decoded")
        } catch {
            #expect(error.description.contains("100000×100000 pixels; at most 50 megapixels"), "\(error.description)")
        }
    }
}
