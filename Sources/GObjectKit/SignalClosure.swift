import CAdwaita

/// A Swift closure kept alive for one signal handler: retained when connected, released by GLib's
/// destroy notify when the handler is disconnected or its object is finalized.
final class SignalClosure: Sendable {
    let run: @MainActor () -> Void

    init(_ run: @escaping @MainActor () -> Void) {
        self.run = run
    }

    /// Calls the closure from a signal emission, which GTK makes on the main thread.
    static func invoke(_ data: UnsafeMutableRawPointer?) {
        guard let data else { return }
        let closure = Unmanaged<SignalClosure>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { closure.run() }
    }

    /// For signals with no arguments of their own: `void (*)(GObject *, gpointer)`.
    static let noArguments: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        invoke(data)
    }

    /// For signals with one pointer argument, such as `notify` (its `GParamSpec`): `void (*)(GObject *, gpointer, gpointer)`.
    static let oneArgument: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
        invoke(data)
    }

    /// GLib's destroy notify: gives back the reference taken at connection.
    static let release: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
        guard let data else { return }
        Unmanaged<SignalClosure>.fromOpaque(data).release()
    }
}
