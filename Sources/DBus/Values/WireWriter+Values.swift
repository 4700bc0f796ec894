import DBusWire

extension WireWriter {
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

    /// One entry of an `a{sv}` of scalars, written without a `Value`.
    mutating func appendStringVariantEntry(_ key: String, _ value: VariantScalar) {
        pad(to: 8)
        appendText(key)
        switch value {
        case .string(let text):
            appendTypeCode(UInt8(ascii: "s"))
            appendText(text)
        case .double(let number):
            appendTypeCode(UInt8(ascii: "d"))
            appendFixed(number.bitPattern)
        case .uint32(let number):
            appendTypeCode(UInt8(ascii: "u"))
            appendFixed(number)
        case .bool(let flag):
            appendTypeCode(UInt8(ascii: "b"))
            appendFixed(UInt32(flag ? 1 : 0))
        }
    }
}
