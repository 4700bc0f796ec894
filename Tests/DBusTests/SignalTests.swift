import DBus
import Glibc
import Testing

/// Signals are written by the layer's own writer and checked whole by libdbus; a Unix fd goes
/// through libdbus's iterator. Either way what arrives is what was sent, and a value no message
/// may carry is refused before anything is sent.
@Suite(.timeLimit(.minutes(1))) struct SignalTests {
    @Test(arguments: RoundTripTests.samples)
    func everyKindOfValueArrivesAsSent(_ value: Value) async throws {
        try await withFixture { fixture in
            var received = try await fixture.client.signals(matching: MatchRule(interface: Fixture.interface, member: "Value")).makeAsyncIterator()
            try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "Value", arguments: [.string("before"), value, .byte(9)])
            let arrived = await received.next()
            #expect(arrived?.arguments == [.string("before"), value, .byte(9)])
            #expect(arrived?.noReplyExpected == true && arrived?.sender == fixture.service.uniqueName)
        }
    }

    @Test func aSignalWithoutArgumentsAndOneToOneDestinationArrive() async throws {
        try await withFixture { fixture in
            var received = try await fixture.client.signals(matching: MatchRule(interface: Fixture.interface)).makeAsyncIterator()
            try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "Empty")
            try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "Direct", arguments: [.uint32(1)],
                                     destination: fixture.client.uniqueName)
            let empty = await received.next()
            #expect(empty?.member == "Empty" && empty?.arguments == [] && empty?.destination == nil)
            let direct = await received.next()
            #expect(direct?.member == "Direct" && direct?.destination == fixture.client.uniqueName)
        }
    }

    @Test func aUnixFDTravelsBesideTheBytes() async throws {
        let descriptor = open("/dev/null", O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try await withFixture { fixture in
            var received = try await fixture.client.signals(matching: MatchRule(interface: Fixture.interface, member: "File")).makeAsyncIterator()
            try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "File", arguments: [.string("null"), .unixFD(descriptor)])
            let arrived = await received.next()
            #expect(arrived?.arguments.first == .string("null"))
            guard case .unixFD(let copy)? = arrived?.arguments.last else {
                Issue.record("no fd arrived: \(String(describing: arrived?.arguments))")
                return
            }
            // A duplicate of the sent descriptor, open on the same file.
            var sent = stat(), got = stat()
            #expect(fstat(descriptor, &sent) == 0 && fstat(copy, &got) == 0 && sent.st_ino == got.st_ino && copy != descriptor)
            close(copy)
        }
    }

    @Test func whatNoMessageMayCarryIsRefusedBeforeSending() async throws {
        try await withFixture { fixture in
            let nul = #expect(throws: DBusError.self) {
                try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "Bad", arguments: [.string("a\u{0}b")])
            }
            #expect(nul?.is(.invalidArgs) == true)
            let mixed = #expect(throws: DBusError.self) {
                try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "Bad",
                                         arguments: [.array(element: "s", [.uint32(3)])])
            }
            #expect(mixed?.is(.invalidArgs) == true)
        }
    }
}
