/// The pixel size a PNG, JPEG or WebP declares in its header (PNG's IHDR chunk, JPEG's SOFn
/// segment, WebP's VP8, VP8L or VP8X chunk), read without decoding the image, so an image that would need too much memory to
/// decode is refused on the way in (issue 28 §3).
public struct WallpaperImageSize: Sendable, Hashable, CustomStringConvertible {
    /// The most pixels a wallpaper image may have: 50 million (an 8K image, 7680 × 4320, has 33.2
    /// million; decoded as RGBA, 50 million pixels take 200 MB).
    public static let maximumPixels = 50_000_000

    public let width: Int
    public let height: Int

    /// `width × height` (`Int.max` should it overflow).
    public var pixels: Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? .max : product
    }

    /// E.g. `30000 × 30000`.
    public var description: String { "\(width) × \(height)" }

    /// Why a header gives no usable size, as the end of a sentence starting with the image's name.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        public let description: String
    }

    /// The size `bytes` (a whole file of `format`) declares; throws when the header is missing,
    /// cut short, or declares a width or height of 0.
    public static func read(_ bytes: [UInt8], format: WallpaperImageFormat) throws(Problem) -> WallpaperImageSize {
        let size = switch format {
        case .png: png(bytes)
        case .jpeg: jpeg(bytes)
        case .webp: webp(bytes)
        }
        guard let size else {
            let header = switch format {
            case .png: "IHDR chunk"
            case .jpeg: "SOF segment"
            case .webp: "VP8, VP8L or VP8X chunk"
            }
            throw Problem(description: "has no \(header) giving its size; the image is damaged")
        }
        guard size.width > 0, size.height > 0 else {
            throw Problem(description: "declares a size of \(size) pixels; an image needs a width and a height")
        }
        return size
    }

    /// PNG: the signature, then the IHDR chunk (length 13) with width and height as 32-bit big-endian numbers.
    private static func png(_ bytes: [UInt8]) -> WallpaperImageSize? {
        guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        return WallpaperImageSize(width: number(bytes, at: 16, count: 4), height: number(bytes, at: 20, count: 4))
    }

    /// JPEG: segments after SOI (FF D8), each a marker FF xx and a 16-bit length, up to the first
    /// start-of-frame (C0–CF but C4, C8 and CC), whose height and width follow the sample precision.
    private static func jpeg(_ bytes: [UInt8]) -> WallpaperImageSize? {
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }
            // Markers without a length: TEM, RST0–7.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                offset += 2
                continue
            }
            // EOI or SOS before any frame header: no size.
            if marker == 0xD9 || marker == 0xDA { return nil }
            let length = number(bytes, at: offset + 2, count: 2)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard offset + 9 <= bytes.count, length >= 7 else { return nil }
                return WallpaperImageSize(width: number(bytes, at: offset + 7, count: 2), height: number(bytes, at: offset + 5, count: 2))
            }
            offset += 2 + length
        }
        return nil
    }

    /// WebP: after `RIFF`, a length and `WEBP`, the first chunk: `VP8 ` (lossy: 14-bit width and
    /// height after the frame tag and start code 9D 01 2A), `VP8L` (lossless: after the 0x2F
    /// signature, 14-bit width − 1 and height − 1 packed in 28 bits) or `VP8X` (extended: 24-bit
    /// canvas width − 1 and height − 1), little-endian, as libwebp's `WebPGetInfo` reads them.
    private static func webp(_ bytes: [UInt8]) -> WallpaperImageSize? {
        guard bytes.count >= 30 else { return nil }
        func little(_ offset: Int, _ count: Int) -> Int {
            bytes[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
        }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard bytes[23..<26].elementsEqual([0x9D, 0x01, 0x2A]) else { return nil }
            return WallpaperImageSize(width: little(26, 2) & 0x3FFF, height: little(28, 2) & 0x3FFF)
        case "VP8L":
            guard bytes[20] == 0x2F else { return nil }
            let bits = little(21, 4)
            return WallpaperImageSize(width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return WallpaperImageSize(width: little(24, 3) + 1, height: little(27, 3) + 1)
        default:
            return nil
        }
    }

    private static func number(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
