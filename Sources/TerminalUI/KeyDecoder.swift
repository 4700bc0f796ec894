/// Turns the bytes a raw-mode terminal sends into ``Key``s.
///
/// A lone `ESC` is ambiguous: the Esc key, or the start of a sequence whose rest has not arrived
/// yet. The decoder keeps it pending (``hasPendingEscape``); the reader calls ``flushEscape()``
/// when no byte followed within a short time, and the Esc key is reported then.
public struct KeyDecoder: Sendable {
    private var buffer: [UInt8] = []

    /// A decoder with nothing pending.
    public init() {}

    /// Whether bytes wait for the rest of a sequence (an `ESC`, `ESC [`, or part of a UTF-8 character).
    public var hasPendingEscape: Bool { !buffer.isEmpty }

    /// The keys `bytes` complete; an incomplete sequence at the end stays pending.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        buffer.append(contentsOf: bytes)
        var keys: [Key] = []
        while let (key, length) = Self.decode(buffer[...]) {
            keys.append(key)
            buffer.removeFirst(length)
        }
        return keys
    }

    /// Reports what is pending as keys because nothing followed: `ESC` alone is the Esc key; an
    /// unfinished sequence is the Esc key, then the rest as an unknown key.
    public mutating func flushEscape() -> [Key] {
        guard let first = buffer.first else { return [] }
        defer { buffer.removeAll() }
        if first == 0x1B {
            let rest = Array(buffer.dropFirst())
            return [.escape] + (rest.isEmpty ? [] : [.unknown(rest)])
        }
        return [.unknown(buffer)]
    }

    /// The first key of `bytes` and how many bytes it took, or nil when more bytes are needed.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return decodeEscape(bytes)
        case 0x03: return (.interrupt, 1)
        case 0x04: return (.endOfInput, 1)
        case 0x09: return (.tab, 1)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x00..<0x20: return (.unknown([first]), 1)
        case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(first))), 1)
        default: return decodeUTF8(bytes)
        }
    }

    /// `ESC [ …` (CSI) and `ESC O …` (SS3) sequences; `ESC` followed by another byte is Alt and that byte.
    private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let second = bytes[start + 1]
        if second == UInt8(ascii: "O") {
            guard bytes.count >= 3 else { return nil }
            return (arrow(bytes[start + 2]) ?? .unknown(Array(bytes.prefix(3))), 3)
        }
        guard second == UInt8(ascii: "[") else {
            return second == 0x1B ? (.escape, 1) : (.unknown([0x1B, second]), 2)
        }
        // CSI: parameter and intermediate bytes 0x20–0x3F, then one final byte 0x40–0x7E.
        var index = start + 2
        while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else { return nil }
        let final = bytes[index]
        let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        let length = index - start + 1
        if let key = arrow(final) { return (key, length) }
        switch (final, parameters) {
        case (UInt8(ascii: "Z"), ""): return (.backTab, length)
        case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return (.home, length)
        case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return (.end, length)
        case (UInt8(ascii: "~"), "5"): return (.pageUp, length)
        case (UInt8(ascii: "~"), "6"): return (.pageDown, length)
        default: return (.unknown(Array(bytes.prefix(length))), length)
        }
    }

    /// The arrow or Home/End key a final byte (`A`–`D`, `H`, `F`) names.
    private static func arrow(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// One UTF-8 character of two to four bytes; an invalid lead byte is reported alone.
    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        guard let first = bytes.first else { return nil }
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 0
        guard length > 0 else { return (.unknown([first]), 1) }
        guard bytes.count >= length else { return nil }
        let encoded = Array(bytes.prefix(length))
        guard let text = String(validating: encoded, as: UTF8.self), let character = text.first else {
            return (.unknown([first]), 1)
        }
        return (.character(character), length)
    }
}
