/// One D-Bus value of any type, nested to any depth.
///
/// Containers carry the signature of their elements, so that an empty array or
/// dictionary still has a complete type. Only a variant is boxed: scalars and strings are held
/// in place, so a large dictionary costs one allocation per container, not one per value.
public enum Value: Hashable, Sendable {
    case byte(UInt8)
    case bool(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(ObjectPath)
    case signature(Signature)
    /// A Unix file descriptor (`h`). Sending duplicates it; a received one is owned by the receiver.
    case unixFD(Int32)
    /// An array whose elements all have type `element`.
    case array(element: Signature, [Value])
    /// A dictionary (`a{kv}`); keys are basic types. Entry order is kept as sent.
    case dictionary(key: Signature, value: Signature, [DictionaryEntry])
    /// A struct of one or more members.
    case structure([Value])
    /// A variant: a value carrying its own type.
    indirect case variant(Value)

    /// The complete D-Bus type of this value.
    public var signature: Signature { Signature(unchecked: signatureText) }

    var signatureText: String {
        switch self {
        case .byte: "y"
        case .bool: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .unixFD: "h"
        case .array(let element, _): "a" + element.rawValue
        case .dictionary(let key, let value, _): "a{" + key.rawValue + value.rawValue + "}"
        case .structure(let members): "(" + members.map(\.signatureText).joined() + ")"
        case .variant: "v"
        }
    }
}

/// One key/value pair of a D-Bus dictionary.
public struct DictionaryEntry: Hashable, Sendable {
    public var key: Value
    public var value: Value

    public init(_ key: Value, _ value: Value) {
        self.key = key
        self.value = value
    }
}

extension Value {
    /// An `a{sv}` dictionary, the usual property-bag shape; keys are sorted for a stable order.
    public static func stringVariantDictionary(_ entries: [String: Value]) -> Value {
        .dictionary(
            key: "s", value: "v",
            entries.sorted { $0.key < $1.key }.map { DictionaryEntry(.string($0.key), .variant($0.value)) }
        )
    }

    /// An `as` array.
    public static func stringArray(_ strings: [String]) -> Value {
        .array(element: "s", strings.map(Value.string))
    }

    /// Creates a string from raw bytes, refusing invalid UTF-8 and NUL bytes.
    public init(utf8Bytes bytes: [UInt8]) throws(DBusError) {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw DBusError(.invalidArgs, "string is not valid UTF-8: D-Bus strings must be UTF-8 without NUL bytes")
        }
        guard NameRules.isValidString(text) else {
            throw DBusError(.invalidArgs, "string contains a NUL byte: D-Bus strings must be UTF-8 without NUL bytes")
        }
        self = .string(text)
    }
}
