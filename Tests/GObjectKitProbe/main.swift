import CAdwaita
import Dispatch
import Glibc
import GObjectKit

// Runs the GLib main loop as the settings app does and reports, one line each, what of Swift's
// concurrency ran under it (GObjectKitTests reads the lines). With `--without-source` the main
// queue is not drained: the task never runs and the loop ends at its time limit. With `--subprocess`
// it runs programs through `Subprocess` and prints how each ended.
let drained = !CommandLine.arguments.contains("--without-source")
let loop = g_main_loop_new(nil, 0)
let mainThread = pthread_self()
if drained { MainQueueSource.attach() }

// The time limit: a loop that nothing quits ends after 2 s.
g_timeout_add(2000, { loop in
    print("timed out")
    g_main_loop_quit(OpaquePointer(loop))
    return 0
}, UnsafeMutableRawPointer(loop))

if CommandLine.arguments.contains("--subprocess") {
    Task { @MainActor in
        let ended = try await Subprocess.run(["/bin/sh", "-c", "printf 'out é'; printf err >&2; exit 3"])
        print("status \(ended.status), output '\(ended.output)', error '\(ended.errorOutput)'")
        let killed = try await Subprocess.run(["/bin/sh", "-c", "kill -TERM $$"])
        print("status \(killed.status)")
        do {
            _ = try await Subprocess.run(["/nonexistent/program"])
        } catch {
            print("failed: \(error)")
        }
        g_main_loop_quit(loop)
    }
} else {
    Task { @MainActor in
        print("task ran on the main thread: \(pthread_equal(pthread_self(), mainThread) != 0)")
        // A main-actor await that another thread resumes comes back through the main queue.
        await withCheckedContinuation { (resumed: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async { resumed.resume() }
        }
        print("resumed on the main thread: \(pthread_equal(pthread_self(), mainThread) != 0)")
        // A hop to another executor and back.
        let value = await Task.detached { 41 + 1 }.value
        print("detached value: \(value)")
        g_main_loop_quit(loop)
    }
}
g_main_loop_run(loop)
g_main_loop_unref(loop)
