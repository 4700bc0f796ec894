/// An image's pixels as 8-bit RGB rows, what the decoders hand over (no alpha: transparent
/// pixels are flattened by the decoder).
public struct ImagePixels: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 3` bytes, row by row, red green blue.
    public let rgb: [UInt8]

    /// Pixels from their parts; `nil` when the byte count does not match the size.
    public init?(width: Int, height: Int, rgb: [UInt8]) {
        guard width > 0, height > 0, rgb.count == width * height * 3 else { return nil }
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// How many distinct pixels the color extraction looks at, at most (128 × 128; Android's
    /// wallpaper extraction uses 112 × 112): enough for the dominant colors, cheap to cluster.
    public static let analysisArea = 128 * 128

    /// Each color (packed `0xRRGGBB`) and how many pixels have it, after averaging blocks of
    /// pixels down to at most ``analysisArea`` pixels.
    func colorCounts() -> [UInt32: Int] {
        var step = 1
        while (width / step) * (height / step) > Self.analysisArea { step += 1 }
        var counts: [UInt32: Int] = [:]
        rgb.withUnsafeBufferPointer { bytes in
            for blockY in 0..<max(1, height / step) {
                for blockX in 0..<max(1, width / step) {
                    var (red, green, blue) = (0, 0, 0)
                    var taken = 0
                    for y in (blockY * step)..<min(height, blockY * step + step) {
                        var offset = (y * width + blockX * step) * 3
                        for _ in (blockX * step)..<min(width, blockX * step + step) {
                            red += Int(bytes[offset])
                            green += Int(bytes[offset + 1])
                            blue += Int(bytes[offset + 2])
                            offset += 3
                            taken += 1
                        }
                    }
                    let divisor = max(1, taken)
                    counts[ColorSpaces.pack(red / divisor, green / divisor, blue / divisor), default: 0] += 1
                }
            }
        }
        return counts
    }
}
