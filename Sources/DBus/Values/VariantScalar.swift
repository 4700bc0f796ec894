/// A scalar held by a variant: the values of an `a{sv}` dictionary that
/// ``MarshalledArguments/init(_:stringVariantDictionary:)`` writes straight to the wire.
public enum VariantScalar: Sendable, Equatable {
    case string(String)
    case double(Double)
    case uint32(UInt32)
    case bool(Bool)
}
