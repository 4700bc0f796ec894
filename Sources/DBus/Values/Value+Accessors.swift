/// Typed reads of a `Value`: each returns nil when the value has another type.
/// Variants are looked through, so `.variant(.string("x")).string == "x"`.
extension Value {
    /// The value inside any number of variant wrappers.
    public var unwrapped: Value {
        if case .variant(let inner) = self { return inner.unwrapped }
        return self
    }

    public var string: String? {
        switch unwrapped {
        case .string(let s): s
        case .objectPath(let p): p.rawValue
        case .signature(let g): g.rawValue
        default: nil
        }
    }

    public var bool: Bool? { if case .bool(let b) = unwrapped { b } else { nil } }
    public var double: Double? { if case .double(let d) = unwrapped { d } else { nil } }
    public var uint32: UInt32? { if case .uint32(let u) = unwrapped { u } else { nil } }
    public var int32: Int32? { if case .int32(let i) = unwrapped { i } else { nil } }
    public var uint64: UInt64? { if case .uint64(let t) = unwrapped { t } else { nil } }

    /// The elements of an array.
    public var array: [Value]? { if case .array(_, let items) = unwrapped { items } else { nil } }

    /// The members of a struct.
    public var structure: [Value]? { if case .structure(let members) = unwrapped { members } else { nil } }

    /// A dictionary with string keys (`a{s…}`) as a Swift dictionary.
    public var stringKeyedDictionary: [String: Value]? {
        guard case .dictionary(_, _, let entries) = unwrapped else { return nil }
        var result: [String: Value] = [:]
        result.reserveCapacity(entries.count)
        for entry in entries {
            guard let key = entry.key.string else { return nil }
            result[key] = entry.value
        }
        return result
    }
}
