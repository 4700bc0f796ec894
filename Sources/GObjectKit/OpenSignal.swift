import CAdwaita

extension SignalConnection {
    /// Connects `handler` to `GApplication::open` of `application` (an application with
    /// `G_APPLICATION_HANDLES_OPEN`): it gets the local paths of the files the application is
    /// asked to open, from its command line or from another instance ("Open With"); files with
    /// no local path (a remote URI) are left out.
    @MainActor
    public convenience init(_ application: UnsafeMutableRawPointer, opening handler: @escaping @MainActor ([String]) -> Void) {
        self.init(application, "open", callback: OpenClosure.open,
                  closure: Unmanaged.passRetained(OpenClosure(handler)).toOpaque(), release: OpenClosure.release, flags: GConnectFlags(rawValue: 0))
    }
}

/// The Swift closure of one `open` handler, released by GLib's destroy notify.
private final class OpenClosure: Sendable {
    let run: @MainActor ([String]) -> Void

    init(_ run: @escaping @MainActor ([String]) -> Void) {
        self.run = run
    }

    /// `void (*)(GApplication *, GFile **files, gint n_files, const gchar *hint, gpointer)`.
    static let open: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32,
                                     UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void = { _, files, count, _, data in
        guard let data else { return }
        let closure = Unmanaged<OpenClosure>.fromOpaque(data).takeUnretainedValue()
        var paths: [String] = []
        for index in 0..<Int(max(count, 0)) {
            guard let file = files?[index], let path = g_file_get_path(file) else { continue }
            paths.append(String(cString: path))
            g_free(path)
        }
        MainActor.assumeIsolated { closure.run(paths) }
    }

    static let release: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
        guard let data else { return }
        Unmanaged<OpenClosure>.fromOpaque(data).release()
    }
}
