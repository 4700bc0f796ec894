#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A detached POSIX thread for blocking work (a child's exit, a watch's `poll`) that must not
/// hold one of the cooperative pool's few threads; Foundation's `Thread` without Foundation.
enum DetachedThread {
    /// Runs `body` on a new detached thread. Without a thread to be had (the process's limit),
    /// it stops the process as Foundation's `Thread` does: nothing could wait for the work.
    static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Work(body)).toOpaque()
        var handle = pthread_t()
        let created = pthread_create(&handle, nil, { context in
            guard let context else { return nil }
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, box)
        guard created == 0 else {
            Unmanaged<Work>.fromOpaque(box).release()
            fatalError("cannot start a thread: \(String(cString: strerror(created)))")
        }
        pthread_detach(handle)
    }

    private final class Work: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
