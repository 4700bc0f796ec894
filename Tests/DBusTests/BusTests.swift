import DBus
import Glibc
import Synchronization
import Testing
import TestSupport

@Suite(.timeLimit(.minutes(1))) struct BusTests {
    @Test func callsTheBusItself() async throws {
        try await withFixture { fixture in
            let names = try await fixture.client.bus.listNames()
            #expect(names.contains("org.freedesktop.DBus"))
            #expect(names.contains(fixture.service.uniqueName))
            try await fixture.service.bus.requestName("org.example.Named")
            let owner = try await fixture.client.bus.nameOwner("org.example.Named")
            #expect(owner == fixture.service.uniqueName)
            let error = await #expect(throws: DBusError.self) { _ = try await fixture.client.bus.nameOwner("org.example.Nobody") }
            #expect(error?.is(.nameHasNoOwner) == true)
        }
    }

    @Test func watchesNameOwnerChanges() async throws {
        try await withFixture { fixture in
            var changes = try await fixture.client.bus.ownerChanges(of: "org.example.Watched").makeAsyncIterator()
            try await fixture.service.bus.requestName("org.example.Watched")
            #expect(await changes.next() == .some(fixture.service.uniqueName))
            try await fixture.service.bus.releaseName("org.example.Watched")
            #expect(await changes.next() == .some(nil))
        }
    }

    @Test func receivesSignalsFromDBusSend() async throws {
        try await withFixture { fixture in
            let stream = try await fixture.client.signals(matching: MatchRule(interface: "org.example.Outside", member: "Hi"))
            let sent = try await fixture.run("dbus-send", ["--session", "/org/example/x", "org.example.Outside.Hi", "string:there", "uint32:7"])
            #expect(sent.status == 0, "\(sent.standardError)")
            var iterator = stream.makeAsyncIterator()
            let signal = await iterator.next()
            #expect(signal?.arguments == [.string("there"), .uint32(7)])
            #expect(signal?.path == "/org/example/x")
        }
    }

    @Test func signalsReachOnlyMatchingStreams() async throws {
        try await withFixture { fixture in
            let pings = try await fixture.client.signals(matching: MatchRule(interface: Fixture.interface, member: "Ping"))
            let others = try await fixture.client.signals(matching: MatchRule(interface: Fixture.interface, member: "Other"))
            for count in 1...3 {
                try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "Ping", arguments: [.uint32(UInt32(count))])
            }
            try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "Other")
            var iterator = pings.makeAsyncIterator()
            for count in 1...3 {
                let next = await iterator.next()
                #expect(next?.arguments == [.uint32(UInt32(count))])
            }
            var otherIterator = others.makeAsyncIterator()
            #expect(await otherIterator.next()?.member == "Other")
        }
    }

    @Test func unicastSignalsReachOnlyTheirDestination() async throws {
        try await withFixture { fixture in
            let third = try Connection(bus: .address(fixture.bus.address))
            defer { third.close() }
            let rule = MatchRule(interface: Fixture.interface, member: "Ping")
            let toClient = try await fixture.client.signals(matching: rule)
            let toThird = try await third.signals(matching: rule)
            try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "Ping",
                                     arguments: [.uint32(1)], destination: fixture.client.uniqueName)
            try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "Ping", arguments: [.uint32(2)])
            var clientIterator = toClient.makeAsyncIterator()
            var thirdIterator = toThird.makeAsyncIterator()
            #expect(await clientIterator.next()?.arguments == [.uint32(1)])
            #expect(await clientIterator.next()?.arguments == [.uint32(2)])
            #expect(await thirdIterator.next()?.arguments == [.uint32(2)])
        }
    }
}

