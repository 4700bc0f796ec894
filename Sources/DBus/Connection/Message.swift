import CDBus
import DBusWire

/// A received D-Bus message, decoded: its header fields and its arguments.
public struct Message: Sendable {
    /// The four kinds of D-Bus message.
    public enum Kind: Sendable, Hashable {
        case methodCall, methodReturn, error, signal
    }

    public let kind: Kind
    public let serial: UInt32
    public let replySerial: UInt32
    /// The unique name of the sender (nil on a peer-to-peer connection).
    public let sender: String?
    public let destination: String?
    public let path: ObjectPath?
    public let interface: String?
    public let member: String?
    public let errorName: String?
    public let signature: Signature
    public let arguments: [Value]
    /// Whether the sender asked for no reply.
    public let noReplyExpected: Bool

    /// Decodes a libdbus message (which stays owned by the caller). `package` only so that
    /// `bench-decode` can time it on a real message; connections are its one real caller.
    package init(decoding raw: OpaquePointer) {
        kind = switch dbus_message_get_type(raw) {
        case Int32(DBUS_MESSAGE_TYPE_METHOD_CALL): .methodCall
        case Int32(DBUS_MESSAGE_TYPE_METHOD_RETURN): .methodReturn
        case Int32(DBUS_MESSAGE_TYPE_ERROR): .error
        default: .signal
        }
        serial = dbus_message_get_serial(raw)
        replySerial = dbus_message_get_reply_serial(raw)
        sender = dbus_message_get_sender(raw).map { String(cString: $0) }
        destination = dbus_message_get_destination(raw).map { String(cString: $0) }
        path = dbus_message_get_path(raw).map { ObjectPath(uncheckedWire: String(cString: $0)) }
        interface = dbus_message_get_interface(raw).map { String(cString: $0) }
        member = dbus_message_get_member(raw).map { String(cString: $0) }
        errorName = dbus_message_get_error_name(raw).map { String(cString: $0) }
        signature = dbus_message_get_signature(raw).map { Signature(unchecked: String(cString: $0)) } ?? .empty
        noReplyExpected = dbus_message_get_no_reply(raw) != 0
        arguments = Marshal.read(from: raw)
    }

    /// The error this message carries, when it is an error reply.
    var asError: DBusError {
        DBusError(name: errorName ?? DBusError.StandardName.failed.rawValue, message: arguments.first?.string ?? "")
    }
}

/// Owns one reference to a libdbus message.
final class RawMessage: @unchecked Sendable {
    let pointer: OpaquePointer

    init(adopting pointer: OpaquePointer) { self.pointer = pointer }
    deinit { dbus_message_unref(pointer) }

    /// A new method call, with every name checked first.
    static func methodCall(
        destination: String?, path: ObjectPath, interface: String?, member: String, arguments: [Value]
    ) throws(DBusError) -> RawMessage {
        if let destination { try Validate.busName(destination) }
        if let interface { try Validate.interface(interface) }
        try Validate.member(member)
        guard let pointer = dbus_message_new_method_call(destination, path.rawValue, interface, member) else {
            throw DBusError(.noMemory, "out of memory while building a method call")
        }
        let message = RawMessage(adopting: pointer)
        try Marshal.append(arguments, to: pointer)
        return message
    }

    /// A new signal, with every name and value checked first. Written by the layer's own writer
    /// and checked whole by libdbus, like ``signal(path:interface:member:leading:trailing:destination:)``:
    /// libdbus's iterator costs about 10 000 instructions for every value it appends. A Unix fd,
    /// which travels beside the bytes, goes through the iterator.
    static func signal(
        path: ObjectPath, interface: String, member: String, arguments: [Value], destination: String?
    ) throws(DBusError) -> RawMessage {
        try Validate.interface(interface)
        try Validate.member(member)
        if let destination { try Validate.busName(destination) }
        let signature = arguments.map(\.signatureText).joined()
        guard Signature.isValid(signature) else {
            throw DBusError(.invalidArgs, "arguments of type '\(signature.prefix(40))…' exceed D-Bus limits: 255 bytes of signature, 32 levels of nesting")
        }
        for value in arguments { try value.validate() }
        if let written = try written(
            path: path, interface: interface, member: member, signature: signature, leading: arguments, trailing: nil, destination: destination) {
            return written
        }
        guard let pointer = dbus_message_new_signal(path.rawValue, interface, member) else {
            throw DBusError(.noMemory, "out of memory while building a signal")
        }
        let message = RawMessage(adopting: pointer)
        if let destination { dbus_message_set_destination(pointer, destination) }
        try Marshal.append(arguments, to: pointer)
        return message
    }

