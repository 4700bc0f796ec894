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
}