/// Incoming calls are answered one at a time, in arrival order, whether a call starts at once on
/// the event loop's thread (none being answered) or waits for the one before it.
@Suite(.timeLimit(.minutes(1))) struct IncomingCallOrderTests {
    @Test func callsAreAnsweredOneAtATimeInArrivalOrder() async throws {
        try await withFixture { fixture in
            // Sent back to back by one connection, so they arrive in the order of their serials; the
            // first to run waits until all eight have arrived, so every later one arrives while an
            // earlier one is answered.
            let client = fixture.client
            let destination = fixture.service.uniqueName
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        _ = try await client.call(destination: destination, path: Fixture.path, interface: Fixture.interface,
                                                  method: "Record", arguments: [.uint32(8)])
                    }
                }
                try await group.waitForAll()
            }
            let recorded = fixture.recorder.state.withLock { $0 }
            #expect(recorded.serials.count == 8)
            #expect(recorded.serials == recorded.serials.sorted())
            #expect(recorded.mostAtOnce == 1)
            // A call that does not suspend still answers, after the queue has drained.
            #expect(try await fixture.call("Hello", [.string("after")]).arguments == [.string("Hello, after!")])
        }
    }
}

/// Incoming calls are answered on the connection's event-loop thread (``EventLoop`` is their
/// tasks' executor), and what they still have to run when the loop stops runs elsewhere.
@Suite(.timeLimit(.minutes(1))) struct CallExecutorTests {
    @Test func aCallRunsOnOneThreadThroughTheActorsItAwaits() async throws {
        try await withFixture { fixture in
            for _ in 0..<3 {
                let threads = try await fixture.call("Threads").arguments.first?.array?.compactMap(\.uint64) ?? []
                #expect(threads.count == 3)
                #expect(Set(threads).count == 1, "the handler, the actor it awaited and its resumption ran on threads \(threads)")
            }
        }
    }

    @Test func aHandlerStillRunningWhenTheConnectionClosesEnds() async throws {
        try await withFixture { fixture in
            let client = fixture.client, destination = fixture.service.uniqueName
            let held = Task {
                try? await client.call(destination: destination, path: Fixture.path, interface: Fixture.interface,
                                       method: "Hold", timeout: .seconds(10))
            }
            #expect(await fixture.waitForIncomingCalls(1))
            fixture.service.close()
            fixture.releaseHeldCalls()
            // Its sleeps resume, and it returns, after the loop that ran it has stopped.
            #expect(await eventually(within: .seconds(5)) { fixture.heldCallEnded.open.load(ordering: .relaxed) })
            held.cancel()
        }
    }
}

/// A descriptor watched through the connection (`watch(readable:_:)`) is polled by its event loop:
/// its function runs when the descriptor has data, and the descriptor is closed once cancelled.
@Suite(.timeLimit(.minutes(1))) struct DescriptorWatchTests {
    final class Reads: Sendable {
        let bytes = Mutex<[UInt8]>([])
    }

    @Test func aWatchedPipeIsReadOnTheLoopAndClosedWhenCancelled() async throws {
        try await withFixture { fixture in
            var ends: [Int32] = [0, 0]
            #expect(pipe(&ends) == 0)
            let (readEnd, writeEnd) = (ends[0], ends[1])
            #expect(fcntl(readEnd, F_SETFL, O_NONBLOCK) == 0)
            defer { close(writeEnd) }
            let reads = Reads()
            let watch = fixture.service.watch(readable: readEnd) {
                var byte: UInt8 = 0
                while read(readEnd, &byte, 1) == 1 { reads.bytes.withLock { $0.append(byte) } }
            }
            for value: UInt8 in [7, 8, 9] {
                var byte = value
                #expect(write(writeEnd, &byte, 1) == 1)
                #expect(await eventually(within: .seconds(5)) { reads.bytes.withLock { $0.last } == value })
            }
            watch.cancel()
            // The loop closes the read end: writing to the pipe then fails with EPIPE (the test
            // process ignores SIGPIPE since the fixture's bus started: TestSupport's ChildProcess).
            #expect(await eventually(within: .seconds(5)) {
                var byte: UInt8 = 1
                return write(writeEnd, &byte, 1) < 0 && errno == EPIPE
            })
            #expect(reads.bytes.withLock { $0 } == [7, 8, 9])
        }
    }
}
