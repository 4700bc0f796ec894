@testable import DBus
import DBusWire
import Testing
import TestSupport
import Glibc

/// `SocketCall`, the one call the `themeswitch` front makes without libdbus, against a real
/// `dbus-daemon` and the fixture's service (written with libdbus): the bus's replies, signals and
/// errors are read as libdbus reads them.
@Suite(.timeLimit(.minutes(1))) struct SocketCallTests {
    private func call(_ fixture: Fixture, _ method: String, _ arguments: [String], timeoutMilliseconds: Int = 5000) throws -> SocketCall.Outcome {
        let address = try #require(UnixBusAddress(fixture.bus.address))
        return try SocketCall(
            destination: fixture.service.uniqueName, path: Fixture.path.rawValue, interface: Fixture.interface,
            method: method, arguments: arguments
        ).send(to: address, timeoutMilliseconds: timeoutMilliseconds)
    }

    @Test func aReplyAndAnErrorReplyAreToldApart() async throws {
        try await withFixture { (fixture: Fixture) async throws in
            let greeting = try call(fixture, "Hello", ["socket"])
            guard case .returned(let reply) = greeting else {
                Issue.record("no method return: \(greeting)")
                return
            }
            // The body the service wrote with libdbus: the greeting, one string.
            #expect(reply.signature == "s")
            let text = reply.body.withUnsafeBytes { body in
                var reader = WireReader(body, bigEndian: reply.bigEndian)
                return reader.string()
            }
            #expect(text == "Hello, socket!")
            #expect(try call(fixture, "Fail", []) == .failed(errorName: "org.example.Test.Error.Broken"))
            // The service checks the arguments it was sent: one string.
            #expect(try call(fixture, "Hello", ["a", "b"]) == .failed(errorName: "org.freedesktop.DBus.Error.InvalidArgs"))
        }
    }

    @Test func theBusOwnErrorsComeBackByName() async throws {
        try await withFixture { (fixture: Fixture) async throws in
            let address = try #require(UnixBusAddress(fixture.bus.address))
            let nobody = SocketCall(destination: "org.example.Nobody", path: "/", interface: "org.example.Nobody", method: "Ping", arguments: [])
            #expect(try nobody.send(to: address, timeoutMilliseconds: 5000) == .failed(errorName: "org.freedesktop.DBus.Error.ServiceUnknown"))
        }
    }

    @Test func aCallWithNoReplyEndsAtItsTimeLimit() async throws {
        try await withFixture { (fixture: Fixture) async throws in
            let error = #expect(throws: SocketCallError.self) { try call(fixture, "Hold", [], timeoutMilliseconds: 200) }
            #expect(error?.description == "no reply from the bus in time")
        }
    }

    @Test func anAbstractSocketIsReachedToo() throws {
        let bus = try PrivateBus(listen: "unix:abstract=themeswitch-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { bus.stop() }
        #expect(bus.address.hasPrefix("unix:abstract="))
        let address = try #require(UnixBusAddress(bus.address))
        #expect(address.isAbstract)
        let call = SocketCall(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            method: "NameHasOwner", arguments: ["org.example.Nobody"])
        guard case .returned(let reply) = try call.send(to: address, timeoutMilliseconds: 5000) else {
            Issue.record("no method return")
            return
        }
        #expect(reply.signature == "b" && reply.body == [0, 0, 0, 0])
    }

    @Test func aMissingSocketIsAnErrorWithTheSystemsReason() throws {
        let address = try #require(UnixBusAddress("unix:path=/nonexistent/bus"))
        let error = #expect(throws: SocketCallError.self) {
            try SocketCall(destination: "a.b", path: "/", interface: "a.b", method: "C", arguments: []).send(to: address, timeoutMilliseconds: 1000)
        }
        #expect(error?.description == "cannot connect to the bus: No such file or directory")
    }

    private struct Socket: Equatable {
        let path: String
        let isAbstract: Bool
    }

    private func socket(_ address: String) -> Socket? {
        UnixBusAddress(address).map { Socket(path: String(decoding: $0.path, as: UTF8.self), isAbstract: $0.isAbstract) }
    }

    @Test func addressesNameTheirFirstUnixSocket() {
        #expect(socket("unix:path=/run/user/1000/bus") == Socket(path: "/run/user/1000/bus", isAbstract: false))
        #expect(socket("unix:guid=0123,path=/tmp/a%20b") == Socket(path: "/tmp/a b", isAbstract: false))
        #expect(socket("tcp:host=localhost,port=1;unix:abstract=/tmp/dbus-x") == Socket(path: "/tmp/dbus-x", isAbstract: true))
        #expect(UnixBusAddress("tcp:host=localhost,port=1") == nil)
        #expect(UnixBusAddress("unix:path=/tmp/%zz") == nil)
        #expect(UnixBusAddress("unix:tmpdir=/tmp") == nil)
        #expect(UnixBusAddress("") == nil)
    }

    @Test func aWrittenHeaderReadsBackAsWritten() throws {
        let header = MessageHeader(
            kind: .error, flags: MessageHeader.noReplyExpected, bodyLength: 12, serial: 7, path: "/org/example",
            interface: "org.example.I", member: "M", errorName: "org.example.Error.E", replySerial: 3,
            destination: ":1.4", sender: "org.freedesktop.DBus", signature: "sa{sv}")
        var writer = WireWriter()
        let written = header.write(into: &writer)
        #expect(written)
        #expect(writer.count % 8 == 0)
        let read = try writer.withBytes { bytes in try MessageHeader(parsing: bytes) }
        #expect(read == header)
        let length = try writer.withBytes { bytes in try MessageHeader.messageLength(prefix: bytes) }
        #expect(length == writer.count + 12)
        // Cut anywhere inside the fields, the header is refused, never read past its end.
        let bytes = writer.bytes
        for end in MessageHeader.fixedLength..<(bytes.count - 8) {
            #expect(throws: WireFormatError.self) {
                try bytes[..<end].withUnsafeBytes { bytes in _ = try MessageHeader(parsing: bytes) }
            }
        }
        // A string whose length runs past the fields (the path's, at byte 20) is refused too.
        var corrupt = bytes
        corrupt.replaceSubrange(20..<24, with: [0xFF, 0xFF, 0, 0])
        #expect(throws: WireFormatError.self) {
            try corrupt.withUnsafeBytes { bytes in _ = try MessageHeader(parsing: bytes) }
        }
    }
}
