import Glibc

/// Image files built in a test: a real PNG (zlib stored blocks, CRCs), or only a PNG or JPEG
/// header declaring any size, as a hostile file would; and the photographs the project ships.
public enum TestImages {
    /// The path of photograph `index` (0–9) of Tests/ImageDecodingTests/Photographs: a real
    /// baseline JPEG of 480×270 from a camera.
    public static func photographPath(_ index: Int = 0) -> String {
        let tests = String(#filePath.dropLast("TestSupport/TestImages.swift".count))
        return tests + "ImageDecodingTests/Photographs/photo\(index).jpg"
    }

    /// A decodable 8-bit grayscale PNG of `width` × `height`, its pixels `seed` times their index.
    public static func png(width: Int, height: Int, seed: UInt8 = 1) -> [UInt8] {
        var raw: [UInt8] = []
        for row in 0..<height {
            raw.append(0)
            raw += (0..<width).map { UInt8(truncatingIfNeeded: (row * width + $0) * Int(seed)) }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            zlib.append(offset + count == raw.count ? 1 : 0)
            zlib += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<offset + count]
            offset += count
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        zlib += bigEndian(b << 16 | a)
        return pngHeader(width: width, height: height, depth: 8) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    /// The PNG signature and an IHDR chunk (grayscale of `depth` bits) declaring `width` × `height`.
    public static func pngHeader(width: Int, height: Int, depth: UInt8 = 1) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [depth, 0, 0, 0, 0])
    }

    /// A JPEG's start: SOI, a JFIF APP0 segment, and a baseline SOF0 declaring `width` × `height`.
    public static func jpegHeader(width: Int, height: Int) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
            + [0xFF, 0xC0, 0x00, 0x0B, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
               1, 1, 0x11, 0]
    }

    /// An extended WebP's start: `RIFF`, a length, `WEBP` and a VP8X chunk declaring a canvas of
    /// `width` × `height` (each stored less one, 24-bit little-endian).
    public static func webpHeader(width: Int, height: Int) -> [UInt8] {
        func little(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        let body = Array("WEBP".utf8) + Array("VP8X".utf8) + little(10, 4) + [0, 0, 0, 0] + little(width - 1, 3) + little(height - 1, 3)
        return Array("RIFF".utf8) + little(body.count, 4) + body
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
