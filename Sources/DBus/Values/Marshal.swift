import CDBus
import DBusWire

/// Writes `Value`s into and reads them out of libdbus messages. `package` so that
/// `fuzz-marshal` can compare the wire reader with libdbus's iterator.
package enum Marshal {
    /// Appends `values` as the body of `message`. The values are validated first, so
    /// nothing invalid ever reaches libdbus (which aborts on invalid input).
    package static func append(_ values: [Value], to message: OpaquePointer) throws(DBusError) {
        let signature = values.map(\.signatureText).joined()
        guard Signature.isValid(signature) else {
            throw DBusError(.invalidArgs, "arguments of type '\(signature.prefix(40))…' exceed D-Bus limits: 255 bytes of signature, 32 levels of nesting")
        }
        for value in values { try value.validate() }
        var iter = DBusMessageIter()
        dbus_message_iter_init_append(message, &iter)
        for value in values {
            guard append(value, to: &iter) else { throw DBusError(.noMemory, "out of memory while building a message") }
        }
    }

    private static func appendBasic<T: BitwiseCopyable>(_ value: T, _ type: Int32, _ iter: inout DBusMessageIter) -> Bool {
        var copy = value
        return dbus_message_iter_append_basic(&iter, type, &copy) != 0
    }

    private static func appendText(_ text: String, _ type: Int32, _ iter: inout DBusMessageIter) -> Bool {
        text.withCString { pointer in
            var cString: UnsafePointer<CChar>? = pointer
            return dbus_message_iter_append_basic(&iter, type, &cString) != 0
        }
    }

    private static func appendContainer(
        _ type: Int32, _ signature: String?, _ iter: inout DBusMessageIter,
        _ body: (inout DBusMessageIter) -> Bool
    ) -> Bool {
        var sub = DBusMessageIter()
        let opened = if let signature {
            signature.withCString { dbus_message_iter_open_container(&iter, type, $0, &sub) != 0 }
        } else {
            dbus_message_iter_open_container(&iter, type, nil, &sub) != 0
        }
        guard opened else { return false }
        guard body(&sub) else {
            dbus_message_iter_abandon_container(&iter, &sub)
            return false
        }
        return dbus_message_iter_close_container(&iter, &sub) != 0
    }

    private static func append(_ value: Value, to iter: inout DBusMessageIter) -> Bool {
        switch value {
        case .byte(let v): return appendBasic(v, TypeCode.byte, &iter)
        case .bool(let v): return appendBasic(dbus_bool_t(v ? 1 : 0), TypeCode.boolean, &iter)
        case .int16(let v): return appendBasic(v, TypeCode.int16, &iter)
        case .uint16(let v): return appendBasic(v, TypeCode.uint16, &iter)
        case .int32(let v): return appendBasic(v, TypeCode.int32, &iter)
        case .uint32(let v): return appendBasic(v, TypeCode.uint32, &iter)
        case .int64(let v): return appendBasic(v, TypeCode.int64, &iter)
        case .uint64(let v): return appendBasic(v, TypeCode.uint64, &iter)
        case .double(let v): return appendBasic(v, TypeCode.double, &iter)
        case .unixFD(let v): return appendBasic(v, TypeCode.unixFD, &iter)
        case .string(let v): return appendText(v, TypeCode.string, &iter)
        case .objectPath(let v): return appendText(v.rawValue, TypeCode.objectPath, &iter)
        case .signature(let v): return appendText(v.rawValue, TypeCode.signature, &iter)
        case .array(let element, let items):
            return appendContainer(TypeCode.array, element.rawValue, &iter) { sub in
                items.allSatisfy { append($0, to: &sub) }
            }
        case .dictionary(let key, let valueType, let entries):
            return appendContainer(TypeCode.array, "{\(key.rawValue)\(valueType.rawValue)}", &iter) { sub in
                entries.allSatisfy { entry in
                    appendContainer(TypeCode.dictEntry, nil, &sub) { pair in
                        append(entry.key, to: &pair) && append(entry.value, to: &pair)
                    }
                }
            }
        case .structure(let members):
            return appendContainer(TypeCode.structure, nil, &iter) { sub in
                members.allSatisfy { append($0, to: &sub) }
            }
        case .variant(let inner):
            return appendContainer(TypeCode.variant, inner.signatureText, &iter) { sub in append(inner, to: &sub) }
        }
    }

    /// Reads the whole body of `message`.
    static func read(from message: OpaquePointer) -> [Value] {
        WireReader.read(message) ?? readWithIterator(from: message)
    }

    /// Reads the whole body of `message` with libdbus's iterator.
    package static func readWithIterator(from message: OpaquePointer) -> [Value] {
        var iter = DBusMessageIter()
        guard dbus_message_iter_init(message, &iter) != 0 else { return [] }
        return readAll(&iter)
    }

    private static func readAll(_ iter: inout DBusMessageIter) -> [Value] {
        var values: [Value] = []
        while dbus_message_iter_get_arg_type(&iter) != TypeCode.invalid {
            if let value = readOne(&iter) { values.append(value) }
            dbus_message_iter_next(&iter)
        }
        return values
    }

    private static func readBasic<T: BitwiseCopyable>(_ iter: inout DBusMessageIter, _ zero: T) -> T {
        var value = zero
        dbus_message_iter_get_basic(&iter, &value)
        return value
    }

    private static func readText(_ iter: inout DBusMessageIter) -> String {
        var pointer: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&iter, &pointer)
        return pointer.map { String(cString: $0) } ?? ""
    }

    /// The signature of the value at `iter` (libdbus allocates it).
    private static func signatureAt(_ iter: inout DBusMessageIter) -> Signature {
        guard let raw = dbus_message_iter_get_signature(&iter) else { return .empty }
        defer { dbus_free(raw) }
        return Signature(unchecked: String(cString: raw))
    }

    private static func readOne(_ iter: inout DBusMessageIter) -> Value? {
        switch dbus_message_iter_get_arg_type(&iter) {
        case TypeCode.byte: return .byte(readBasic(&iter, UInt8(0)))
        case TypeCode.boolean: return .bool(readBasic(&iter, dbus_bool_t(0)) != 0)
        case TypeCode.int16: return .int16(readBasic(&iter, Int16(0)))
        case TypeCode.uint16: return .uint16(readBasic(&iter, UInt16(0)))
        case TypeCode.int32: return .int32(readBasic(&iter, Int32(0)))
        case TypeCode.uint32: return .uint32(readBasic(&iter, UInt32(0)))
        case TypeCode.int64: return .int64(readBasic(&iter, Int64(0)))
        case TypeCode.uint64: return .uint64(readBasic(&iter, UInt64(0)))
        case TypeCode.double: return .double(readBasic(&iter, Double(0)))
        case TypeCode.unixFD: return .unixFD(readBasic(&iter, Int32(-1)))
        case TypeCode.string: return .string(readText(&iter))
        case TypeCode.objectPath: return .objectPath(ObjectPath(uncheckedWire: readText(&iter)))
        case TypeCode.signature: return .signature(Signature(unchecked: readText(&iter)))
        case TypeCode.variant:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            return readOne(&sub).map(Value.variant)
        case TypeCode.structure:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            return .structure(readAll(&sub))
        case TypeCode.array:
            let arrayType = signatureAt(&iter).rawValue
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            if dbus_message_iter_get_element_type(&iter) == TypeCode.dictEntry {
                let inner = arrayType.dropFirst(2).dropLast()
                let key = Signature(unchecked: String(inner.prefix(1)))
                let value = Signature(unchecked: String(inner.dropFirst()))
                var entries: [DictionaryEntry] = []
                while dbus_message_iter_get_arg_type(&sub) == TypeCode.dictEntry {
                    var pair = DBusMessageIter()
                    dbus_message_iter_recurse(&sub, &pair)
                    let members = readAll(&pair)
                    if members.count == 2 { entries.append(DictionaryEntry(members[0], members[1])) }
                    dbus_message_iter_next(&sub)
                }
                return .dictionary(key: key, value: value, entries)
            }
            return .array(element: Signature(unchecked: String(arrayType.dropFirst())), readAll(&sub))
        default:
            return nil
        }
    }
}

