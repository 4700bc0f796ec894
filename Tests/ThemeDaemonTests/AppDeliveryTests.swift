import DBus
import Foundation
import Synchronization
import TestSupport
import Testing
import ThemeContract
@testable import ThemeDaemon

/// Per-app delivery (issue 12 §3): a registered app is sent its own set, unicast, when and only
/// when it changed for that app.
@Suite(.timeLimit(.minutes(1))) struct AppDeliveryTests {
    static let mail = "org.example.Mail"
    static let other = "org.example.Other"

    /// A client connection that registered one app (with `RegisterApp`, or `RegisterAppForChanges`
    /// for its changes) and records every `AppTokensChanged` (or `AppTokenChanges`) it gets.
    private final class App: Sendable {
        let id: String
        let connection: Connection
        let registered: [Value]
        private let received = Received()
        private let recorder: Task<Void, Never>

        private final class Received: Sendable {
            let messages = Mutex<[Message]>([])
        }

        init(_ appID: String, _ fixture: DaemonFixture, changesOnly: Bool = false) async throws {
            id = appID
            connection = try Connection(bus: .address(fixture.bus.address))
            let signals = try await connection.signals(matching: MatchRule(
                sender: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                member: changesOnly ? ThemeBus.appTokenChanges : ThemeBus.appTokensChanged))
            registered = try await fixture.call(changesOnly ? "RegisterAppForChanges" : "RegisterApp", [.string(appID), .string("")], on: connection)
            recorder = Task { [received] in
                for await signal in signals { received.messages.withLock { $0.append(signal) } }
            }
        }

        /// The `index`th signal received, waiting at most `timeout` for it.
        func signal(_ index: Int, within timeout: Duration) async -> Message? {
            let deadline = ContinuousClock.now + timeout
            while ContinuousClock.now < deadline {
                if let signal = received.messages.withLock({ $0.count > index ? $0[index] : nil }) { return signal }
                try? await Task.sleep(for: .milliseconds(20))
            }
            return nil
        }

        var count: Int { received.messages.withLock(\.count) }

        func close() {
            recorder.cancel()
            connection.close()
        }
    }

    @Test func anAppsOwnWallpaperReachesOnlyThatAppAndClearingItSendsTheGlobalSetBack() async throws {
        try await withDaemon { fixture in
            let mail = try await App(Self.mail, fixture)
            let other = try await App(Self.other, fixture)
            defer { mail.close(); other.close() }
            try await fixture.call("SetWallpaper", [.dictionary(key: "s", value: "v", [
                DictionaryEntry(.string("preset"), .variant(.string("hearts"))), DictionaryEntry(.string("app"), .variant(.string(Self.mail))),
            ])])
            let own = await mail.signal(0, within: .seconds(5))
            #expect(own?.arguments[5] == .bool(true))
            #expect(own?.arguments[6].stringKeyedDictionary?["wallpaper.preset"]?.unwrapped == .string("hearts"))
            #expect(own?.arguments[6] == (try await fixture.call("GetTokens", [.string(Self.mail)]))[3])

            try await fixture.call("ClearAppWallpaper", [.string(Self.mail), .string("")])
            let back = await mail.signal(1, within: .seconds(5))
            #expect(back?.arguments[5] == .bool(false))
            #expect(back?.arguments[6].stringKeyedDictionary?["wallpaper.kind"]?.unwrapped == .string("none"))
            // Both changes were the mail app's alone: the other app was sent nothing.
            #expect(other.count == 0)
        }
    }

    @Test func onlyTheAppWithAnOverrideGetsItsSetAndClearingSendsTheGlobalSetBack() async throws {
        try await withDaemon { fixture in
            let mail = try await App(Self.mail, fixture)
            let other = try await App(Self.other, fixture)
            defer { mail.close(); other.close() }
            #expect(mail.registered.first == .bool(false), "no override yet: the app follows the global set")

            try await fixture.call("SetOverride", [.string("color.accent"), .variant(.string("#FF3B30")), .string("both"),
                                                   .string(Self.mail), .string("")])
            let own = await mail.signal(0, within: .seconds(5))
            #expect(own?.arguments[0] == .string(Self.mail))
            #expect(own?.arguments[5] == .bool(true))
            #expect(own?.arguments[6].stringKeyedDictionary?["color.accent"]?.unwrapped == .string("#FF3B30"))
            #expect(own?.arguments[6] == (try await fixture.call("GetTokens", [.string(Self.mail)]))[3])

            // A global change that leaves the app's set as it was sends nothing: the themes differ
            // only in the accent, which the app overrides.
            try await fixture.call("Apply", [.string("forest")])
            // One that changes it reaches the app as its own set.
            try await fixture.call("SetColorScheme", [.string("dark")])
            let afterApply = await mail.signal(1, within: .seconds(5))
            #expect(afterApply?.arguments[2] == .string("forest"))
            #expect(afterApply?.arguments[3] == .string("dark"))
            #expect(afterApply?.arguments[6].stringKeyedDictionary?["color.accent"]?.unwrapped == .string("#FF3B30"))

            // An override of another app changes nothing for this one: nothing is sent.
            try await fixture.call("SetOverride", [.string("shape.medium"), .variant(.double(3)), .string("both"),
                                                   .string("org.example.Third"), .string("")])

            try await fixture.call("ClearOverride", [.string("color.accent"), .string("both"), .string(Self.mail), .string("")])
            let back = await mail.signal(2, within: .seconds(5))
            #expect(back?.arguments[5] == .bool(false))
            #expect(back?.arguments[6] == (try await fixture.call("GetTokens", [.string("")]))[3])

            // The other app, without overrides, was sent nothing at all; the mail app nothing more. A
            // marker override for each app follows: the next signal each gets must be its marker's.
            for (app, marker, index) in [(other, "#ABCDEF", 0), (mail, "#FEDCBA", 3)] {
                try await fixture.call("SetOverride", [.string("color.accent"), .variant(.string(marker)), .string("both"),
                                                       .string(app.id), .string("")])
                let next = await app.signal(index, within: .seconds(5))
                #expect(next?.arguments[6].stringKeyedDictionary?["color.accent"]?.unwrapped == .string(marker),
                        "\(app.id)'s signal \(index) is its marker's")
            }
            #expect(other.count == 1 && mail.count == 4)
        }
    }

    /// One change resolves each distinct layer stack once (issue 19): two apps with the same
    /// override share a set, a third with another value still gets its own.
    @Test func appsWithTheSameOverridesShareASetAndOthersKeepTheirOwn() async throws {
        try await withDaemon { fixture in
            let ids = ["org.example.First", "org.example.Second", "org.example.Third"]
            for (id, value) in zip(ids, [7.0, 7.0, 12.0]) {
                try await fixture.call("SetOverride", [.string("shape.medium"), .variant(.double(value)), .string("both"), .string(id), .string("")])
            }
            var apps: [App] = []
            for id in ids { apps.append(try await App(id, fixture)) }
            defer { for app in apps { app.close() } }
            try await fixture.call("Apply", [.string("sunset")])
            var sets: [Value] = []
            for (app, id) in zip(apps, ids) {
                let signal = await app.signal(0, within: .seconds(5))
                #expect(signal?.arguments[0] == .string(id))
                #expect(signal?.arguments[2] == .string("sunset"))
                let tokens = try #require(signal?.arguments[6])
                #expect(tokens == (try await fixture.call("GetTokens", [.string(id)]))[3], "\(id)")
                sets.append(tokens)
            }
            let medium = sets.map { $0.stringKeyedDictionary?["shape.medium"]?.unwrapped }
            #expect(medium == [.double(7), .double(7), .double(12)], "\(medium)")
            #expect(sets[0] == sets[1] && sets[0] != sets[2])
        }
    }

    /// `RegisterAppForChanges`: each change of the app's set comes as only the tokens that differ,
    /// numbered one after the other; registering again goes on with the same numbers.
    @Test func anAppRegisteredForChangesIsSentOnlyWhatChangedNumberedInSequence() async throws {
        try await withDaemon { fixture in
            try await fixture.call("SetOverride", [.string("shape.medium"), .variant(.double(7)), .string("both"), .string(Self.mail), .string("")])
            let mail = try await App(Self.mail, fixture, changesOnly: true)
            let whole = try await App(Self.mail, fixture)
            defer { mail.close(); whole.close() }
            #expect(mail.registered.count == 6)
            #expect(mail.registered[0] == .bool(true))
            #expect(mail.registered[4] == whole.registered[4], "the reply carries the whole set, as RegisterApp's")
            #expect(mail.registered[5] == .uint64(0), "no changes sent yet")

            try await fixture.call("Apply", [.string("sunset")])
            let first = try #require(await mail.signal(0, within: .seconds(5)))
            let wholeSet = try #require(await whole.signal(0, within: .seconds(5)))
            #expect(first.arguments.count == 10)
            #expect(first.arguments[0] == .string(Self.mail) && first.arguments[2] == .string("sunset"))
            #expect(first.arguments[4] == .uint64(1))
            #expect(first.arguments[5] == wholeSet.arguments[4], "the serial")
            #expect(first.arguments[6] == .bool(true) && first.arguments[7] == .bool(false), "own, and not the complete set")
            #expect(first.arguments[8] == .array(element: "s", []))
            let changed = try #require(first.arguments[9].stringKeyedDictionary)
            let all = try #require(wholeSet.arguments[6].stringKeyedDictionary)
            // What changed is what differs between the set held and the new whole set, nothing else.
            let held = try #require(mail.registered[4].stringKeyedDictionary)
            #expect(Set(changed.keys) == Set(all.keys.filter { held[$0] != all[$0] }))
            #expect(changed["color.accent"] == all["color.accent"])
            #expect(changed.count < all.count / 4, "\(changed.count) of \(all.count) tokens")

            let again = try await fixture.call("RegisterAppForChanges", [.string(Self.mail), .string("")], on: mail.connection)
            #expect(again[5] == .uint64(1), "registering again goes on from the last number sent")
            try await fixture.call("SetOverride", [.string("color.accent"), .variant(.string("#FF3B30")), .string("both"), .string(Self.mail), .string("")])
            let second = try #require(await mail.signal(1, within: .seconds(5)))
            #expect(second.arguments[4] == .uint64(2))
            #expect(second.arguments[9].stringKeyedDictionary?["color.accent"]?.unwrapped == .string("#FF3B30"))

            // A global change the app's overrides hide (the themes differ in the accent alone):
            // the whole-set registration is sent nothing, the one for changes an empty change
            // with the new serial and theme, so that what it holds names them.
            try await fixture.call("Apply", [.string("forest")])
            let third = try #require(await mail.signal(2, within: .seconds(5)))
            #expect(third.arguments[2] == .string("forest") && third.arguments[4] == .uint64(3))
            #expect(third.arguments[5] == .uint64(try #require(try await fixture.property("Serial").uint64)))
            #expect(third.arguments[8] == .array(element: "s", []) && third.arguments[9].stringKeyedDictionary?.isEmpty == true)
            #expect(whole.count == 2, "the whole set did not change")
            #expect(mail.count == 3)
        }
    }

    @Test func registeringAppsWithOverridesReturnsTheirOwnSet() async throws {
        try await withDaemon { fixture in
            try await fixture.call("SetOverride", [.string("color.accent"), .variant(.string("#123456")), .string("light"),
                                                   .string(Self.mail), .string("")])
            let mail = try await App(Self.mail, fixture)
            defer { mail.close() }
            #expect(mail.registered.first == .bool(true))
            #expect(mail.registered[4].stringKeyedDictionary?["color.accent"]?.unwrapped == .string("#123456"))
            let error = await #expect(throws: DBusError.self) {
                try await fixture.call("RegisterApp", [.string("no-dots"), .string("")], on: mail.connection)
            }
            #expect(error?.name == "org.themeswitch.Theme1.Error.InvalidArgument")
        }
    }
}

