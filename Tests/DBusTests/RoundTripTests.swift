import DBus
import Testing

/// Every type, sent through a real bus to an exported object and back.
@Suite(.timeLimit(.minutes(1))) struct RoundTripTests {
    static let samples: [Value] = [
        .byte(0), .byte(255), .bool(true), .bool(false),
        .int16(.min), .int16(.max), .uint16(.max), .int32(.min), .int32(.max), .uint32(.max),
        .int64(.min), .int64(.max), .uint64(.max), .double(-0.5), .double(.greatestFiniteMagnitude),
        .string(""), .string("héllo wörld ✓ 🎨"), .objectPath("/org/example/Object_1"), .signature("a{sv}"),
        .array(element: "s", []), .array(element: "i", [.int32(1), .int32(-2)]),
        .array(element: "ay", [.array(element: "y", [.byte(1), .byte(2)]), .array(element: "y", [])]),
        .dictionary(key: "s", value: "v", []),
        .stringVariantDictionary(["a": .uint32(1), "b": .string("x"), "c": .variant(.variant(.bool(true)))]),
        .dictionary(key: "u", value: "as", [DictionaryEntry(.uint32(7), .stringArray(["x", "y"]))]),
        .structure([.string("id"), .string("name"), .string("#2596BE"), .bool(true)]),
        .array(element: "(sssb)", [.structure([.string("a"), .string("b"), .string("c"), .bool(false)])]),
        .variant(.variant(.variant(.array(element: "v", [.variant(.int32(3))])))),
    ]

    @Test(arguments: samples)
    func valueSurvivesTheBus(_ value: Value) async throws {
        try await withFixture { fixture in
            let reply = try await fixture.call("Echo", [.variant(value)])
            #expect(reply.arguments == [.variant(value)])
        }
    }

    @Test func deeplyNestedVariantsSurvive() async throws {
        var value = Value.string("core")
        for _ in 0..<30 { value = .variant(value) }
        let nested = value
        try await withFixture { fixture in
            let reply = try await fixture.call("Echo", [.variant(nested)])
            #expect(reply.arguments == [.variant(nested)])
        }
    }

    @Test func variantsNestedPastLibdbusLimitAreRefusedBeforeSending() async throws {
        // libdbus refuses, on receipt, a message whose values it must check more than 64 levels
        // deep ("Variants cannot be used to create a hugely recursive tree of values"), and
        // dbus-daemon drops a connection that sends one.
        var value = Value.string("core")
        for _ in 0..<63 { value = .variant(value) }
        let deepest = value
        try await withFixture { fixture in
            let reply = try await fixture.call("Echo", [.variant(deepest)])  // 64 variants
            #expect(reply.arguments == [.variant(deepest)])
            let error = await #expect(throws: DBusError.self) {
                _ = try await fixture.call("Echo", [.variant(.variant(deepest))])  // 65
            }
            #expect(error?.is(.invalidArgs) == true)
            #expect(error?.message.contains("65 levels deep") == true, "\(String(describing: error))")
            #expect(try await fixture.call("Echo", [.variant(.string("still connected"))]).arguments == [.variant(.string("still connected"))])
        }
    }

    @Test func largeStringsSurvive() async throws {
        let big = String(repeating: "0123456789abcdef", count: 1 << 20) // 16 MiB
        try await withFixture { fixture in
            let reply = try await fixture.call("Echo", [.variant(.string(big))], timeout: .seconds(30))
            #expect(reply.arguments.first?.string?.utf8.count == big.utf8.count)
            #expect(reply.arguments == [.variant(.string(big))])
        }
    }

    @Test func longestNamesAreAcceptedAndLongerRefused() async throws {
        try await withFixture { fixture in
            let longest = String(repeating: "m", count: 255)
            await #expect(throws: DBusError.self) {
                _ = try await fixture.client.call(
                    destination: fixture.service.uniqueName, path: "/test", interface: nil, method: longest + "m")
            }
            let error = await #expect(throws: DBusError.self) {
                _ = try await fixture.client.call(
                    destination: fixture.service.uniqueName, path: "/test", interface: nil, method: longest)
            }
            #expect(error?.is(.unknownMethod) == true)
        }
    }

    @Test func stringsWithNulBytesAreRefusedBeforeSending() async throws {
        try await withFixture { fixture in
            let error = await #expect(throws: DBusError.self) {
                _ = try await fixture.call("Hello", [.string("a\u{0}b")])
            }
            #expect(error?.is(.invalidArgs) == true)
            let reply = try await fixture.call("Hello", [.string("still works")])
            #expect(reply.arguments == [.string("Hello, still works!")])
        }
    }
}
