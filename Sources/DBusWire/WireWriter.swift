/// Writes the D-Bus wire format (little- or big-endian as the host), each value aligned as the
/// specification says relative to the start of what is written: cheaper than libdbus's iterator,
/// and written once for many messages. The DBus layer writes its `Value`s with it (and hands the
/// result to libdbus, which checks it whole); ``SocketCall`` writes its messages with it.
public struct WireWriter: ~Copyable {
    /// What is written so far: `written` bytes of `capacity`, grown by doubling.
    @usableFromInline var storage: UnsafeMutableRawPointer
    @usableFromInline var capacity: Int
    @usableFromInline var written = 0

    /// How many bytes are written.
    public var count: Int { written }

    public init(reservingCapacity capacity: Int = 0) {
        self.capacity = max(capacity, 64)
        storage = .allocate(byteCount: self.capacity, alignment: 8)
    }

    deinit { storage.deallocate() }

    /// A copy of the bytes written.
    public var bytes: [UInt8] { Array(UnsafeRawBufferPointer(start: storage, count: written)) }

    /// Calls `body` with the bytes written, without copying them.
    public func withBytes<Result, Failure: Error>(_ body: (UnsafeRawBufferPointer) throws(Failure) -> Result) throws(Failure) -> Result {
        try body(UnsafeRawBufferPointer(start: storage, count: written))
    }

    /// Room for `more` bytes after those written.
    @inlinable
    mutating func reserve(_ more: Int) {
        guard written + more > capacity else { return }
        grow(toHold: written + more)
    }

    @usableFromInline
    mutating func grow(toHold needed: Int) {
        var grown = capacity * 2
        while grown < needed { grown *= 2 }
        let larger = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 8)
        larger.copyMemory(from: storage, byteCount: written)
        storage.deallocate()
        storage = larger
        capacity = grown
    }

    /// The alignment of a value of the type whose signature starts with `code`.
    public static func alignment(of code: UInt8) -> Int {
        switch code {
        case UInt8(ascii: "y"), UInt8(ascii: "g"), UInt8(ascii: "v"): 1
        case UInt8(ascii: "n"), UInt8(ascii: "q"): 2
        case UInt8(ascii: "x"), UInt8(ascii: "t"), UInt8(ascii: "d"), UInt8(ascii: "("), UInt8(ascii: "{"): 8
        default: 4
        }
    }

    /// Zero bytes up to the next multiple of `boundary` (1, 2, 4 or 8, as D-Bus aligns).
    @inlinable
    public mutating func pad(to boundary: Int) {
        let remainder = written & (boundary - 1)
        guard remainder != 0 else { return }
        let padding = boundary - remainder
        reserve(padding)
        (storage + written).initializeMemory(as: UInt8.self, repeating: 0, count: padding)
        written += padding
    }

    /// An integer of fixed width, aligned to its size.
    @inlinable
    public mutating func appendFixed<T: FixedWidthInteger>(_ value: T) {
        pad(to: MemoryLayout<T>.size)
        reserve(MemoryLayout<T>.size)
        storage.storeBytes(of: value, toByteOffset: written, as: T.self)
        written += MemoryLayout<T>.size
    }

    /// One byte (a `y`).
    @inlinable
    public mutating func appendByte(_ byte: UInt8) {
        reserve(1)
        storage.storeBytes(of: byte, toByteOffset: written, as: UInt8.self)
        written += 1
    }

    /// Bytes as they are, with no alignment.
    @inlinable
    public mutating func appendBytes(_ source: UnsafeRawBufferPointer) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        reserve(source.count)
        (storage + written).copyMemory(from: base, byteCount: source.count)
        written += source.count
    }

    /// Bytes as they are, with no alignment.
    public mutating func appendRaw(_ other: [UInt8]) { other.withUnsafeBytes { appendBytes($0) } }

    /// Appends what `other` wrote.
    public mutating func appendRaw(_ other: borrowing WireWriter) {
        appendBytes(UnsafeRawBufferPointer(start: other.storage, count: other.written))
    }

    /// A string or object path (`s`, `o`): its length, its bytes and a NUL.
    @inlinable
    public mutating func appendText(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            pad(to: 4)
            reserve(4 + utf8.count + 1)
            storage.storeBytes(of: UInt32(utf8.count), toByteOffset: written, as: UInt32.self)
            if let base = utf8.baseAddress { (storage + written + 4).copyMemory(from: base, byteCount: utf8.count) }
            storage.storeBytes(of: 0, toByteOffset: written + 4 + utf8.count, as: UInt8.self)
            written += 4 + utf8.count + 1
        }
    }

    /// A signature (`g`): false when it is too long for its one-byte length.
    public mutating func appendSignature(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard let length = UInt8(exactly: utf8.count) else { return false }
            appendByte(length)
            appendBytes(UnsafeRawBufferPointer(utf8))
            appendByte(0)
            return true
        }
    }

    /// A variant's signature of one basic type: its length (1), the code and a NUL.
    @inlinable
    public mutating func appendTypeCode(_ code: UInt8) {
        reserve(3)
        storage.storeBytes(of: 1, toByteOffset: written, as: UInt8.self)
        storage.storeBytes(of: code, toByteOffset: written + 1, as: UInt8.self)
        storage.storeBytes(of: 0, toByteOffset: written + 2, as: UInt8.self)
        written += 3
    }

    /// An array: its length in bytes (after the padding to the first element), then the
    /// `count` elements `element` writes; false as soon as one of them returns false.
    @inlinable
    public mutating func appendArray(elementAlignment: Int, count elements: Int, _ element: (inout WireWriter, Int) -> Bool) -> Bool {
        let array = beginArray(elementAlignment: elementAlignment)
        for index in 0..<elements {
            guard element(&self, index) else { return false }
        }
        endArray(array)
        return true
    }

    /// Where an array begun by ``beginArray(elementAlignment:)`` keeps its length and its elements.
    public struct ArrayStart {
        @usableFromInline let lengthAt: Int
        @usableFromInline let elementsAt: Int
        @usableFromInline init(lengthAt: Int, elementsAt: Int) {
            self.lengthAt = lengthAt
            self.elementsAt = elementsAt
        }
    }

    /// Begins an array whose elements are appended next: room for its length, then the padding
    /// to its first element. ``endArray(_:)`` writes the length.
    @inlinable
    public mutating func beginArray(elementAlignment: Int) -> ArrayStart {
        appendFixed(UInt32(0))
        let lengthAt = written - 4
        pad(to: elementAlignment)
        return ArrayStart(lengthAt: lengthAt, elementsAt: written)
    }

    /// Ends an array: its length is what was appended since ``beginArray(elementAlignment:)``.
    @inlinable
    public mutating func endArray(_ array: ArrayStart) {
        storage.storeBytes(of: UInt32(written - array.elementsAt), toByteOffset: array.lengthAt, as: UInt32.self)
    }
}
