/// The header of a D-Bus message (the specification's "Message Format"): byte order, kind, flags,
/// version 1, the body's length, the serial, the header fields as an `a(yv)`, then zero bytes up
/// to a multiple of 8, where the body starts.
public struct MessageHeader: Sendable, Equatable {
    /// The message's type.
    public enum Kind: UInt8, Sendable {
        case methodCall = 1, methodReturn = 2, error = 3, signal = 4
    }

    /// The flag of a message that wants no reply.
    public static let noReplyExpected: UInt8 = 0x1
    /// The length of the fixed part, up to and including the header fields' array length.
    public static let fixedLength = 16
    /// The longest message the specification allows (128 MiB).
    public static let maximumMessageLength = 1 << 27

    public var kind: Kind
    public var flags: UInt8
    public var bodyLength: UInt32
    public var serial: UInt32
    public var path: String?
    public var interface: String?
    public var member: String?
    public var errorName: String?
    public var replySerial: UInt32?
    public var destination: String?
    public var sender: String?
    /// The body's signature; `nil` for an empty body.
    public var signature: String?

    public init(
        kind: Kind, flags: UInt8 = 0, bodyLength: UInt32, serial: UInt32, path: String? = nil, interface: String? = nil,
        member: String? = nil, errorName: String? = nil, replySerial: UInt32? = nil, destination: String? = nil,
        sender: String? = nil, signature: String? = nil
    ) {
        self.kind = kind
        self.flags = flags
        self.bodyLength = bodyLength
        self.serial = serial
        self.path = path
        self.interface = interface
        self.member = member
        self.errorName = errorName
        self.replySerial = replySerial
        self.destination = destination
        self.sender = sender
        self.signature = signature
    }

    /// The header field codes and the type of each field's value.
    private enum Field: UInt8, CaseIterable {
        case path = 1, interface, member, errorName, replySerial, destination, sender, signature

        var typeCode: UInt8 {
            switch self {
            case .path: UInt8(ascii: "o")
            case .replySerial: UInt8(ascii: "u")
            case .signature: UInt8(ascii: "g")
            default: UInt8(ascii: "s")
            }
        }
    }

    /// The text of a field of type `s`, `o` or `g`.
    private func text(of field: Field) -> String? {
        switch field {
        case .path: path
        case .interface: interface
        case .member: member
        case .errorName: errorName
        case .replySerial: nil
        case .destination: destination
        case .sender: sender
        case .signature: signature
        }
    }

    /// Writes the header in the host's byte order, padded to 8 bytes, at the start of `writer`
    /// (which must be empty). False when the signature is too long for its one-byte length.
    public func write(into writer: inout WireWriter) -> Bool {
        #if _endian(little)
        writer.appendByte(UInt8(ascii: "l"))
        #else
        writer.appendByte(UInt8(ascii: "B"))
        #endif
        writer.appendByte(kind.rawValue)
        writer.appendByte(flags)
        writer.appendByte(1)
        writer.appendFixed(bodyLength)
        writer.appendFixed(serial)
        let present = Field.allCases.filter { $0 == .replySerial ? replySerial != nil : text(of: $0) != nil }
        let written = writer.appendArray(elementAlignment: 8, count: present.count) { writer, index in
            let field = present[index]
            writer.pad(to: 8)
            writer.appendByte(field.rawValue)
            writer.appendTypeCode(field.typeCode)
            switch field {
            case .replySerial: writer.appendFixed(replySerial ?? 0)
            case .signature: return writer.appendSignature(signature ?? "")
            default: writer.appendText(text(of: field) ?? "")
            }
            return true
        }
        writer.pad(to: 8)
        return written
    }

    /// The whole length (header, padding and body) of the message whose first
    /// ``fixedLength`` bytes are `prefix`.
    ///
    /// - Throws: ``WireFormatError`` for an unknown byte order or a length over the limit.
    public static func messageLength(prefix: UnsafeRawBufferPointer) throws(WireFormatError) -> Int {
        guard prefix.count >= fixedLength else { throw WireFormatError("a message header is 16 bytes at least") }
        guard var reader = WireReader(message: prefix) else { throw WireFormatError("unknown byte order") }
        guard reader.skip(3), let bodyLength = reader.uint32().map(Int.init), reader.skip(4),
              let fieldsLength = reader.uint32().map(Int.init) else { throw WireFormatError("a message header is 16 bytes at least") }
        let total = (fixedLength + fieldsLength + 7) / 8 * 8 + bodyLength
        guard bodyLength <= maximumMessageLength, fieldsLength <= maximumMessageLength, total <= maximumMessageLength else {
            throw WireFormatError("the message is longer than D-Bus allows (128 MiB)")
        }
        return total
    }

    /// Reads the header at the start of `bytes`, which hold at least the fixed part and the fields.
    ///
    /// - Throws: ``WireFormatError`` when the bytes are not a header this reader understands:
    ///   another protocol version, an unknown kind, a field of a type other than a basic one.
    public init(parsing bytes: UnsafeRawBufferPointer) throws(WireFormatError) {
        guard var fixed = WireReader(message: bytes) else { throw WireFormatError("unknown byte order") }
        guard let type = fixed.byte(), let flags = fixed.byte(), let version = fixed.byte(), let bodyLength = fixed.uint32(),
              let serial = fixed.uint32(), let fieldsLength = fixed.uint32() else {
            throw WireFormatError("a message header is 16 bytes at least")
        }
        guard let kind = Kind(rawValue: type) else { throw WireFormatError("unknown message type \(type)") }
        guard version == 1 else { throw WireFormatError("unknown protocol version \(version)") }
        self.init(kind: kind, flags: flags, bodyLength: bodyLength, serial: serial)
        let end = Self.fixedLength + Int(fieldsLength)
        guard end <= bytes.count else { throw WireFormatError("the header fields run past the bytes read") }
        // The fields alone, so that no value is read past them; offsets still count from the start.
        var reader = WireReader(UnsafeRawBufferPointer(rebasing: bytes[..<end]), bigEndian: fixed.bigEndian, offset: Self.fixedLength)
        while !reader.isAtEnd {
            guard reader.align(8), let code = reader.byte(), let signature = reader.signatureBytes() else {
                throw WireFormatError("the header fields end inside a value")
            }
            guard signature.count == 1 else { throw WireFormatError("header field \(code) is not of a basic type") }
            let type = signature[0]
            guard let field = Field(rawValue: code), field.typeCode == type else {
                // A field this reader does not know, or of another type: skipped, as the
                // specification asks, when its value is of a basic type.
                guard reader.skipBasic(type) else { throw WireFormatError("header field \(code) is not of a basic type") }
                continue
            }
            let text: String?
            switch field {
            case .replySerial:
                replySerial = reader.uint32()
                guard replySerial != nil else { throw WireFormatError("the header fields end inside a value") }
                continue
            case .signature: text = reader.signature()
            default: text = reader.string()
            }
            guard let text else { throw WireFormatError("the header fields end inside a value") }
            switch field {
            case .path: path = text
            case .interface: interface = text
            case .member: member = text
            case .errorName: errorName = text
            case .destination: destination = text
            case .sender: sender = text
            case .signature: self.signature = text
            case .replySerial: break
            }
        }
    }
}

/// Why bytes are not D-Bus's wire format (a message header, a body's values) as this reader takes it.
public struct WireFormatError: Error, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
