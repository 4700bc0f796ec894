import DBusWire
/// The last arguments of a signal, marshalled once and sent after different first arguments in
/// many messages (``Connection/emit(path:interface:signal:leading:trailing:destination:)``): a
/// large dictionary sent to many destinations is then marshalled and checked once, not once per
/// message.
///
/// The first of them must be aligned to 8 bytes on the wire (`t`, `x`, `d`, a struct), so that
/// its bytes are the same whatever comes before.
public struct MarshalledArguments: Sendable {
    let bytes: [UInt8]
    let signature: String

    /// Marshals `values`; throws `InvalidArgs` for a first value not aligned to 8 bytes, a Unix
    /// fd, or a signature past D-Bus's limits. Everything else is checked by libdbus with the
    /// whole message, when it is sent: a value no message may carry (a NUL in a string, an
    /// element of another type than its array's) makes that `emit` throw `InvalidArgs`.
    public init(_ values: [Value]) throws(DBusError) {
        let signature = values.map(\.signatureText).joined()
        let writer = try MarshalledArguments.writer(for: values, signature: signature)
        bytes = writer.bytes
        self.signature = signature
    }

    /// Marshals `values`, then an `a{sv}` dictionary of scalars whose entries `entries` appends in
    /// order (``StringVariantEntries/append(_:_:)``), written straight to the wire: a large
    /// dictionary sent often costs no `Value`, and no list, per entry. Throws as ``init(_:)`` does.
    public init(_ values: [Value], stringVariantDictionary entries: (inout StringVariantEntries) -> Void) throws(DBusError) {
        let signature = values.map(\.signatureText).joined() + "a{sv}"
        var dictionary = StringVariantEntries(after: try MarshalledArguments.writer(for: values, signature: signature))
        entries(&dictionary)
        bytes = dictionary.finish()
        self.signature = signature
    }

    /// A writer holding `values`, once `signature` (theirs and what follows) is checked.
    private static func writer(for values: [Value], signature: String) throws(DBusError) -> WireWriter {
        guard let first = signature.utf8.first, WireWriter.alignment(of: first) == 8 else {
            throw DBusError(.invalidArgs, "marshalled arguments must start with a value aligned to 8 bytes (t, x, d or a struct), not '\(signature.prefix(1))'")
        }
        guard Signature.isValid(signature) else {
            throw DBusError(.invalidArgs, "arguments of type '\(signature.prefix(40))…' exceed D-Bus limits: 255 bytes of signature, 32 levels of nesting")
        }
        var writer = WireWriter()
        for value in values {
            guard writer.append(value) else {
                throw DBusError(.invalidArgs, "Unix fds and signatures over 255 bytes cannot be marshalled ahead of their message")
            }
        }
        return writer
    }
}

/// The entries of an `a{sv}` of scalars being marshalled
/// (``MarshalledArguments/init(_:stringVariantDictionary:)``).
public struct StringVariantEntries: ~Copyable {
    private var writer: WireWriter
    private let array: WireWriter.ArrayStart

    /// Begins the dictionary after what `writer` holds.
    init(after writer: consuming WireWriter) {
        self.writer = writer
        array = self.writer.beginArray(elementAlignment: 8)
    }

    /// Appends one entry.
    public mutating func append(_ key: String, _ value: VariantScalar) {
        writer.appendStringVariantEntry(key, value)
    }

    /// Ends the dictionary; returns every byte written.
    consuming func finish() -> [UInt8] {
        writer.endArray(array)
        return writer.bytes
    }
}
