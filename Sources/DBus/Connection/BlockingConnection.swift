import CDBus

/// A connection for a program that makes a call or two and exits, such as a command-line tool:
/// each call blocks the calling thread until its reply comes. No event-loop thread, no task,
/// so it starts and ends in the time of the calls themselves. Replies, error replies, timeouts
/// and disconnects come out as they do from ``Connection``. Use it from one thread.
public final class BlockingConnection {
    private let raw: OpaquePointer
    private var closed = false

    /// Opens a connection and registers with the bus (the `Hello` call).
    public init(bus: BusAddress) throws(DBusError) {
        raw = try Connection.open(bus)
    }

    deinit {
        close()
        dbus_connection_unref(raw)
    }

    /// Closes the connection. Safe to call more than once.
    public func close() {
        guard !closed else { return }
        closed = true
        dbus_connection_close(raw)
    }

    /// Calls a method and blocks until its reply.
    ///
    /// - Returns: the reply message; its `arguments` are the method's results.
    /// - Throws: `DBusError` carrying the error name and message the peer replied with,
    ///   `Timeout` when no reply came in `timeout`, `Disconnected` when the connection closed
    ///   first, `InvalidArgs` for arguments D-Bus cannot carry.
    public func call(
        destination: String?, path: ObjectPath, interface: String?, method: String,
        arguments: [Value] = [], timeout: Duration = .seconds(25)
    ) throws(DBusError) -> Message {
        let message = try RawMessage.methodCall(
            destination: destination, path: path, interface: interface, member: method, arguments: arguments)
        var serial: UInt32 = 0
        guard !closed, dbus_connection_send(raw, message.pointer, &serial) != 0 else {
            throw DBusError(.disconnected, "cannot call \(method): the connection is closed")
        }
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            while let incoming = dbus_connection_pop_message(raw) {
                defer { dbus_message_unref(incoming) }
                guard dbus_message_get_reply_serial(incoming) == serial else { continue }
                let reply = Message(decoding: incoming)
                if reply.kind == .error { throw reply.asError }
                return reply
            }
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { throw DBusError.noReply(to: method) }
            guard dbus_connection_read_write(raw, Self.milliseconds(left)) != 0 else {
                throw DBusError(.disconnected, DBusError.busClosedReason)
            }
        }
    }

    /// `duration` in whole milliseconds, rounded up, as libdbus takes a timeout.
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
