import DBus
import Testing

@Suite(.timeLimit(.minutes(1))) struct ErrorTests {
    @Test func wrongSignatureGetsInvalidArgsNamingTheExpectedOne() async throws {
        try await withFixture { fixture in
            let error = await #expect(throws: DBusError.self) { _ = try await fixture.call("Hello", [.int32(4)]) }
            #expect(error?.is(.invalidArgs) == true)
            #expect(error?.message.contains("'s'") == true)
            #expect(error?.message.contains("'i'") == true)
        }
    }

    @Test func unknownMethodInterfaceAndObjectGetStandardErrors() async throws {
        try await withFixture { fixture in
            let method = await #expect(throws: DBusError.self) { _ = try await fixture.call("Nope") }
            #expect(method?.is(.unknownMethod) == true)
            let interface = await #expect(throws: DBusError.self) {
                _ = try await fixture.client.call(
                    destination: fixture.service.uniqueName, path: "/test", interface: "org.example.Missing", method: "X")
            }
            #expect(interface?.is(.unknownInterface) == true)
            let object = await #expect(throws: DBusError.self) {
                _ = try await fixture.client.call(
                    destination: fixture.service.uniqueName, path: "/elsewhere", interface: Fixture.interface, method: "Hello",
                    arguments: [.string("x")])
            }
            #expect(object?.is(.unknownObject) == true)
        }
    }

    @Test func handlerErrorsBecomeNamedDBusErrors() async throws {
        try await withFixture { fixture in
            let named = await #expect(throws: DBusError.self) { _ = try await fixture.call("Fail") }
            #expect(named == DBusError(name: "org.example.Test.Error.Broken", message: "this method always fails"))
            let plain = await #expect(throws: DBusError.self) { _ = try await fixture.call("FailPlainly") }
            #expect(plain?.is(.failed) == true)
        }
    }

    /// The held call gets no reply (for 30 s), so only its timeout can end it. How soon after the
    /// timeout the error comes is measured by bench-dbus (`make bench`), not here.
    @Test func callsTimeOut() async throws {
        try await withFixture { fixture in
            let error = await #expect(throws: DBusError.self) {
                _ = try await fixture.call("Hold", timeout: .milliseconds(200))
            }
            #expect(error?.is(.timeout) == true)
        }
    }

    @Test func aSecondOwnerOfANameIsRefusedClearly() async throws {
        try await withFixture { fixture in
            let first = try await fixture.service.bus.requestName("org.example.Owned")
            #expect(first == .primaryOwner)
            let error = await #expect(throws: NameAlreadyOwnedError.self) {
                _ = try await fixture.client.bus.requestName("org.example.Owned")
            }
            #expect(error?.owner == fixture.service.uniqueName)
            #expect(error?.description.contains("already owned") == true)
            let released = try await fixture.service.bus.releaseName("org.example.Owned")
            #expect(released)
            let second = try await fixture.client.bus.requestName("org.example.Owned")
            #expect(second == .primaryOwner)
        }
    }

    @Test func closingEndsPendingCallsAndStreams() async throws {
        try await withFixture { fixture in
            let signals = try await fixture.client.signals(matching: MatchRule(interface: Fixture.interface))
            let pending = Task { try await fixture.call("Hold", timeout: .seconds(60)) }
            #expect(await fixture.waitForIncomingCalls(1), "the service has the call")
            fixture.client.close()
            await #expect(throws: DBusError.self) { _ = try await pending.value }
            var received = 0
            for await _ in signals { received += 1 }
            #expect(received == 0)
            #expect(!fixture.client.isConnected)
            await #expect(throws: DBusError.self) { _ = try await fixture.call("Hello", [.string("x")]) }
        }
    }

    @Test func droppingAnOpenConnectionClosesIt() async throws {
        try await withFixture { fixture in
            var uniqueName = ""
            do {
                let dropped = try Connection(bus: .address(fixture.bus.address))
                uniqueName = dropped.uniqueName
                #expect(try await dropped.bus.listNames().contains(uniqueName))
            }
            var gone = false
            for _ in 0..<100 where !gone {
                gone = !(try await fixture.client.bus.listNames().contains(uniqueName))
                if !gone { try await Task.sleep(for: .milliseconds(10)) }
            }
            #expect(gone)
        }
    }

    @Test func badAddressIsAClearError() {
        #expect(throws: DBusError.self) { try Connection(bus: .address("unix:path=/nonexistent/socket")) }
    }
}
