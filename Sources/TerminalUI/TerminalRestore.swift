#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// What the signal handlers need, in globals: a handler may not capture anything, and what it
// touches must be plain memory (no allocation, no locks). Written before the handlers are
// installed, read only afterwards.
nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var inputFD: Int32 = -1
nonisolated(unsafe) private var outputFD: Int32 = -1
nonisolated(unsafe) private var restorePending: sig_atomic_t = 0
nonisolated(unsafe) private var resizeWakeFD: Int32 = -1
/// The actions the crash signals had before, by signal number, so that a crash still reaches
/// them (Swift's backtracer, or the default action) once the terminal is restored. Standard
/// signals are numbered below 32.
nonisolated(unsafe) private var previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)

/// Puts the terminal back as it was on every way out of the process: a normal exit (`atexit`),
/// SIGTERM, SIGINT and SIGHUP (restore, then exit with 128 + the signal), and a crash (SIGSEGV,
/// SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT: restore, then hand the signal to the action it had
/// before, so Swift's backtrace still prints and the process still dies of it).
/// Everything a handler does is async-signal-safe: `write(2)` of a constant, `tcsetattr(3)`,
/// `sigaction(2)`, `raise(3)` and `_exit(2)`.
enum TerminalRestore {
    /// The signals that end the process on request.
    static let terminating = [SIGTERM, SIGINT, SIGHUP]
    /// The signals of a crash.
    static let fatal = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// Remembers `attributes` of the terminal on `input` as the state to go back to, and `output`
    /// as where the restoring sequence goes, and installs the handlers.
    static func arm(input: Int32, output: Int32, attributes: termios) {
        savedAttributes = attributes
        inputFD = input
        outputFD = output
        restorePending = 1
        atexit { restoreTerminal() }
        for signal in terminating {
            _ = Glibc.signal(signal) { received in
                restoreTerminal()
                _exit(128 + received)
            }
        }
        for signal in fatal {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                restoreTerminal()
                _ = sigaction(received, previousActions + Int(received), nil)
                _ = raise(received)
            }
            sigemptyset(&action.sa_mask)
            _ = sigaction(signal, &action, previousActions + Int(signal))
        }
    }

    /// Makes SIGWINCH write one byte to `descriptor` (a pipe the input reader polls).
    static func wakeOnResize(_ descriptor: Int32) {
        resizeWakeFD = descriptor
        _ = Glibc.signal(SIGWINCH) { _ in
            var byte: UInt8 = 0x57
            _ = write(resizeWakeFD, &byte, 1)
        }
    }

    /// Gives the terminal back now (``restoreTerminal()``).
    static func restoreNow() { restoreTerminal() }
}

/// Shows the cursor, leaves the alternate screen, resets colors and the terminal's modes; once
/// only, whichever path calls it first. A free function: a C function pointer (the handlers)
/// may call it without capturing a context.
private func restoreTerminal() {
    guard restorePending != 0 else { return }
    restorePending = 0
    let sequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    _ = write(outputFD, sequence.utf8Start, sequence.utf8CodeUnitCount)
    _ = tcsetattr(inputFD, TCSAFLUSH, &savedAttributes)
}
