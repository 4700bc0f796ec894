import CAdwaita

/// One signal handler, connected with a Swift closure. ``disconnect()`` is safe at any time: twice,
/// or after the object is gone (the object is held weakly, so a connection keeps nothing alive).
public final class SignalConnection {
    private let object: UnsafeMutablePointer<GWeakRef>
    /// The handler's id, as `g_signal_connect` returns it.
    public let handlerID: UInt

    /// Connects `handler` to `signal` (such as `clicked` or `value-changed`) of `instance`, for a
    /// signal whose handlers take no arguments of their own and return nothing.
    @MainActor
    public convenience init(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void) {
        self.init(instance, signal, unsafeBitCast(SignalClosure.noArguments, to: GCallback.self), handler)
    }

    /// Connects `handler` to `notify::property` of `instance`: it runs after the property changed.
    @MainActor
    public convenience init(_ instance: UnsafeMutableRawPointer, notify property: String, _ handler: @escaping @MainActor () -> Void) {
        self.init(instance, "notify::\(property)", unsafeBitCast(SignalClosure.oneArgument, to: GCallback.self), handler)
    }

    @MainActor
    private init(_ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback,
                 _ handler: @escaping @MainActor () -> Void) {
        let closure = Unmanaged.passRetained(SignalClosure(handler)).toOpaque()
        handlerID = g_signal_connect_data(instance, signal, callback, closure, SignalClosure.release, GConnectFlags(rawValue: 0))
        object = .allocate(capacity: 1)
        object.initialize(to: GWeakRef())
        g_weak_ref_init(object, instance)
    }

    /// Whether the handler is still connected (its object alive and not disconnected).
    public var isConnected: Bool {
        guard let instance = g_weak_ref_get(object) else { return false }
        defer { g_object_unref(instance) }
        return g_signal_handler_is_connected(instance, handlerID) != 0
    }

    /// Disconnects the handler; the closure is released. Does nothing when already done.
    public func disconnect() {
        guard let instance = g_weak_ref_get(object) else { return }
        defer { g_object_unref(instance) }
        if g_signal_handler_is_connected(instance, handlerID) != 0 {
            g_signal_handler_disconnect(instance, handlerID)
        }
    }

    deinit {
        g_weak_ref_clear(object)
        object.deallocate()
    }
}
