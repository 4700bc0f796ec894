import CDBus

/// Writes `Value`s into and reads them out of libdbus messages.
enum Marshal {
    /// Appends `values` as the body of `message`. The values are validated first, so
    /// nothing invalid ever reaches libdbus (which aborts on invalid input).
    static func append(_ values: [Value], to message: OpaquePointer) throws(DBusError) {
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