extension ObjectPath {
    /// A path libdbus has already validated on the wire.
    init(uncheckedWire text: String) { self = (try? ObjectPath(text)) ?? .root }
}

/// Reads a message body straight from its wire bytes (from `dbus_message_marshal`), which is
/// several times cheaper than libdbus's iterator: no per-value library calls, no signature
/// allocations. libdbus has already validated every received message; this reader checks
/// bounds and types anyway and gives up (returns nil) on anything unexpected, and on Unix
/// file descriptors (the iterator duplicates them), so that the caller falls back to the
/// iterator and the result is always the same. Only received messages are read, and those
/// are locked already, so `dbus_message_marshal` (which locks) changes nothing.
extension WireReader {
    /// The values of `message`'s body, or nil when the iterator must be used.
    package static func read(_ message: OpaquePointer) -> [Value]? {
        guard let rawSignature = dbus_message_get_signature(message) else { return nil }
        var data: UnsafeMutablePointer<CChar>?
        var length: Int32 = 0
        guard dbus_message_marshal(message, &data, &length) != 0, let data else { return nil }
        defer { dbus_free(data) }
        var signatureLength = 0
        while rawSignature[signatureLength] != 0 { signatureLength += 1 }
        return rawSignature.withMemoryRebound(to: UInt8.self, capacity: signatureLength + 1) { signature in
            read(wire: UnsafeRawBufferPointer(start: data, count: Int(length)),
                 signature: UnsafeBufferPointer(start: signature, count: signatureLength))
        }
    }

