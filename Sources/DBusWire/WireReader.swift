/// Reads D-Bus's wire format from received bytes, in their byte order, from a position that moves
/// past what is read: every read is aligned as the specification says (relative to the start of the
/// bytes, which must be a message's start or its 8-aligned body's) and checked against the end, and
/// gives nil instead of reading past it. The DBus layer reads message bodies as `Value`s with it;
/// ``MessageHeader`` reads headers, and the `themeswitch` front the one token it prints.
public struct WireReader: ~Copyable {
    public let bytes: UnsafeRawBufferPointer
    public let bigEndian: Bool
    @usableFromInline var position: Int

    /// A reader of `bytes` in the given byte order, starting at `offset`.
    @inlinable
    public init(_ bytes: UnsafeRawBufferPointer, bigEndian: Bool, offset: Int = 0) {
        self.bytes = bytes
        self.bigEndian = bigEndian
        position = offset
    }

    /// A reader of a whole message, its byte order taken from its first byte (`l` or `B`), placed
    /// after the byte order; nil for any other first byte.
    public init?(message bytes: UnsafeRawBufferPointer) {
        switch bytes.first {
        case UInt8(ascii: "l"): self.init(bytes, bigEndian: false, offset: 1)
        case UInt8(ascii: "B"): self.init(bytes, bigEndian: true, offset: 1)
        default: return nil
        }
    }

    /// Where the next read starts.
    @inlinable
    public var offset: Int { position }

    /// Whether every byte was read.
    @inlinable
    public var isAtEnd: Bool { position == bytes.count }

    /// Moves to the next multiple of `boundary`; false past the end.
    @inlinable
    public mutating func align(_ boundary: Int) -> Bool {
        let aligned = (position + boundary - 1) & ~(boundary - 1)
        guard aligned <= bytes.count else { return false }
        position = aligned
        return true
    }

    /// Moves `count` bytes on; false past the end.
    @inlinable
    public mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, count <= bytes.count - position else { return false }
        position += count
        return true
    }

    /// One byte (a `y`).
    @inlinable
    public mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        position += 1
        return bytes[position - 1]
    }

    /// An integer of fixed width, aligned to its size.
    @inlinable
    public mutating func fixed<T: FixedWidthInteger>(_: T.Type) -> T? {
        guard align(MemoryLayout<T>.size), MemoryLayout<T>.size <= bytes.count - position else { return nil }
        let raw = bytes.loadUnaligned(fromByteOffset: position, as: T.self)
        position += MemoryLayout<T>.size
        return bigEndian ? T(bigEndian: raw) : T(littleEndian: raw)
    }

    @inlinable
    public mutating func uint32() -> UInt32? { fixed(UInt32.self) }

    /// `count` bytes and the NUL after them, as a string.
    @inlinable
    public mutating func text(count: Int) -> String? {
        guard count < bytes.count - position, bytes[position + count] == 0 else { return nil }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[position..<position + count]), as: UTF8.self)
        position += count + 1
        return text
    }

    /// A string or object path (`s`, `o`): its length, its bytes and a NUL.
    @inlinable
    public mutating func string() -> String? {
        guard let count = uint32() else { return nil }
        return text(count: Int(count))
    }

    /// A signature (`g`): its one-byte length, its bytes and a NUL; the bytes stay in the buffer.
    @inlinable
    public mutating func signatureBytes() -> UnsafeBufferPointer<UInt8>? {
        guard position < bytes.count else { return nil }
        let count = Int(bytes[position])
        guard count + 1 < bytes.count - position, bytes[position + 1 + count] == 0,
              let base = bytes.baseAddress else { return nil }
        let start = (base + position + 1).assumingMemoryBound(to: UInt8.self)
        position += count + 2
        return UnsafeBufferPointer(start: start, count: count)
    }

    /// A signature (`g`) as text.
    public mutating func signature() -> String? {
        signatureBytes().map { String(decoding: $0, as: UTF8.self) }
    }

    /// Moves past one value of the basic type `code`; false for another type or past the end.
    public mutating func skipBasic(_ code: UInt8) -> Bool {
        switch code {
        case UInt8(ascii: "s"), UInt8(ascii: "o"): return string() != nil
        case UInt8(ascii: "g"): return signatureBytes() != nil
        case UInt8(ascii: "y"): return byte() != nil
        case UInt8(ascii: "n"), UInt8(ascii: "q"): return fixed(UInt16.self) != nil
        case UInt8(ascii: "b"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "h"): return fixed(UInt32.self) != nil
        case UInt8(ascii: "x"), UInt8(ascii: "t"), UInt8(ascii: "d"): return fixed(UInt64.self) != nil
        default: return false
        }
    }
}
