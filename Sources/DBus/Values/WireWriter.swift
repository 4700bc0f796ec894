/// Writes `Value`s in the D-Bus wire format (little- or big-endian as the host), each aligned
/// as the specification says relative to the start of what is written: cheaper than libdbus's
/// iterator, and written once for many messages (``MarshalledArguments``). What it writes is
/// checked whole by libdbus when it takes the message in (`RawMessage.signal(…leading:trailing:…)`).
struct WireWriter {
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int = 0) { bytes.reserveCapacity(capacity) }

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
        while bytes.count % boundary != 0 { bytes.append(0) }
    }

    mutating func appendFixed<T: FixedWidthInteger>(_ value: T) {
        pad(to: MemoryLayout<T>.size)
        withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
    }

    mutating func appendRaw(_ other: [UInt8]) { bytes.append(contentsOf: other) }

    private mutating func appendText(_ text: String) {
        appendFixed(UInt32(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
        bytes.append(0)
    }

    /// A signature: false when it is too long for its one-byte length.
    private mutating func appendSignature(_ text: String) -> Bool {
        guard let length = UInt8(exactly: text.utf8.count) else { return false }
        bytes.append(length)
        bytes.append(contentsOf: text.utf8)
        bytes.append(0)
        return true
    }

    /// Appends one value; false for a Unix fd, which travels outside the bytes.
    mutating func append(_ value: Value) -> Bool {
        switch value {
        case .byte(let v): bytes.append(v)
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

    /// An array: its length in bytes (after the padding to the first element), then the elements.
    private mutating func appendArray(elementAlignment: Int, count: Int, _ element: (inout WireWriter, Int) -> Bool) -> Bool {
        appendFixed(UInt32(0))
        let lengthAt = bytes.count - 4
        pad(to: elementAlignment)
        let start = bytes.count
        for index in 0..<count {
            guard element(&self, index) else { return false }
        }
        let length = UInt32(bytes.count - start)
        withUnsafeBytes(of: length) { raw in
            for offset in 0..<4 { bytes[lengthAt + offset] = raw[offset] }
        }
        return true
    }
}
