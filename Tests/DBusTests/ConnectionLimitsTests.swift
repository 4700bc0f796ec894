import DBus
import Foundation
import Testing
import TestSupport
@testable import DBus

/// What a connection does at its edges: its bus going away, a cancelled call, a consumer
/// that does not keep up, and a flood of incoming calls.
@Suite(.timeLimit(.minutes(1))) struct ConnectionLimitsTests {
    @Test func closeEventsReportALostBus() async throws {
        let bus = try PrivateBus()
        let connection = try Connection(bus: .address(bus.address))
        defer { connection.close() }
        let events = connection.closeEvents()
        bus.stop()
        let reason = await first(of: events, within: .seconds(5))
        guard case .lostBus = reason else {
            Issue.record("expected the bus to be reported lost, got \(String(describing: reason))")
            return
        }
        #expect(!connection.isConnected)
        #expect(connection.closeReason == reason)
    }

    @Test func closeEventsReportALocalCloseAndAnswerLateWatchersAtOnce() async throws {
        try await withFixture { fixture in
            let events = fixture.client.closeEvents()
            fixture.client.close()
            #expect(await first(of: events, within: .seconds(5)) == .closedLocally)
            #expect(await first(of: fixture.client.closeEvents(), within: .seconds(1)) == .closedLocally)
        }
    }

    /// The call is held by the service (it answers only when released, or after 30 s): only the
    /// cancel can end it, with CancellationError.
    @Test func aCancelledCallIsDroppedAtOnce() async throws {
        try await withFixture { fixture in
            let call = Task { try await fixture.call("Hold", timeout: .seconds(60)) }
            #expect(await fixture.waitForIncomingCalls(1), "the service has the call")
            call.cancel()
            let result = await call.result
            #expect(throws: CancellationError.self) { try result.get() }
            #expect(fixture.client.state.withLock { $0.pending.isEmpty }, "the pending call is dropped")
        }
    }

    @Test func aSignalStreamKeepsOnlyTheNewestWithinItsBound() async throws {
        try await withFixture { fixture in
            let rule = MatchRule(interface: Fixture.interface, member: "Ping")
            let bounded = try await fixture.client.signals(matching: rule, buffering: 10)
            let everything = try await fixture.client.signals(matching: rule, buffering: 1000)
            for count in 0..<100 {
                try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "Ping", arguments: [.uint32(UInt32(count))])
            }
            var seen = 0
            for await _ in everything {
                seen += 1
                if seen == 100 { break }
            }
            // A reply on the same connection is dispatched after the last signal reached every stream.
            _ = try await fixture.call("Hello", [.string("after")])
            var kept: [UInt32] = []
            for await signal in bounded {
                kept.append(signal.arguments.first?.uint32 ?? 0)
                if kept.last == 99 { break }
            }
            #expect(kept == Array(90..<100))
        }
    }

    @Test func callsPastTheIncomingLimitAreRefusedNotQueued() async throws {
        try await withFixture { fixture in
            // The first call holds the one-at-a-time queue (the service has it) until the flood is answered.
            let blocker = Task { try await fixture.call("Hold", timeout: .seconds(60)) }
            #expect(await fixture.waitForIncomingCalls(1), "the service has the blocking call")
            let flood = Connection.incomingCallLimit + 76
            let outcomes = await withTaskGroup(of: String.self) { group in
                for _ in 0..<flood {
                    group.addTask {
                        do {
                            _ = try await fixture.call("Sleep", [.uint32(0)], timeout: .seconds(30))
                            return "ok"
                        } catch let error as DBusError {
                            return error.name
                        } catch {
                            return "\(error)"
                        }
                    }
                }
                var all: [String] = []
                for await outcome in group {
                    all.append(outcome)
                    // Those past the limit are answered at once; the queued ones once the blocker returns.
                    if all.count == 77 { fixture.releaseHeldCalls() }
                }
                return all
            }
            _ = try await blocker.value
            // The blocker plus the queued calls make the limit; the rest were answered at once.
            #expect(outcomes.filter { $0 == "ok" }.count == Connection.incomingCallLimit - 1)
            #expect(outcomes.filter { $0 == DBusError.StandardName.limitsExceeded.rawValue }.count == 77)
            #expect(outcomes.count == flood)
        }
    }

    /// The first element of `stream`, or nil when none comes within `timeout`.
    private func first<Element: Sendable>(of stream: AsyncStream<Element>, within timeout: Duration) async -> Element? {
        await withTaskGroup(of: Element?.self) { group in
            group.addTask {
                for await element in stream { return element }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let winner = await group.next() ?? nil
            group.cancelAll()
            return winner
        }
    }
}
