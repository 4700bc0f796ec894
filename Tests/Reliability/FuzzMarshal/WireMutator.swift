/// Damages a marshalled message the way a broken or hostile peer might: flipped bits, odd
/// bytes, length words set to edge values, a body cut short or grown (with the header's
/// body length kept consistent, so that the damage reaches the body validator), or header bytes.
struct WireMutator {
    var random: SeededRandom

    /// `bytes` (a little-endian message) with one to four mutations.
    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let bodyStart = Self.bodyStart(bytes)
            guard bodyStart < bytes.count else {
                bytes.append(UInt8.random(in: 0...255, using: &random))
                setBodyLength(&bytes, bodyStart)
                continue
            }
            let position = Int.random(in: bodyStart..<bytes.count, using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1: bytes[position] ^= 1 << UInt8.random(in: 0..<8, using: &random)
            case 2, 3: bytes[position] = random.pick([0, 1, 2, 0x7F, 0x80, 0xC0, 0xFF, UInt8(ascii: "a"), UInt8(ascii: "("), UInt8(ascii: "v")])
            case 4, 5:
                let word = bodyStart + (position - bodyStart) / 4 * 4
                guard word + 4 <= bytes.count else { continue }
                let value: UInt32 = random.pick([0, 1, 3, 4, 7, 8, 255, 256, 0x0400_0000, 0x7FFF_FFFF, 0xFFFF_FFFF])
                for index in 0..<4 { bytes[word + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
            case 6:
                bytes.removeLast(min(bytes.count - bodyStart, Int.random(in: 1...8, using: &random)))
                setBodyLength(&bytes, bodyStart)
            case 7:
                let extra = (0..<Int.random(in: 1...8, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                bytes.insert(contentsOf: extra, at: position)
                setBodyLength(&bytes, bodyStart)
            case 8:
                bytes.remove(at: position)
                setBodyLength(&bytes, bodyStart)
            default:
                let header = Int.random(in: 0..<bodyStart, using: &random)
                bytes[header] ^= 1 << UInt8.random(in: 0..<8, using: &random)
            }
        }
        return bytes
    }

    /// Where the body starts: after the 16 fixed bytes and the header fields, padded to 8.
    static func bodyStart(_ bytes: [UInt8]) -> Int {
        guard bytes.count >= 16 else { return bytes.count }
        return min(bytes.count, (16 + Int(word(bytes, at: 12)) + 7) & ~7)
    }

    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    private func setBodyLength(_ bytes: inout [UInt8], _ bodyStart: Int) {
        guard bytes.count >= 8 else { return }
        let length = UInt32(bytes.count - bodyStart)
        for index in 0..<4 { bytes[4 + index] = UInt8(truncatingIfNeeded: length >> (8 * index)) }
    }
}
