import CDBus
import Synchronization

/// Threads support must be on before libdbus is used from more than one thread.
private let libdbusThreadsReady: Bool = dbus_threads_init_default() != 0

/// A connection to a D-Bus message bus.
///
/// One event-loop thread reads and dispatches; any task may call, emit and export
/// concurrently. Incoming method calls on exported objects are handled one at a
/// time, in arrival order, on the event-loop thread: a handler's task prefers the loop
/// as its executor, so the actors it awaits and its resumptions run there too. A
/// handler must not block, and a long computation in one delays the connection's
/// other traffic. `close()` ends every pending call and signal stream.
public final class Connection: @unchecked Sendable {
    let raw: OpaquePointer
    /// The unique name the bus gave this connection, such as `:1.42`.
    public let uniqueName: String
    let state = Mutex(ConnectionState())
    /// Set once in `init`; the loop holds the connection only weakly. Incoming calls are
    /// answered on it (``EventLoop`` is their tasks' executor).
    private(set) var loop: EventLoop?

    /// Opens a connection and registers with the bus (the `Hello` call).
    public init(bus: BusAddress) throws(DBusError) {
        _ = libdbusThreadsReady
        let opened = try Connection.open(bus)
        raw = opened
        uniqueName = dbus_bus_get_unique_name(opened).map { String(cString: $0) } ?? ""

        dbus_connection_add_filter(opened, { _, message, context in
            guard let message, let context else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
            let connection = Unmanaged<Connection>.fromOpaque(context).takeUnretainedValue()
            return connection.receive(message)
        }, Unmanaged.passUnretained(self).toOpaque(), nil)

        let loop = EventLoop(
            connection: opened,
            deadline: { [weak self] in self?.state.withLock { $0.armedDeadline } },
            afterRound: { [weak self] in self?.expireTimedOutCalls() }
        )
        self.loop = loop
        loop.start()
    }

    /// Opens a private libdbus connection to `bus` and registers it (`Hello`).
    static func open(_ bus: BusAddress) throws(DBusError) -> OpaquePointer {
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        let opened: OpaquePointer? = switch bus {
        case .session: dbus_bus_get_private(DBUS_BUS_SESSION, &error)
        case .system: dbus_bus_get_private(DBUS_BUS_SYSTEM, &error)
        case .address(let address): Connection.openAndRegister(address, &error)
        }
        guard let opened else {
            let reason = dbus_error_is_set(&error) != 0 ? String(cString: error.message) : "unknown reason"
            throw DBusError(.badAddress, "cannot connect to the \(bus.label): \(reason)")
        }
        dbus_connection_set_exit_on_disconnect(opened, 0)
        return opened
    }

    private static func openAndRegister(_ address: String, _ error: inout CDBus.DBusError) -> OpaquePointer? {
        guard let connection = dbus_connection_open_private(address, &error) else { return nil }
        guard dbus_bus_register(connection, &error) != 0 else {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            return nil
        }
        return connection
    }

    /// Whether the connection is still open.
    public var isConnected: Bool { !state.withLock(\.closed) }

    /// Why the connection closed, once it has.
    public var closeReason: CloseReason? { state.withLock(\.closeReason) }

    /// Yields once, when the connection closes, why it closed; then finishes. A connection
    /// that is already closed yields at once. This is how a service notices that its bus
    /// went away (``CloseReason/lostBus(_:)``) and exits, so that it can be restarted.
    public func closeEvents() -> AsyncStream<CloseReason> {
        let (stream, continuation) = AsyncStream<CloseReason>.makeStream()
        let alreadyClosed = state.withLock { state -> CloseReason? in
            guard let reason = state.closeReason else {
                state.nextSubscriptionID += 1
                state.closeWatchers[state.nextSubscriptionID] = continuation
                return nil
            }
            return reason
        }
        if let alreadyClosed {
            continuation.yield(alreadyClosed)
            continuation.finish()
        }
        return stream
    }

    /// Closes the connection: pending calls fail with `Disconnected`, signal streams finish.
    /// Safe to call more than once and from any task.
    public func close() {
        let wasOpen = tearDown(.closedLocally)
        loop?.stop()
        guard wasOpen else { return }
        dbus_connection_close(raw)
    }

    deinit {
        // libdbus aborts when a private connection loses its last reference while open.
        close()
        dbus_connection_unref(raw)
    }

