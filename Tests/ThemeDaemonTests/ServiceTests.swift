import DBus
import Foundation
import Testing
import ThemeCore

@Suite(.timeLimit(.minutes(1))) struct ServiceTests {
    @Test func freshInstallPublishesDefaults() async throws {
        try await withDaemon { fixture in
            #expect(try await fixture.property("ThemeId") == .string("default"))
            #expect(try await fixture.property("ColorScheme") == .string("system"))
            #expect(try await fixture.property("ResolvedScheme") == .string("light"))
            #expect(try await fixture.property("HighContrast") == .bool(false))
            let themes = try await fixture.call("ListThemes")[0].array?.compactMap { $0.structure?.first?.string }
            #expect(themes == ThemeRegistry.builtIn.themes.map(\.id))
        }
    }

    @Test func everySubscriberGetsExactlyOneSignalPerChange() async throws {
        try await withDaemon { fixture in
            let subscribers = try (0..<3).map { _ in try Connection(bus: .address(fixture.bus.address)) }
            defer { subscribers.forEach { $0.close() } }
            var streams: [AsyncStream<Message>] = []
            for subscriber in subscribers {
                streams.append(try await subscriber.signals(matching: MatchRule(
                    sender: DaemonFixture.name, path: DaemonFixture.path, interface: DaemonFixture.name, member: "ThemeChanged")))
            }
            let start = try await fixture.property("Serial").uint64 ?? 0
            try await fixture.call("Apply", [.string("sunset")])
            try await fixture.call("SetColorScheme", [.string("dark")])
            try await fixture.call("SetAccessibility", [.stringVariantDictionary(["high-contrast": .bool(true)])])
            try await fixture.call("Apply", [.string("sunset")]) // no change: no signal
            try await fixture.call("Apply", [.string("forest")])
            let current = try await fixture.call("GetTokens", [.string("")])
            for stream in streams {
                var iterator = stream.makeAsyncIterator()
                var serials: [UInt64] = []
                var last: Message?
                for _ in 0..<4 {
                    guard let signal = await iterator.next() else { break }
                    serials.append(signal.arguments[2].uint64 ?? 0)
                    last = signal
                }
                #expect(serials == [start + 1, start + 2, start + 3, start + 4])
                #expect(last?.arguments == current)
            }
            #expect(current[0] == .string("forest"))
            #expect(current[1] == .string("dark"))
        }
    }

    @Test func tokensOnTheWireHaveTheContractTypes() async throws {
        try await withDaemon { fixture in
            let tokens = try await fixture.call("GetTokens", [.string("")])[3].stringKeyedDictionary ?? [:]
            #expect(tokens["color.accent"] == .variant(.string("#2596BE")))
            #expect(tokens["spacing.lg"] == .variant(.double(16)))
            #expect(tokens["shape.full"] == .variant(.double(9999)))
            #expect(tokens["typography.titleMedium.weight"]?.unwrapped.uint32 != nil)
            let expected = try ThemeRegistry.builtIn.tokens(themeID: "default", scheme: .light, accessibility: AccessibilityFlags())
            #expect(Set(tokens.keys) == Set(expected.orderedKeys))
            let preview = try await fixture.call("GetThemeTokens", [.string("midnight"), .string("dark")])[0].stringKeyedDictionary
            #expect(preview?.count == tokens.count)
            #expect(try await fixture.property("ThemeId") == .string("default"))
        }
    }

    @Test func badRequestsChangeNothing() async throws {
        try await withDaemon { fixture in
            try await fixture.call("Apply", [.string("rose")])
            let before = try Data(contentsOf: fixture.settingsFile)
            let serial = try await fixture.property("Serial")
            func expectError(_ name: String, _ method: String, _ arguments: [Value]) async {
                let error = await #expect(throws: DBusError.self) { try await fixture.call(method, arguments) }
                #expect(error?.name == name, "\(method) \(String(describing: error))")
                #expect((error?.message.count ?? 0) < 300)
            }
            let prefix = "org.themeswitch.Theme1.Error."
            await expectError(prefix + "UnknownTheme", "Apply", [.string("nope")])
            await expectError(prefix + "InvalidArgument", "Apply", [.string("../../etc")])
            await expectError(prefix + "InvalidArgument", "SetColorScheme", [.string("blue")])
            await expectError(prefix + "InvalidArgument", "SetAccessibility", [.stringVariantDictionary(["bold": .bool(true)])])
            await expectError(prefix + "InvalidArgument", "SetAccessibility", [.stringVariantDictionary(["high-contrast": .string("yes")])])
            await expectError(prefix + "InvalidArgument", "GetThemeTokens", [.string("rose"), .string("sepia")])
            await expectError(prefix + "UnknownTheme", "GetThemeTokens", [.string("nope"), .string("dark")])
            await expectError(prefix + "TooLarge", "Apply", [.string(String(repeating: "a", count: 1 << 20))])
            await expectError("org.freedesktop.DBus.Error.InvalidArgs", "Apply", [.int32(3)])
            await expectError("org.freedesktop.DBus.Error.InvalidArgs", "SetColorScheme", [])
            let unknown = await #expect(throws: DBusError.self) { try await fixture.call("Apply", [.string("sunsett")]) }
            #expect(unknown?.message.contains("did you mean 'sunset'") == true)
            #expect(unknown?.message.contains("lavender") == true)
            #expect(try Data(contentsOf: fixture.settingsFile) == before)
            #expect(try await fixture.property("Serial") == serial)
            #expect(try await fixture.property("ThemeId") == .string("rose"))
            #expect(!FileManager.default.fileExists(atPath: fixture.bus.root.appendingPathComponent("etc").path))
        }
    }

    @Test func propertiesChangedAnnouncesOnlyWhatChanged() async throws {
        try await withDaemon { fixture in
            let changes = try await fixture.client.signals(matching: MatchRule(
                path: DaemonFixture.path, interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged"))
            try await fixture.call("SetColorScheme", [.string("light")])
            var iterator = changes.makeAsyncIterator()
            let change = await iterator.next()
            #expect(change?.arguments[1].stringKeyedDictionary == ["ColorScheme": .variant(.string("light"))])
        }
    }
}
