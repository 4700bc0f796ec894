import DBus
import Glibc
import Synchronization
import ThemeContract

/// Another client of the daemon while a hostile request runs (issue 28: the daemon keeps
/// answering everyone else within 100 ms): calls `GetTokens("")` over a connection of its
/// own, each call as soon as the one before is answered (at least one), until `body` is done; returns
/// `body`'s result and the slowest round trip.
public func whileAnotherClientCalls<T: Sendable>(
    on bus: PrivateBus, _ body: @Sendable () async throws -> T
) async throws -> (result: T, slowest: Duration) {
    let connection = try Connection(bus: .address(bus.address))
    defer { connection.close() }
    // A flag, not task cancellation: cancelling would drop the call in flight.
    let done = Mutex(false)
    let caller = Task {
        var slowest = Duration.zero
        var calls = 0
        while !done.withLock({ $0 }) || calls == 0 {
            let start = ContinuousClock.now
            do {
                _ = try await connection.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                                              method: "GetTokens", arguments: [.string("")], timeout: .seconds(10))
            } catch {
                return Duration.seconds(1_000)
            }
            slowest = max(slowest, ContinuousClock.now - start)
            calls += 1
        }
        return slowest
    }
    let outcome: Result<T, any Error>
    do { outcome = .success(try await body()) } catch { outcome = .failure(error) }
    done.withLock { $0 = true }
    let slowest = await caller.value
    return (try outcome.get(), slowest)
}

/// The most memory `pid` has held so far (`VmHWM` of /proc/PID/status), in bytes; nil when it is gone.
public func peakResidentBytes(of pid: pid_t) -> Int? {
    let descriptor = open("/proc/\(pid)/status", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 8192)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return nil }
    let status = String(decoding: buffer[0..<count], as: UTF8.self)
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kibibytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return nil }
    return kibibytes * 1024
}
