import DBus
import Testing

/// Signals whose last arguments were marshalled once (`MarshalledArguments`) arrive as the same
/// signal sent with every argument marshalled by libdbus, to the one destination asked for.
@Suite(.timeLimit(.minutes(1))) struct MarshalledArgumentsTests {
    static let tail: [Value] = [
        .uint64(42), .bool(true),
        .stringVariantDictionary([
            "color.accent": .string("#FF3B30"), "shape.medium": .double(12.5), "flag": .bool(false), "ünïcode": .string("ok ✓"),
            "list": .array(element: "s", [.string("a"), .string("")]), "pair": .structure([.byte(7), .int16(-3), .int64(-9)]),
        ]),
    ]

    @Test(arguments: [[Value](), [.string("org.example.App"), .string("")], [.byte(1)], [.string("abc"), .uint32(5), .string("x")]])
    func arriveAsTheSameSignalSentWhole(leading: [Value]) async throws {
        try await withFixture { fixture in
            let rule = MatchRule(interface: Fixture.interface, member: "Set")
            var received = try await fixture.client.signals(matching: rule).makeAsyncIterator()
            let trailing = try MarshalledArguments(Self.tail)
            try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "Set", leading: leading, trailing: trailing,
                                     destination: fixture.client.uniqueName)
            try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "Set", arguments: leading + Self.tail,
                                     destination: fixture.client.uniqueName)
            let prepared = await received.next()
            let whole = await received.next()
            #expect(prepared?.arguments == leading + Self.tail)
            #expect(prepared?.arguments == whole?.arguments)
            #expect(prepared?.signature == whole?.signature)
            #expect(prepared?.destination == fixture.client.uniqueName && prepared?.noReplyExpected == true)
            #expect(prepared?.path == Fixture.path && prepared?.sender == fixture.service.uniqueName)
        }
    }

    /// A tail far larger than the writer's first buffer (it grows many times) arrives byte for
    /// byte as libdbus's own marshalling of it, with values of every alignment in between.
    @Test func aLargeTailArrivesWhole() async throws {
        let entries = (0..<3000).map { index -> DictionaryEntry in
            let value: Value = switch index % 4 {
            case 0: .string(String(repeating: "x", count: index % 37))
            case 1: .double(Double(index) / 7)
            case 2: .uint32(UInt32(index))
            default: .bool(index % 8 == 3)
            }
            return DictionaryEntry(.string("key.\(index)"), .variant(value))
        }
        let tail: [Value] = [.uint64(7), .dictionary(key: "s", value: "v", entries)]
        try await withFixture { fixture in
            var received = try await fixture.client.signals(matching: MatchRule(interface: Fixture.interface, member: "Large")).makeAsyncIterator()
            try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "Large", leading: [.byte(9)],
                                     trailing: try MarshalledArguments(tail), destination: fixture.client.uniqueName)
            let arrived = await received.next()
            #expect(arrived?.arguments == [.byte(9)] + tail)
        }
    }

    /// An `a{sv}` of scalars written entry by entry (`stringVariantDictionary:`) arrives as the same
    /// dictionary of `Value`s marshalled by libdbus: every scalar kind, after keys of every length
    /// modulo 8 (so each kind's padding after the key differs), in the order appended.
    @Test func aDictionaryWrittenEntryByEntryArrivesAsTheValuesSentWhole() async throws {
        let scalars: [(key: String, value: VariantScalar)] = (0..<64).map { index in
            let key = String(repeating: "k", count: 1 + index % 11) + ".\(index)"
            let value: VariantScalar = switch index % 4 {
            case 0: .string(index % 8 == 0 ? "" : "#FF3B3\(index % 10)")
            case 1: .double(Double(index) / 3)
            case 2: .uint32(UInt32(index * 100))
            default: .bool(index % 8 == 3)
            }
            return (key, value)
        }
        let asValues: Value = .dictionary(key: "s", value: "v", scalars.map { key, scalar in
            let value: Value = switch scalar {
            case .string(let text): .string(text)
            case .double(let number): .double(number)
            case .uint32(let number): .uint32(number)
            case .bool(let flag): .bool(flag)
            }
            return DictionaryEntry(.string(key), .variant(value))
        })
        let trailing = try MarshalledArguments([.uint64(5)]) { entries in
            for (key, value) in scalars { entries.append(key, value) }
        }
        try await withFixture { fixture in
            var received = try await fixture.client.signals(matching: MatchRule(interface: Fixture.interface, member: "Entries")).makeAsyncIterator()
            try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "Entries", leading: [.string("first")],
                                     trailing: trailing, destination: fixture.client.uniqueName)
            let arrived = await received.next()
            #expect(arrived?.signature == "sta{sv}")
            #expect(arrived?.arguments == [.string("first"), .uint64(5), asValues])
        }
    }

    @Test func refuseWhatNoMessageMayCarry() async throws {
        let misaligned = #expect(throws: DBusError.self) { try MarshalledArguments([.string("first"), .uint64(1)]) }
        #expect(misaligned?.is(.invalidArgs) == true)
        #expect(throws: DBusError.self) { try MarshalledArguments([]) }
        try await withFixture { fixture in
            // libdbus checks the whole message: nothing invalid is sent, the caller gets the error.
            for (leading, tail) in [([Value.string("a\u{0}b")], [Value.uint64(1)]), ([], [.uint64(1), .string("a\u{0}b")]),
                                    ([], [.uint64(1), .array(element: "s", [.uint32(3)])])] {
                let emitted = #expect(throws: DBusError.self) {
                    try fixture.service.emit(path: Fixture.path, interface: Fixture.interface, signal: "Set", leading: leading,
                                             trailing: try MarshalledArguments(tail))
                }
                #expect(emitted?.is(.invalidArgs) == true)
            }
        }
    }
}
