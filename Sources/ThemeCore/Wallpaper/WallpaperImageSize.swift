/// The pixel size a PNG or JPEG declares in its header (PNG's IHDR chunk, JPEG's SOFn
/// segment), read without decoding the image, so an image that would need too much memory to
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
        }
        guard let size else {
            throw Problem(description: "has no \(format == .png ? "IHDR chunk" : "SOF segment") giving its size; the image is damaged")
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

    private static func number(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
