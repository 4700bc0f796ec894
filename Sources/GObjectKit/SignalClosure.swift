import CAdwaita

/// A Swift closure kept alive for one signal handler: retained when connected, released by GLib's
/// destroy notify when the handler is disconnected or its object is finalized.
final class SignalClosure: Sendable {
    /// The handler, given the signal's first argument where it takes one (``firstArgument``).
    let run: @MainActor (UInt) -> Bool

    init(_ run: @escaping @MainActor (UInt) -> Bool) {
        self.run = run
    }

    /// The handler GLib calls, connected swapped (`G_CONNECT_SWAPPED`): the closure comes first and
    /// the signal's own arguments after it are not read, so one C function serves every signal, as
    /// `g_signal_connect_swapped` with a one-argument function does in C. Its `gboolean` is the
    /// handler's answer for signals that return one (`close-request`, `key-pressed`); signals that
    /// return nothing ignore it. GTK emits signals on the main thread.
    static let swapped: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = { data in
        guard let data else { return 0 }
        let closure = Unmanaged<SignalClosure>.fromOpaque(data).takeUnretainedValue()
        return MainActor.assumeIsolated { closure.run(0) } ? 1 : 0
    }

    /// The handler for signals with exactly one argument, an integer or an enum (`GtkDialog::response`,
    /// `GtkFilter::changed`), connected unswapped: `void (*)(GObject *, gint, gpointer)`; only the
    /// argument's low 32 bits are defined.
    static let firstArgument: @convention(c) (UnsafeMutableRawPointer?, UInt, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
        guard let data else { return }
        let closure = Unmanaged<SignalClosure>.fromOpaque(data).takeUnretainedValue()
        _ = MainActor.assumeIsolated { closure.run(argument & 0xFFFF_FFFF) }
    }

    /// GLib's destroy notify: gives back the reference taken at connection.
    static let release: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
        guard let data else { return }
        Unmanaged<SignalClosure>.fromOpaque(data).release()
    }
}