    /// The body values of the whole marshalled message `all`, whose body has type `signature`,
    /// or nil when they cannot be read. `package` so that `fuzz-marshal` can feed it any bytes.
    package static func read(wire all: UnsafeRawBufferPointer, signature: UnsafeBufferPointer<UInt8>) -> [Value]? {
        guard all.count >= 16, var header = WireReader(message: all),
              header.skip(3), let bodyLength = header.uint32(), header.skip(4), let fieldsLength = header.uint32() else { return nil }
        let bodyStart = (16 + Int(fieldsLength) + 7) & ~7
        guard bodyStart + Int(bodyLength) == all.count else { return nil }
        var reader = WireReader(all, bigEndian: header.bigEndian, offset: bodyStart)
        var values: [Value] = []
        var index = 0
        while index < signature.count {
            guard let end = Self.completeTypeEnd(signature, index),
                  let value = reader.value(signature, index, end) else { return nil }
            values.append(value)
            index = end
        }
        return reader.isAtEnd ? values : nil
    }

    /// The index just past the complete type starting at `index`, or nil when there is none.
    private static func completeTypeEnd(_ signature: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int? {
        var index = index
        var open = 0
        while index < signature.count {
            let code = signature[index]
            index += 1
            switch code {
            case UInt8(ascii: "a"):
                continue  // the element type follows
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                open += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                guard open > 0 else { return nil }
                open -= 1
            default:
                break
            }
            if open == 0 { return index }
        }
        return nil
    }










    /// The value of the complete type `signature[index..<end]`.
    private mutating func value(_ signature: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Value? {
        switch signature[index] {
        case UInt8(ascii: "y"): return byte().map(Value.byte)
        case UInt8(ascii: "b"): return uint32().map { .bool($0 != 0) }
        case UInt8(ascii: "n"): return fixed(Int16.self).map(Value.int16)
        case UInt8(ascii: "q"): return fixed(UInt16.self).map(Value.uint16)
        case UInt8(ascii: "i"): return fixed(Int32.self).map(Value.int32)
        case UInt8(ascii: "u"): return uint32().map(Value.uint32)
        case UInt8(ascii: "x"): return fixed(Int64.self).map(Value.int64)
        case UInt8(ascii: "t"): return fixed(UInt64.self).map(Value.uint64)
        case UInt8(ascii: "d"): return fixed(UInt64.self).map { .double(Double(bitPattern: $0)) }
        case UInt8(ascii: "s"): return string().map(Value.string)
        case UInt8(ascii: "o"): return string().map { .objectPath(ObjectPath(uncheckedWire: $0)) }
        case UInt8(ascii: "g"):
            return signatureBytes().map { .signature(Signature(unchecked: String(decoding: $0, as: UTF8.self))) }
        case UInt8(ascii: "v"):
            guard let inner = signatureBytes(), let innerEnd = Self.completeTypeEnd(inner, 0), innerEnd == inner.count,
                  let value = value(inner, 0, innerEnd) else { return nil }
            return .variant(value)
        case UInt8(ascii: "("):
            var members: [Value] = []
            var member = index + 1
            guard align(8) else { return nil }
            while member < end - 1 {
                guard let memberEnd = Self.completeTypeEnd(signature, member),
                      let value = value(signature, member, memberEnd) else { return nil }
                members.append(value)
                member = memberEnd
            }
            return .structure(members)
        case UInt8(ascii: "a"):
            return array(signature, index + 1, end)
        default:
            return nil  // `h` (the iterator duplicates descriptors) or not a type
        }
    }

    /// An array (or dictionary) whose element type is `signature[element..<end]`.
    private mutating func array(_ signature: UnsafeBufferPointer<UInt8>, _ element: Int, _ end: Int) -> Value? {
        guard element < end, let length = uint32(), align(WireWriter.alignment(of: signature[element])),
              Int(length) <= bytes.count - offset else { return nil }
        let stop = offset + Int(length)
        if signature[element] == UInt8(ascii: "{") {
            // `{kv}`: a basic key, then one complete value type, then `}`.
            let key = element + 1
            let valueStart = key + 1
            guard valueStart < end - 1, let valueEnd = Self.completeTypeEnd(signature, valueStart),
                  valueEnd == end - 1 else { return nil }
            var entries: [DictionaryEntry] = []
            while offset < stop {
                guard align(8), let k = value(signature, key, valueStart),
                      let v = value(signature, valueStart, valueEnd) else { return nil }
                entries.append(DictionaryEntry(k, v))
            }
            guard offset == stop else { return nil }
            return .dictionary(key: Signature(unchecked: Self.text(signature, key, valueStart)),
                               value: Signature(unchecked: Self.text(signature, valueStart, valueEnd)), entries)
        }
        let elementEnd = end
        var items: [Value] = []
        while offset < stop {
            guard let item = value(signature, element, elementEnd) else { return nil }
            items.append(item)
        }
        guard offset == stop else { return nil }
        return .array(element: Signature(unchecked: Self.text(signature, element, elementEnd)), items)
    }

    private static func text(_ signature: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: signature[start..<end]), as: UTF8.self)
    }
}