    /// A new signal whose body is `leading`, then `trailing` as marshalled before. The bytes are
    /// written here and taken in by libdbus, which validates the whole message (as it does every
    /// message it receives), so nothing invalid is sent and libdbus never aborts on it.
    static func signal(
        path: ObjectPath, interface: String, member: String, leading: [Value], trailing: MarshalledArguments, destination: String?
    ) throws(DBusError) -> RawMessage {
        try Validate.interface(interface)
        try Validate.member(member)
        if let destination { try Validate.busName(destination) }
        let signature = leading.map(\.signatureText).joined() + trailing.signature
        guard Signature.isValid(signature) else {
            throw DBusError(.invalidArgs, "arguments of type '\(signature.prefix(40))…' exceed D-Bus limits: 255 bytes of signature, 32 levels of nesting")
        }
        guard let written = try written(
            path: path, interface: interface, member: member, signature: signature, leading: leading, trailing: trailing, destination: destination)
        else { throw DBusError(.invalidArgs, "Unix fds and signatures over 255 bytes cannot go before marshalled arguments") }
        return written
    }

    /// The signal of checked names and `signature` (checked valid; `leading`'s and `trailing`'s), its
    /// bytes written by ``WireWriter`` and taken in by libdbus; nil when a value cannot be written
    /// ahead (a Unix fd).
    private static func written(
        path: ObjectPath, interface: String, member: String, signature: String, leading: [Value], trailing: MarshalledArguments?,
        destination: String?
    ) throws(DBusError) -> RawMessage? {
        var body = WireWriter(reservingCapacity: (trailing?.bytes.count ?? 0) + 256)
        for value in leading {
            guard body.append(value) else { return nil }
        }
        if let trailing {
            body.pad(to: 8)
            body.appendRaw(trailing.bytes)
        }
        // A signal, no reply expected; a serial the copy sent drops (the connection numbers what it sends).
        let header = MessageHeader(
            kind: .signal, flags: MessageHeader.noReplyExpected, bodyLength: UInt32(body.count), serial: 1,
            path: path.rawValue, interface: interface, member: member, destination: destination,
            signature: signature.isEmpty ? nil : signature)
        var message = WireWriter(reservingCapacity: body.count + 256)
        guard header.write(into: &message) else { return nil }
        message.appendRaw(body)
        return try message.withBytes(demarshalled)
    }

    /// The message `bytes` hold, checked by libdbus, as a copy without a serial.
    private static func demarshalled(_ bytes: UnsafeRawBufferPointer) throws(DBusError) -> RawMessage {
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        let loaded = dbus_message_demarshal(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), &error)
        guard let loaded else {
            let reason = dbus_error_is_set(&error) != 0 ? String(cString: error.message) : "out of memory"
            throw DBusError(.invalidArgs, "the message does not hold valid D-Bus: \(reason)")
        }
        defer { dbus_message_unref(loaded) }
        guard let copy = dbus_message_copy(loaded) else { throw DBusError(.noMemory, "out of memory while building a signal") }
        return RawMessage(adopting: copy)
    }

    /// A method return answering this call.
    func methodReturn(_ arguments: [Value]) throws(DBusError) -> RawMessage {
        guard let reply = dbus_message_new_method_return(pointer) else {
            throw DBusError(.noMemory, "out of memory while building a reply")
        }
        let message = RawMessage(adopting: reply)
        try Marshal.append(arguments, to: reply)
        return message
    }

    /// An error reply answering this call. An invalid error name becomes `Failed`.
    func errorReply(_ error: DBusError) -> RawMessage? {
        let name = NameRules.isValidInterface(error.name) ? error.name : DBusError.StandardName.failed.rawValue
        let text = error.message.replacingNulBytes()
        return dbus_message_new_error(pointer, name, text).map(RawMessage.init(adopting:))
    }
}

extension String {
    func replacingNulBytes() -> String {
        NameRules.isValidString(self) ? self : String(decoding: utf8.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }
}

/// Throwing checks of names, so that libdbus never sees an invalid one.
enum Validate {
    static func busName(_ name: String) throws(DBusError) {
        guard NameRules.isValidBusName(name) else {
            throw DBusError(.invalidArgs, "'\(name)' is not a valid bus name: expected ':1.42' or dot-separated elements like 'org.example.App'")
        }
    }

    static func interface(_ name: String) throws(DBusError) {
        guard NameRules.isValidInterface(name) else {
            throw DBusError(.unknownInterface, "'\(name)' is not a valid interface name: expected dot-separated elements like 'org.example.Iface'")
        }
    }

    static func member(_ name: String) throws(DBusError) {
        guard NameRules.isValidMember(name) else {
            throw DBusError(.unknownMethod, "'\(name)' is not a valid member name: expected letters, digits and '_', not starting with a digit")
        }
    }
}
