#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// What the terminal reports: a key, a resize, or the end of input.
public enum TerminalEvent: Sendable, Hashable {
    case key(Key)
    /// The window changed size (SIGWINCH); read ``Terminal/size()`` again.
    case resize
    /// Standard input closed or failed.
    case closed
}

/// Reads standard input on a thread of its own and decodes it into ``TerminalEvent``s.
public enum TerminalInput {
    /// How long a lone `ESC` waits for the rest of a sequence before it counts as the Esc key, in milliseconds.
    public static let escapeTimeout: Int32 = 40

    /// The terminal's events, until the stream is dropped or input ends. Installs the SIGWINCH
    /// handler; one stream per process.
    public static func events() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        var wake: [Int32] = [-1, -1]
        var stop: [Int32] = [-1, -1]
        guard pipe(&wake) == 0, pipe(&stop) == 0 else {
            continuation.yield(.closed)
            continuation.finish()
            return stream
        }
        TerminalRestore.wakeOnResize(wake[1])
        let (wakeRead, stopRead, stopWrite) = (wake[0], stop[0], stop[1])
        continuation.onTermination = { _ in
            var byte: UInt8 = 0
            _ = write(stopWrite, &byte, 1)
        }
        DispatchQueue(label: "org.themeswitch.terminal-input").async {
            read(into: continuation, wake: wakeRead, stop: stopRead)
            continuation.finish()
        }
        return stream
    }

    /// The reading loop: polls input, the resize pipe and the stop pipe.
    private static func read(into continuation: AsyncStream<TerminalEvent>.Continuation, wake: Int32, stop: Int32) {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 3, decoder.hasPendingEscape ? escapeTimeout : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                continuation.yield(.closed)
                return
            }
            if ready == 0 {
                for key in decoder.flushEscape() { continuation.yield(.key(key)) }
                continue
            }
            if descriptors[2].revents != 0 { return }
            if descriptors[1].revents != 0 {
                _ = Glibc.read(wake, &buffer, buffer.count)
                continuation.yield(.resize)
            }
            if descriptors[0].revents != 0 {
                let count = Glibc.read(STDIN_FILENO, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                guard count > 0 else {
                    continuation.yield(.closed)
                    return
                }
                for key in decoder.feed(buffer.prefix(count)) { continuation.yield(.key(key)) }
            }
        }
    }
}
