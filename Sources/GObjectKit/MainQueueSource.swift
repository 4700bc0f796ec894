import CAdwaita
import Glibc

/// Runs Swift's main-queue jobs from the GLib main loop. Under `g_main_loop_run` (or
/// `g_application_run`) nothing else drains that queue, so a `Task { @MainActor … }`, or the
/// resumption of any main-actor `await`, would never run: attach this before running the loop.
///
/// It watches libdispatch's main-queue eventfd (the hook CoreFoundation's run loop uses) and runs
/// the queued jobs when it becomes readable. The process must not have called `dispatch_main()`.
@MainActor
public enum MainQueueSource {
    private static var sourceID: UInt32?

    /// Attaches the source to the default main context, once; later calls do nothing.
    public static func attach() {
        guard sourceID == nil else { return }
        let handle = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add(handle, G_IO_IN, { handle, _, _ in
            // Consume the wake-up (the eventfd is non-blocking), then run what is queued; a job
            // queued meanwhile writes to the eventfd again.
            var count: UInt64 = 0
            _ = read(handle, &count, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return 1  // G_SOURCE_CONTINUE
        }, nil)
    }

    /// Removes the source, when attached.
    public static func detach() {
        guard let sourceID else { return }
        g_source_remove(sourceID)
        self.sourceID = nil
    }
}
