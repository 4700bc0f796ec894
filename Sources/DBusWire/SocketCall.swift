import Glibc

/// One method call to a message bus over its Unix socket, without libdbus, for a program whose
/// start-up must not pay for loading it (the `themeswitch` front's `apply`, `scheme` and `get`):
/// connect, authenticate as the process's user (SASL `EXTERNAL`), then `Hello` and the call
/// sent together, and the call's reply read. Blocks the calling thread; use it once and exit.
public struct SocketCall {
    /// What the bus or the callee answered.
    public enum Outcome: Sendable, Equatable {
        /// A method return.
        case returned(Reply)
        /// An error reply, by its name.
        case failed(errorName: String)
    }

    public let destination: String
    public let path: String
    public let interface: String
    public let method: String
    /// The call's arguments, all strings (`s`).
    public let arguments: [String]

    public init(destination: String, path: String, interface: String, method: String, arguments: [String]) {
        self.destination = destination
        self.path = path
        self.interface = interface
        self.method = method
        self.arguments = arguments
    }

    /// The longest reply or signal read while waiting; anything longer ends the call.
    static let longestMessage = 1 << 20

    /// Makes the call on the bus at `address` and waits at most `timeoutMilliseconds` for its reply.
    ///
    /// - Throws: ``SocketCallError`` when no reply came: no socket, authentication refused, the
    ///   bus closed the connection, bytes that are not D-Bus, or the time ran out.
    public func send(to address: UnixBusAddress, timeoutMilliseconds: Int) throws(SocketCallError) -> Outcome {
        let socket = try address.openSocket()
        defer { close(socket) }
        let deadline = Deadline(milliseconds: timeoutMilliseconds)
        var stream = ReceivedBytes(socket: socket, deadline: deadline)
        try Self.write(Array("\0AUTH EXTERNAL \(Self.hex(String(getuid())))\r\n".utf8), to: socket)
        let answer = try stream.line()
        guard answer.hasPrefix("OK ") else { throw SocketCallError("the bus refused to authenticate this user (\(answer.prefix(60)))") }
        var messages = Array("BEGIN\r\n".utf8)
        messages += try Self.message(
            serial: 1, destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            member: "Hello", arguments: [])
        messages += try Self.message(
            serial: 2, destination: destination, path: path, interface: interface, member: method, arguments: arguments)
        try Self.write(messages, to: socket)
        while true {
            let (header, body, bigEndian) = try stream.message()
            guard let replySerial = header.replySerial, header.kind == .methodReturn || header.kind == .error else { continue }
            if header.kind == .error, replySerial == 1 || replySerial == 2 {
                return .failed(errorName: header.errorName ?? "")
            }
            if replySerial == 2 { return .returned(Reply(signature: header.signature ?? "", body: body, bigEndian: bigEndian)) }
        }
    }

    /// A method call's bytes: header and a body of strings.
    private static func message(
        serial: UInt32, destination: String, path: String, interface: String, member: String, arguments: [String]
    ) throws(SocketCallError) -> [UInt8] {
        var body = WireWriter()
        for argument in arguments { body.appendText(argument) }
        var message = WireWriter(reservingCapacity: body.count + 160)
        let header = MessageHeader(
            kind: .methodCall, bodyLength: UInt32(body.count), serial: serial, path: path, interface: interface,
            member: member, destination: destination,
            signature: arguments.isEmpty ? nil : String(repeating: "s", count: arguments.count))
        guard header.write(into: &message) else { throw SocketCallError("too many arguments for one call") }
        message.appendRaw(body)
        return message.bytes
    }

    /// `text`'s bytes in lowercase hexadecimal, as SASL `EXTERNAL` takes the user id.
    private static func hex(_ text: String) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: text.utf8.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] }, as: UTF8.self)
    }

    private static func write(_ bytes: [UInt8], to socket: Int32) throws(SocketCallError) {
        var sent = 0
        while sent < bytes.count {
            let result = bytes.withUnsafeBytes { all in
                let rest = UnsafeRawBufferPointer(rebasing: all[sent...])
                return Glibc.send(socket, rest.baseAddress, rest.count, Int32(MSG_NOSIGNAL))
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { throw SocketCallError.system("cannot write to the bus") }
            sent += result
        }
    }
}

/// A method return's results: their signature and bytes, to read with ``WireReader``.
public struct Reply: Sendable, Equatable {
    public let signature: String
    public let body: [UInt8]
    public let bigEndian: Bool
}

/// Why a ``SocketCall`` got no reply, in one sentence.
public struct SocketCallError: Error, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    /// `what`, then the system's reason from `errno`.
    static func system(_ what: String) -> SocketCallError {
        SocketCallError("\(what): \(String(cString: strerror(errno)))")
    }
}

/// A point on the monotonic clock a wait must not pass.
private struct Deadline {
    private let end: Int

    init(milliseconds: Int) { end = Self.now() + milliseconds }

    /// Milliseconds left, at least 0.
    var left: Int32 { Int32(clamping: max(0, end - Self.now())) }

    private static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}

/// What the bus sent, read as it is asked for: the authentication's lines, then whole messages.
private struct ReceivedBytes {
    let socket: Int32
    let deadline: Deadline
    private var buffer: [UInt8] = []

    init(socket: Int32, deadline: Deadline) {
        self.socket = socket
        self.deadline = deadline
    }

    /// The next line of the authentication, without its `\r\n`.
    mutating func line() throws(SocketCallError) -> String {
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[..<end].last == UInt8(ascii: "\r") ? buffer[..<(end - 1)] : buffer[..<end]
                defer { buffer.removeSubrange(...end) }
                return String(decoding: line, as: UTF8.self)
            }
            guard buffer.count < 4096 else { throw SocketCallError("the bus's authentication line is too long") }
            try receive()
        }
    }

    /// The next whole message: its header, its body, and whether it is big-endian.
    mutating func message() throws(SocketCallError) -> (MessageHeader, [UInt8], Bool) {
        while buffer.count < MessageHeader.fixedLength { try receive() }
        let length: Int
        do {
            length = try buffer.withUnsafeBytes { bytes throws(WireFormatError) in try MessageHeader.messageLength(prefix: bytes) }
        } catch {
            throw SocketCallError("the bus sent bytes that are not a D-Bus message: \(error)")
        }
        guard length <= SocketCall.longestMessage else { throw SocketCallError("the bus sent a message of \(length) bytes, over 1 MiB") }
        while buffer.count < length { try receive() }
        defer { buffer.removeSubrange(..<length) }
        do {
            let header = try buffer.withUnsafeBytes { bytes throws(WireFormatError) in
                try MessageHeader(parsing: UnsafeRawBufferPointer(rebasing: bytes[..<length]))
            }
            return (header, Array(buffer[(length - Int(header.bodyLength))..<length]), buffer[0] == UInt8(ascii: "B"))
        } catch {
            throw SocketCallError("the bus sent bytes that are not a D-Bus message: \(error)")
        }
    }

    /// Waits for more bytes until the deadline and appends them.
    private mutating func receive() throws(SocketCallError) {
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, deadline.left)
        if ready < 0, errno == EINTR { return }
        guard ready > 0 else {
            if ready == 0 { throw SocketCallError("no reply from the bus in time") }
            throw SocketCallError.system("cannot wait for the bus")
        }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count < 0, errno == EINTR { return }
        guard count > 0 else {
            if count == 0 { throw SocketCallError("the bus closed the connection") }
            throw SocketCallError.system("cannot read from the bus")
        }
        buffer += chunk[..<count]
    }
}
