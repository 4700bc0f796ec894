/// Writes `Value`s in the D-Bus wire format (little- or big-endian as the host), each aligned
/// as the specification says relative to the start of what is written: cheaper than libdbus's
/// iterator, and written once for many messages (``MarshalledArguments``). What it writes is
/// checked whole by libdbus when it takes the message in (`RawMessage.signal(…leading:trailing:…)`).
struct WireWriter: ~Copyable {
    /// What is written so far: `count` bytes of `capacity`, grown by doubling.
    private var storage: UnsafeMutableRawPointer
    private var capacity: Int
    private(set) var count = 0

    init(reservingCapacity capacity: Int = 0) {
        self.capacity = max(capacity, 64)
        storage = .allocate(byteCount: self.capacity, alignment: 8)
    }

    deinit { storage.deallocate() }

    /// A copy of the bytes written.
    var bytes: [UInt8] { Array(UnsafeRawBufferPointer(start: storage, count: count)) }

    /// Calls `body` with the bytes written, without copying them.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws(DBusError) -> Result) throws(DBusError) -> Result {
        try body(UnsafeRawBufferPointer(start: storage, count: count))
    }

    /// Room for `more` bytes after `count`.
    private mutating func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        var grown = capacity * 2
        while grown < count + more { grown *= 2 }
        let larger = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 8)
        larger.copyMemory(from: storage, byteCount: count)
        storage.deallocate()
        storage = larger
        capacity = grown
    }

    private mutating func appendByte(_ byte: UInt8) {
        reserve(1)
        storage.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    private mutating func appendBytes(_ source: UnsafeRawBufferPointer) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        reserve(source.count)
        (storage + count).copyMemory(from: base, byteCount: source.count)
        count += source.count
    }

    /// The alignment of a value of the type whose signature starts with `code`.
    static func alignment(of code: UInt8) -> Int {
        switch code {
        case UInt8(ascii: "y"), UInt8(ascii: "g"), UInt8(ascii: "v"): 1
        case UInt8(ascii: "n"), UInt8(ascii: "q"): 2
        case UInt8(ascii: "x"), UInt8(ascii: "t"), UInt8(ascii: "d"), UInt8(ascii: "("), UInt8(ascii: "{"): 8
        default: 4
        }
    }

    mutating func pad(to boundary: Int) {
        let remainder = count % boundary
        guard remainder != 0 else { return }
        let padding = boundary - remainder
        reserve(padding)
        (storage + count).initializeMemory(as: UInt8.self, repeating: 0, count: padding)
        count += padding
    }

    mutating func appendFixed<T: FixedWidthInteger>(_ value: T) {
        pad(to: MemoryLayout<T>.size)
        reserve(MemoryLayout<T>.size)
        storage.storeBytes(of: value, toByteOffset: count, as: T.self)
        count += MemoryLayout<T>.size
    }

    mutating func appendRaw(_ other: [UInt8]) { other.withUnsafeBytes { appendBytes($0) } }

    /// Appends what `other` wrote.
    mutating func appendRaw(_ other: borrowing WireWriter) {
        appendBytes(UnsafeRawBufferPointer(start: other.storage, count: other.count))
    }

    private mutating func appendText(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            appendFixed(UInt32(utf8.count))
            appendBytes(UnsafeRawBufferPointer(utf8))
        }
        appendByte(0)
    }

    /// A signature: false when it is too long for its one-byte length.
    private mutating func appendSignature(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard let length = UInt8(exactly: utf8.count) else { return false }
            appendByte(length)
            appendBytes(UnsafeRawBufferPointer(utf8))
            appendByte(0)
            return true
        }
    }

    /// Appends one value; false for a Unix fd, which travels outside the bytes.
    mutating func append(_ value: Value) -> Bool {
        switch value {
        case .byte(let v): appendByte(v)
        case .bool(let v): appendFixed(UInt32(v ? 1 : 0))
        case .int16(let v): appendFixed(v)
        case .uint16(let v): appendFixed(v)
        case .int32(let v): appendFixed(v)
        case .uint32(let v): appendFixed(v)
        case .int64(let v): appendFixed(v)
        case .uint64(let v): appendFixed(v)
        case .double(let v): appendFixed(v.bitPattern)
        case .unixFD: return false
        case .string(let v): appendText(v)
        case .objectPath(let v): appendText(v.rawValue)
        case .signature(let v): return appendSignature(v.rawValue)
        case .array(let element, let items):
            return appendArray(elementAlignment: WireWriter.alignment(of: element.rawValue.utf8.first ?? 0), count: items.count) { writer, index in
                writer.append(items[index])
            }
        case .dictionary(_, _, let entries):
            return appendArray(elementAlignment: 8, count: entries.count) { writer, index in
                writer.pad(to: 8)
                return writer.append(entries[index].key) && writer.append(entries[index].value)
            }
        case .structure(let members):
            pad(to: 8)
            return members.allSatisfy { append($0) }
        case .variant(let inner):
            return appendSignature(inner.signatureText) && append(inner)
        }
        return true
    }

    /// An `a{sv}` of scalars, written without a `Value` for any entry.
    mutating func appendStringVariantDictionary(_ entries: [(key: String, value: VariantScalar)]) {
        _ = appendArray(elementAlignment: 8, count: entries.count) { writer, index in
            writer.pad(to: 8)
            writer.appendText(entries[index].key)
            switch entries[index].value {
            case .string(let text):
                writer.appendTypeCode(UInt8(ascii: "s"))
                writer.appendText(text)
            case .double(let number):
                writer.appendTypeCode(UInt8(ascii: "d"))
                writer.appendFixed(number.bitPattern)
            case .uint32(let number):
                writer.appendTypeCode(UInt8(ascii: "u"))
                writer.appendFixed(number)
            case .bool(let flag):
                writer.appendTypeCode(UInt8(ascii: "b"))
                writer.appendFixed(UInt32(flag ? 1 : 0))
            }
            return true
        }
    }

    /// A variant's signature of one basic type: its length (1), the code and a NUL.
    private mutating func appendTypeCode(_ code: UInt8) {
        reserve(3)
        storage.storeBytes(of: 1, toByteOffset: count, as: UInt8.self)
        storage.storeBytes(of: code, toByteOffset: count + 1, as: UInt8.self)
        storage.storeBytes(of: 0, toByteOffset: count + 2, as: UInt8.self)
        count += 3
    }

    /// An array: its length in bytes (after the padding to the first element), then the elements.
    private mutating func appendArray(elementAlignment: Int, count elements: Int, _ element: (inout WireWriter, Int) -> Bool) -> Bool {
        appendFixed(UInt32(0))
        let lengthAt = count - 4
        pad(to: elementAlignment)
        let start = count
        for index in 0..<elements {
            guard element(&self, index) else { return false }
        }
        storage.storeBytes(of: UInt32(count - start), toByteOffset: lengthAt, as: UInt32.self)
        return true
    }
}
