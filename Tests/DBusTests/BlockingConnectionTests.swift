import DBus
import Testing
import TestSupport

/// `BlockingConnection` against the fixture's exported service: the same replies and errors as
/// `Connection` gives for the same calls.
@Suite(.timeLimit(.minutes(1))) struct BlockingConnectionTests {
    @Test func callsReturnTheReply() async throws {
        try await withFixture { fixture in
            let reply = try await blockingCall(fixture, "Hello", [.string("blocking")])
            #expect(reply.kind == .methodReturn)
            #expect(reply.arguments == [.string("Hello, blocking!")])
        }
    }

    @Test func errorRepliesAndTimeoutsMatchTheAsyncConnection() async throws {
        try await withFixture { fixture in
            func blockingError(_ method: String, _ arguments: [Value], timeout: Duration) async -> DBusError? {
                await #expect(throws: DBusError.self) {
                    _ = try await blockingCall(fixture, method, arguments, timeout: timeout)
                }
            }
            let failed = await blockingError("Fail", [], timeout: .seconds(5))
            #expect(failed == DBusError(name: "org.example.Test.Error.Broken", message: "this method always fails"))

            // Held calls get no reply (for 30 s): only the timeout can end them. How soon after the
            // timeout the error comes is measured by bench-dbus (`make bench`), not here.
            let timedOut = await blockingError("Hold", [], timeout: .milliseconds(200))
            let asyncTimedOut = await #expect(throws: DBusError.self) {
                _ = try await fixture.call("Hold", timeout: .milliseconds(200))
            }
            #expect(timedOut?.is(.timeout) == true)
            #expect(timedOut == asyncTimedOut)
        }
    }

    @Test func closedConnectionsAndMissingBusesFailClearly() async throws {
        try await withFixture { fixture in
            let connection = try BlockingConnection(bus: .address(fixture.bus.address))
            connection.close()
            let closed = #expect(throws: DBusError.self) {
                _ = try connection.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                        interface: "org.freedesktop.DBus.Peer", method: "Ping")
            }
            #expect(closed?.is(.disconnected) == true)
            #expect(closed?.message == "cannot call Ping: the connection is closed")
        }
        let address = "unix:path=/nonexistent/bus"
        let missing = #expect(throws: DBusError.self) { _ = try BlockingConnection(bus: .address(address)) }
        #expect(missing?.is(.badAddress) == true)
        #expect(missing?.message.hasPrefix("cannot connect to the bus at '\(address)': ") == true)
    }
}

/// Connects a `BlockingConnection` to the fixture's bus and calls a method of `/test` on the
/// service, on a thread of its own (so the blocked thread is never one the service needs).
private func blockingCall(_ fixture: Fixture, _ method: String, _ arguments: [Value],
                          timeout: Duration = .seconds(5)) async throws -> Message {
    let (address, service) = (fixture.bus.address, fixture.service.uniqueName)
    return try await onOwnThread {
        let connection = try BlockingConnection(bus: .address(address))
        defer { connection.close() }
        return try connection.call(destination: service, path: Fixture.path, interface: Fixture.interface,
                                   method: method, arguments: arguments, timeout: timeout)
    }
}