    /// Marks the connection closed and ends everything waiting on it. Returns whether it was open.
    @discardableResult
    func tearDown(_ reason: CloseReason) -> Bool {
        let ended = state.withLock { state -> ConnectionState? in
            guard !state.closed else { return nil }
            let snapshot = state
            state.closeReason = reason
            state.pending = [:]
            state.subscriptions = [:]
            state.closeWatchers = [:]
            return snapshot
        }
        guard let ended else { return false }
        let error = DBusError(.disconnected, reason.description)
        for call in ended.pending.values { call.continuation.resume(throwing: error) }
        for subscription in ended.subscriptions.values { subscription.continuation.finish() }
        for watcher in ended.closeWatchers.values {
            watcher.yield(reason)
            watcher.finish()
        }
        return true
    }

    func wakeLoop() { loop?.wake() }

    /// Calls `readable` on the event-loop thread whenever `descriptor` has something to read,
    /// until the returned watch is cancelled. The connection owns the descriptor from now on and
    /// closes it then, or when the connection closes. `readable` must read what is there without
    /// blocking (the descriptor should be non-blocking), else it is called again at once. A
    /// service follows a descriptor (an inotify watch) this way without a thread of its own.
    public func watch(readable descriptor: Int32, _ readable: @escaping @Sendable () -> Void) -> DescriptorWatch {
        let watch = DescriptorWatch(descriptor: descriptor, readable: readable) { [weak self] in self?.wakeLoop() }
        loop?.add(watch)
        return watch
    }

    /// Sends a message without waiting for anything; returns its serial.
    @discardableResult
    func send(_ message: RawMessage) throws(DBusError) -> UInt32 {
        var serial: UInt32 = 0
        let sent = state.withLock { state in
            !state.closed && dbus_connection_send(raw, message.pointer, &serial) != 0
        }
        guard sent else { throw DBusError(.disconnected, "the connection is closed") }
        return serial
    }

    /// The filter every incoming message passes through, on the loop thread.
    private func receive(_ pointer: OpaquePointer) -> DBusHandlerResult {
        let message = Message(decoding: pointer)
        switch message.kind {
        case .methodReturn, .error:
            completeCall(with: message)
        case .signal:
            if message.interface == "org.freedesktop.DBus.Local", message.member == "Disconnected" {
                tearDown(.lostBus(DBusError.busClosedReason))
                loop?.stop()
            } else {
                deliverSignal(message)
            }
        case .methodCall:
            dispatchCall(message, raw: RawMessage(retaining: pointer))
        }
        return DBUS_HANDLER_RESULT_HANDLED
    }
}

extension RawMessage {
    /// Takes a new reference to a message libdbus lends to a filter.
    convenience init(retaining pointer: OpaquePointer) {
        dbus_message_ref(pointer)
        self.init(adopting: pointer)
    }
}

extension BusAddress {
    var label: String {
        switch self {
        case .session: "session bus"
        case .system: "system bus"
        case .address(let address): "bus at '\(address)'"
        }
    }
}

/// Everything a connection shares between the loop thread and callers.
struct ConnectionState: Sendable {
    /// Whether the connection has closed (it has once it has a close reason).
    var closed: Bool { closeReason != nil }
    var pending: [UInt32: PendingCall] = [:]
    /// The earliest time the loop has been told to wake for timeouts.
    var armedDeadline: ContinuousClock.Instant?
    var subscriptions: [UInt64: Subscription] = [:]
    var nextSubscriptionID: UInt64 = 0
    var objects: [ObjectPath: ExportedObject] = [:]
    var closeReason: CloseReason?
    var closeWatchers: [UInt64: AsyncStream<CloseReason>.Continuation] = [:]
    /// Incoming method calls queued or running; see ``Connection/incomingCallLimit``.
    var queuedIncomingCalls = 0
    /// Whether an incoming call is being answered; the calls that arrived meanwhile, in order.
    var answeringCall = false
    var waitingCalls: [@Sendable () async -> Void] = []
}

/// Why a connection closed.
public enum CloseReason: Sendable, Equatable, CustomStringConvertible {
    /// `close()` was called.
    case closedLocally
    /// The bus went away or dropped the connection.
    case lostBus(String)

    public var description: String {
        switch self {
        case .closedLocally: "the connection was closed"
        case .lostBus(let reason): reason
        }
    }
}
