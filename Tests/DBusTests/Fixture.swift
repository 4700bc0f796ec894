@testable import DBus
import Foundation
import Synchronization
import TestSupport

/// A private bus with a service connection exporting `/test` and a client connection.
final class Fixture: Sendable {
    static let interface = "org.example.Test"
    static let path: ObjectPath = "/test"

    let bus: PrivateBus
    let service: Connection
    let client: Connection
    let volume = Mutex<Int32>(5)
    /// Whether `Hold` calls may return; opened by ``releaseHeldCalls()`` and ``stop()``. A class of
    /// its own, so that a held call still running after the fixture is gone can read it.
    final class Gate: Sendable {
        let open = Atomic<Bool>(false)
    }

    let heldCalls = Gate()
    /// The serials of the `Record` calls in the order their handlers started, and how many ran at once at most.
    final class Recorder: Sendable {
        let state = Mutex<(serials: [UInt32], running: Int, mostAtOnce: Int)>(([], 0, 0))
    }

    let recorder = Recorder()
    /// Set by a `Hold` call once it has returned (whether or not its reply could be sent).
    let heldCallEnded = Gate()

    init() throws {
        bus = try PrivateBus()
        service = try Connection(bus: .address(bus.address))
        client = try Connection(bus: .address(bus.address))
        try service.export([testInterface()], at: Fixture.path)
    }

    func stop() {
        releaseHeldCalls()
        client.close()
        service.close()
        bus.stop()
    }

    private func testInterface() -> Interface {
        Interface(Fixture.interface, methods: [
            Method("Echo", inputs: [Argument("value", "v")], outputs: [Argument("value", "v")]) { call in
                call.arguments
            },
            Method("Hello", inputs: [Argument("name", "s")], outputs: [Argument("greeting", "s")]) { call in
                [.string("Hello, \(call.arguments[0].string ?? "")!")]
            },
            Method("Fail") { _ in
                throw DBusError(name: "org.example.Test.Error.Broken", message: "this method always fails")
            },
            Method("FailPlainly") { _ in
                throw CocoaError(.fileNoSuchFile)
            },
            Method("Sleep", inputs: [Argument("milliseconds", "u")]) { call in
                try await Task.sleep(for: .milliseconds(Int(call.arguments[0].uint32 ?? 0)))
                return []
            },
            // Records its call's serial, then waits (at most 5 s) until all of the `calls` Record calls
            // have arrived (answered, running or queued): a handler that suspends while later calls arrive.
            Method("Record", inputs: [Argument("calls", "u")]) { [recorder] call in
                let started = recorder.state.withLock { state in
                    state.serials.append(call.message.serial)
                    state.running += 1
                    state.mostAtOnce = max(state.mostAtOnce, state.running)
                    return state.serials.count
                }
                let calls = Int(call.arguments[0].uint32 ?? 0)
                _ = await eventually(within: .seconds(5)) {
                    started - 1 + call.connection.state.withLock { $0.queuedIncomingCalls } >= calls
                }
                recorder.state.withLock { $0.running -= 1 }
                return []
            },
            // Answers only once the test releases it (or after 30 s, so that nothing waits for ever):
            // a call that must end some other way (a timeout, a cancel, a close) cannot end by a reply.
            Method("Hold") { [heldCalls, heldCallEnded] _ in
                _ = await eventually(within: .seconds(30)) { heldCalls.open.load(ordering: .relaxed) }
                heldCallEnded.open.store(true, ordering: .relaxed)
                return []
            },
            // The threads the handler ran on: when it started, inside an actor it awaited, and after
            // a suspension that another thread ends.
            Method("Threads", outputs: [Argument("threads", "at")]) { _ in
                let start = UInt64(pthread_self())
                let inActor = await ThreadProbe().thread()
                await withCheckedContinuation { continuation in Thread.detachNewThread { continuation.resume() } }
                return [.array(element: "t", [.uint64(start), .uint64(inActor), .uint64(UInt64(pthread_self()))])]
            },
        ], properties: [
            Property("Name", "s", announcement: .constant) { .string("fixture") },
            Property("Volume", "i", get: { [unowned self] in .int32(volume.withLock { $0 }) }, set: { [unowned self] value in
                volume.withLock { $0 = value.int32 ?? 0 }
            }),
        ], signals: [
            SignalDeclaration("Ping", arguments: [Argument("count", "u")]),
        ])
    }

    /// Lets every `Hold` call return.
    func releaseHeldCalls() { heldCalls.open.store(true, ordering: .relaxed) }

    /// Waits until the service has `count` incoming calls queued or running.
    func waitForIncomingCalls(_ count: Int) async -> Bool {
        await eventually { self.service.state.withLock { $0.queuedIncomingCalls } == count }
    }

    /// Calls a method of `/test` on the service from the client.
    func call(_ method: String, _ arguments: [Value] = [], timeout: Duration = .seconds(5)) async throws -> Message {
        try await client.call(
            destination: service.uniqueName, path: Fixture.path, interface: Fixture.interface,
            method: method, arguments: arguments, timeout: timeout)
    }

    /// Runs a command-line tool against this bus.
    func run(_ program: String, _ arguments: [String]) async throws -> CommandResult {
        try await runCommand(program, arguments, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
    }
}

/// Tells the thread an actor's method runs on.
actor ThreadProbe {
    func thread() -> UInt64 { UInt64(pthread_self()) }
}

/// Runs `body` with a fresh fixture and always stops it.
func withFixture(_ body: (Fixture) async throws -> Void) async throws {
    let fixture = try Fixture()
    do {
        try await body(fixture)
    } catch {
        fixture.stop()
        throw error
    }
    fixture.stop()
}
