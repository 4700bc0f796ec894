import Foundation
import Glibc

/// A private X server (Xvfb) on a free display, for GTK and terminal checks; ``stop()`` ends it.
public final class XvfbServer: Sendable {
    public let display: String
    private let child: ChildProcess

    /// Starts Xvfb and waits (at most 20 s) until it reports its display number. `-noreset`: by
    /// default an X server resets when its last client leaves and refuses connections meanwhile,
    /// so a client starting just as another leaves (`xrdb -query` beside i3) failed with "Cannot
    /// open display" (7 of 600 such starts here without it, none with it). `screen` is Xvfb's
    /// `WIDTHxHEIGHTxDEPTH`; the settings app's screenshots need a screen its window fits on.
    public init(screen: String = "640x480x24") async throws {
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("xvfb-\(UUID().uuidString)").path
        let child = try ChildProcess(
            "Xvfb", ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp", "-noreset"],
            environment: ProcessInfo.processInfo.environment, errorPath: errorPath)
        let watchdog = Watchdog(child, after: .seconds(20))
        let line = try await onOwnThread { () -> String in
            var bytes: [UInt8] = []
            while let byte = try child.output.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") { bytes.append(byte) }
            return String(decoding: bytes, as: UTF8.self)
        }
        guard !watchdog.disarm(), let number = Int(line) else {
            await child.stop(SIGKILL)
            let log = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
            throw XvfbFailed(log: log)
        }
        try? FileManager.default.removeItem(atPath: errorPath)
        self.child = child
        display = ":\(number)"
    }

    /// Ends the server and waits for it (SIGKILL after 10 s); a second call does nothing.
    public func stop() async {
        await child.stop(SIGTERM, within: .seconds(10))
    }

    /// Runs `body`, then ends the server, also when `body` throws.
    public func stopping<T>(_ body: () async throws -> T) async throws -> T {
        try await child.stopping(within: .seconds(10), body)
    }
}

/// Xvfb did not start; carries its log.
public struct XvfbFailed: Error, CustomStringConvertible {
    public let log: String
    public var description: String { "Xvfb did not report a display within 20 s: \(log)" }
}
