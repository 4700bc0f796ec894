import Foundation
import Synchronization
import TestSupport
import ThemeClient

/// A private bus with the real daemon, and a client on it.
struct ClientFixture: Sendable {
    let bus: PrivateBus
    let daemon: DaemonProcess
    let client: ThemeClient
}

/// Runs `body` with a private bus, the daemon and a client; always stops all three.
func withDaemon(appID: String = "", _ body: (ClientFixture) async throws -> Void) async throws {
    let bus = try PrivateBus()
    defer { bus.stop() }
    let daemon = try await DaemonProcess(on: bus)
    let client: ThemeClient
    do {
        client = try ThemeClient(appID: appID, busAddress: bus.address, runtimeDirectory: bus.environment["XDG_RUNTIME_DIR"])
    } catch {
        await daemon.stop()
        throw error
    }
    do {
        try await body(ClientFixture(bus: bus, daemon: daemon, client: client))
    } catch {
        client.close()
        await daemon.stop()
        throw error
    }
    client.close()
    await daemon.stop()
}

/// Collects a stream's elements in the background, for tests that wait for a condition.
final class Collector<Element: Sendable>: Sendable {
    private final class Storage: Sendable {
        let items = Mutex<[Element]>([])
    }

    private let storage = Storage()
    private let task: Task<Void, Never>

    init<Stream: AsyncSequence & Sendable>(_ stream: Stream) where Stream.Element == Element, Stream.Failure == Never {
        let storage = self.storage
        task = Task {
            for await item in stream { storage.items.withLock { $0.append(item) } }
        }
    }

    var elements: [Element] { storage.items.withLock { $0 } }

    struct Timeout: Error, CustomStringConvertible {
        let description: String
    }

    /// Waits until `condition` holds for the elements so far, then returns them.
    @discardableResult
    func wait(_ what: String, timeout: Duration = .seconds(10),
              until condition: ([Element]) -> Bool) async throws -> [Element] {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while ContinuousClock.now < deadline {
            let current = elements
            if condition(current) { return current }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw Timeout(description: "timed out waiting for \(what); got \(elements)")
    }

    func cancel() { task.cancel() }
    deinit { task.cancel() }
}
