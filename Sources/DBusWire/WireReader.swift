/// Reads basic values from received bytes in their byte order, every read checked against the end.
/// Offsets count from the start of the bytes, which must be 8-aligned in the message (its start,
/// or its body's), so that alignment counted from them is the message's.
public struct WireReader {
    public let bytes: UnsafeRawBufferPointer
    public let bigEndian: Bool

    /// A reader of a whole message, its byte order taken from its first byte.
    init(_ bytes: UnsafeRawBufferPointer) throws(WireFormatError) {
        switch bytes.first {
        case UInt8(ascii: "l"): self.init(bytes, bigEndian: false)
        case UInt8(ascii: "B"): self.init(bytes, bigEndian: true)
        default: throw WireFormatError("unknown byte order")
        }
    }

    /// A reader of bytes in the given byte order, such as a message's body.
    public init(_ bytes: UnsafeRawBufferPointer, bigEndian: Bool) {
        self.bytes = bytes
        self.bigEndian = bigEndian
    }

    public func byte(at offset: Int) throws(WireFormatError) -> UInt8 {
        guard offset >= 0, offset < bytes.count else { throw WireFormatError("a value runs past the bytes read") }
        return bytes[offset]
    }

    public func uint32(at offset: Int) throws(WireFormatError) -> UInt32 {
        guard offset >= 0, offset + 4 <= bytes.count else { throw WireFormatError("a value runs past the bytes read") }
        let value = bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        return bigEndian ? UInt32(bigEndian: value) : UInt32(littleEndian: value)
    }

    public func uint64(at offset: Int) throws(WireFormatError) -> UInt64 {
        guard offset >= 0, offset + 8 <= bytes.count else { throw WireFormatError("a value runs past the bytes read") }
        let value = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        return bigEndian ? UInt64(bigEndian: value) : UInt64(littleEndian: value)
    }

    /// A string or object path at `offset` (aligned to 4 first), and the offset after its NUL.
    public func text(at offset: Int) throws(WireFormatError) -> (String, Int) {
        let start = (offset + 3) / 4 * 4
        let length = Int(try uint32(at: start))
        return try characters(from: start + 4, length: length)
    }

    /// A signature at `offset`, and the offset after its NUL.
    public func signature(at offset: Int) throws(WireFormatError) -> (String, Int) {
        try characters(from: offset + 1, length: Int(try byte(at: offset)))
    }

    private func characters(from start: Int, length: Int) throws(WireFormatError) -> (String, Int) {
        guard length >= 0, start + length < bytes.count, bytes[start + length] == 0 else {
            throw WireFormatError("a string runs past the bytes read or has no NUL")
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<start + length]), as: UTF8.self)
        return (text, start + length + 1)
    }

    /// The offset after a value of the basic type `code` at `offset`.
    public func skipBasic(_ code: UInt8, at offset: Int) throws(WireFormatError) -> Int {
        switch code {
        case UInt8(ascii: "s"), UInt8(ascii: "o"): return try text(at: offset).1
        case UInt8(ascii: "g"): return try signature(at: offset).1
        case UInt8(ascii: "y"): return offset + 1
        default:
            let size = WireWriter.alignment(of: code)
            guard "bnqiuxtdh".utf8.contains(code) else { throw WireFormatError("a header field of type '\(Character(Unicode.Scalar(code)))'") }
            let start = (offset + size - 1) / size * size
            guard start + size <= bytes.count else { throw WireFormatError("a value runs past the bytes read") }
            return start + size
        }
    }
}
