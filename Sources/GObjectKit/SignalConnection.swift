import CAdwaita

/// One signal handler, connected with a Swift closure. ``disconnect()`` is safe at any time: twice,
/// or after the object is gone (the object is held weakly, so a connection keeps nothing alive).
public final class SignalConnection {
    private let object: UnsafeMutablePointer<GWeakRef>
    /// The handler's id, as `g_signal_connect` returns it.
    public let handlerID: UInt

    /// Connects `handler` to `signal` (such as `clicked`, `value-changed` or an event controller's
    /// `enter`) of `instance`, for a signal that returns nothing; the signal's arguments are not passed.
    @MainActor
    public convenience init(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void) {
        self.init(instance, signal, SignalClosure.swapped, G_CONNECT_SWAPPED) { _ in handler(); return false }
    }

    /// Connects `handler` to `notify::property` of `instance`: it runs after the property changed.
    @MainActor
    public convenience init(_ instance: UnsafeMutableRawPointer, notify property: String, _ handler: @escaping @MainActor () -> Void) {
        self.init(instance, "notify::\(property)", handler)
    }

    /// Connects `handler` to a signal that returns a `gboolean` (`key-pressed`, `close-request`):
    /// its answer true stops the event or the request there.
    @MainActor
    public static func answering(_ instance: UnsafeMutableRawPointer, _ signal: String,
                                 _ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        SignalConnection(instance, signal, SignalClosure.swapped, G_CONNECT_SWAPPED) { _ in handler() }
    }

    /// Connects `handler` to a signal with exactly one argument, an integer or an enum, such as
    /// `GtkDialog::response` (the response id) or `GtkFilter::changed`; the handler gets it.
    @MainActor
    public convenience init(_ instance: UnsafeMutableRawPointer, _ signal: String, integer handler: @escaping @MainActor (Int32) -> Void) {
        self.init(instance, signal, SignalClosure.firstArgument, GConnectFlags(rawValue: 0)) { argument in
            handler(Int32(truncatingIfNeeded: argument))
            return false
        }
    }

    @MainActor
    private convenience init<Callback>(_ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: Callback, _ flags: GConnectFlags,
                                       _ handler: @escaping @MainActor (UInt) -> Bool) {
        self.init(instance, signal, callback: callback, closure: Unmanaged.passRetained(SignalClosure(handler)).toOpaque(),
                  release: SignalClosure.release, flags: flags)
    }

    /// Connects `callback` (a C function of the signal's own signature) with `closure` as its user
    /// data, a retained Swift object that `release` gives back when the handler goes.
    @MainActor
    init<Callback>(_ instance: UnsafeMutableRawPointer, _ signal: String, callback: Callback, closure: UnsafeMutableRawPointer,
                   release: GClosureNotify, flags: GConnectFlags) {
        handlerID = g_signal_connect_data(instance, signal, unsafeBitCast(callback, to: GCallback.self), closure, release, flags)
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