/// A caller that leaves the bus leaves no registration behind.
@Suite(.timeLimit(.minutes(1))) struct AppDepartureTests {
    @Test func registrationsEndWhenTheCallerLeaves() async throws {
        try await withDaemon { fixture in
            let app = try Connection(bus: .address(fixture.bus.address))
            try await fixture.call("RegisterApp", [.string("org.example.Mail"), .string("")], on: app)
            #expect(await !fixture.daemon.provider.apps.isEmpty)
            app.close()
            let deadline = ContinuousClock.now + .seconds(5)
            while await !fixture.daemon.provider.apps.isEmpty, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(await fixture.daemon.provider.apps.isEmpty)
        }
    }

    /// The daemon watches each caller that registered apps with a match rule of its own, and no
    /// other: a client that registered nothing (every `themeswitch` or `dbus-send` run) leaves
    /// without waking it. Read from dbus-daemon's own list of the daemon's match rules.
    @Test func onlyCallersThatRegisteredAreWatched() async throws {
        try await withDaemon { fixture in
            let daemonName = fixture.daemon.connection.uniqueName
            /// The daemon's rules for `NameOwnerChanged`, as dbus-daemon holds them.
            func departureRules() async throws -> [String] {
                let reply = try await fixture.client.call(
                    destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus.Debug.Stats",
                    method: "GetAllMatchRules").arguments.first
                guard case .dictionary(_, _, let entries)? = reply?.unwrapped else { return [] }
                let rules = entries.first { $0.key.string == daemonName }?.value.array?.compactMap(\.string) ?? []
                return rules.filter { $0.contains("NameOwnerChanged") }
            }
            func watches(_ connection: Connection) async throws -> Int {
                try await departureRules().count { $0.contains("arg0='\(connection.uniqueName)'") }
            }
            // No rule for every departure on the bus.
            #expect(try await departureRules().allSatisfy { $0.contains("arg0=") })
            let app = try Connection(bus: .address(fixture.bus.address))
            try await fixture.call("RegisterApp", [.string("org.example.Mail"), .string("")], on: app)
            try await fixture.call("RegisterApp", [.string("org.example.Mail"), .string("compose")], on: app)
            // One rule for the caller, however many apps it registered.
            #expect(try await watches(app) == 1)
            let other = try Connection(bus: .address(fixture.bus.address))
            #expect(try await watches(other) == 0)
            try await fixture.call("RegisterApp", [.string("org.example.Chat"), .string("")], on: other)
            #expect(try await watches(other) == 1)
            app.close()
            other.close()
            #expect(await eventually { await fixture.daemon.provider.apps.isEmpty })
            #expect(await eventually {
                let appWatches = try await watches(app)
                let otherWatches = try await watches(other)
                return appWatches == 0 && otherWatches == 0
            })
            #expect(try await departureRules().allSatisfy { $0.contains("arg0=") })
        }
    }
}
