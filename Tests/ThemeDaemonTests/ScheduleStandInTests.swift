import DBus
import Foundation
import Logging
import Synchronization
import Testing
import TestSupport
@testable import ThemeConfiguration
import ThemeCore
@testable import ThemeDaemon
import ThemeTemplates

/// A clock the test moves: the real clock plus an offset. The daemon's alarm is armed where the
/// real clock reads the instant this clock is asked for, so moving the offset is like time that
/// passed in a suspend: nothing rings until something wakes the daemon.
final class SkewedClock: Sendable {
    private let offset = Mutex<TimeInterval>(0)

    var now: Date { Date().addingTimeInterval(offset.withLock { $0 }) }

    /// Makes this clock read `instant` now.
    func set(to instant: Date) { offset.withLock { $0 = instant.timeIntervalSince(Date()) } }

    var clock: ScheduleClock { ScheduleClock(now: { self.now }, zone: LocalZone(named: "UTC") ?? .system) }
}

/// The schedule in the real daemon against stand-ins for what a desktop has (issue 38, Checks):
/// a python3-dbus stand-in for logind on a private system bus (it emits `PrepareForSleep` as a
/// suspend and resume would; the real logind cannot run in a test), and one for GNOME's Mutter
/// IdleMonitor on the private session bus (the real one needs a running gnome-shell). Each
/// stand-in also answers a test-only method that makes it act.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ScheduleStandInTests {
    static let logindStandIn = """
    import sys, dbus, dbus.service, dbus.mainloop.glib
    from gi.repository import GLib
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.bus.BusConnection(sys.argv[1])
    class Manager(dbus.service.Object):
        @dbus.service.signal("org.freedesktop.login1.Manager", signature="b")
        def PrepareForSleep(self, start): pass
        @dbus.service.method("org.freedesktop.login1.Manager", in_signature="s", out_signature="o")
        def GetSession(self, session): raise dbus.exceptions.DBusException("no session in the stand-in", name="org.freedesktop.login1.NoSuchSession")
        @dbus.service.method("org.themeswitch.Test", in_signature="", out_signature="")
        def SuspendAndResume(self):
            self.PrepareForSleep(True)
            self.PrepareForSleep(False)
    manager = Manager(bus, "/org/freedesktop/login1")
    name = dbus.service.BusName("org.freedesktop.login1", bus)
    GLib.MainLoop().run()
    """

    static let mutterStandIn = """
    import sys, dbus, dbus.service, dbus.mainloop.glib
    from gi.repository import GLib
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.bus.BusConnection(sys.argv[1])
    INTERFACE = "org.gnome.Mutter.IdleMonitor"
    class Monitor(dbus.service.Object):
        def __init__(self, *arguments):
            super().__init__(*arguments)
            self.idle = 0
            self.watches = {}
            self.next = 1
        @dbus.service.method(INTERFACE, in_signature="", out_signature="t")
        def GetIdletime(self): return dbus.UInt64(self.idle)
        @dbus.service.method(INTERFACE, in_signature="t", out_signature="u")
        def AddIdleWatch(self, interval):
            self.watches[self.next] = interval
            self.next += 1
            return dbus.UInt32(self.next - 1)
        @dbus.service.method(INTERFACE, in_signature="u", out_signature="")
        def RemoveWatch(self, watch): self.watches.pop(int(watch), None)
        @dbus.service.signal(INTERFACE, signature="u")
        def WatchFired(self, watch): pass
        @dbus.service.method("org.themeswitch.Test", in_signature="", out_signature="u")
        def WatchCount(self): return dbus.UInt32(len(self.watches))
        @dbus.service.method("org.themeswitch.Test", in_signature="t", out_signature="")
        def BecomeIdle(self, milliseconds):
            self.idle = milliseconds
            for watch, interval in list(self.watches.items()):
                if interval <= milliseconds: self.WatchFired(dbus.UInt32(watch))
    monitor = Monitor(bus, "/org/gnome/Mutter/IdleMonitor/Core")
    name = dbus.service.BusName(INTERFACE, bus)
    GLib.MainLoop().run()
    """

    /// `HH:MM` of `instant` in UTC.
    private func clockTime(_ instant: Date) -> String {
        let minutes = Int(instant.timeIntervalSince1970) % 86400 / 60
        return String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    /// The next whole minute at least `ahead` from now.
    private func wholeMinute(ahead: TimeInterval) -> Date {
        Date(timeIntervalSince1970: ((Date().timeIntervalSince1970 + ahead) / 60).rounded(.up) * 60)
    }

    /// A daemon on a private session bus with a private system bus beside it, config.yaml
    /// `configuration`, on `clock`, and each stand-in script started on its bus and owning its name.
    private func withDaemon(
        _ configuration: String, clock: SkewedClock, standIns: [(script: String, onSystemBus: Bool, name: String)],
        _ body: (Daemon.Running, _ session: Connection, _ system: Connection, _ state: URL) async throws -> Void
    ) async throws {
        let session = try PrivateBus()
        defer { session.stop() }
        let system = try PrivateBus()
        defer { system.stop() }
        let environment = session.environment.merging(["DBUS_SYSTEM_BUS_ADDRESS": system.address, "TZ": "UTC"]) { $1 }
        try FollowFixture.writeConfiguration(configuration, in: ConfigurationPaths(environment: environment))
        let sessionClient = try Connection(bus: .address(session.address))
        defer { sessionClient.close() }
        let systemClient = try Connection(bus: .address(system.address))
        defer { systemClient.close() }
        var children: [ChildProcess] = []
        defer {
            for child in children {
                child.kill(SIGTERM)
                if child.blockingWait(within: .seconds(5)) == nil {
                    child.kill(SIGKILL)
                    _ = child.waitForExit()
                }
            }
        }
        for standIn in standIns {
            let script = session.root.appendingPathComponent("stand-in-\(children.count).py")
            try standIn.script.write(to: script, atomically: true, encoding: .utf8)
            let bus = standIn.onSystemBus ? system : session
            children.append(try ChildProcess("/usr/bin/python3", [script.path, bus.address], environment: environment,
                                             errorPath: session.root.appendingPathComponent("stand-in-\(children.count).err").path))
            let client = standIn.onSystemBus ? systemClient : sessionClient
            let owned = await eventually { try await client.bus.nameHasOwner(standIn.name) }
            try #require(owned, "the stand-in for \(standIn.name) did not come up")
        }
        let logger = Logger(label: "schedule-stand-in-test")
        let daemon = try await Daemon(bus: .address(session.address), environment: environment, logger: logger, clock: clock.clock).start()
        do {
            try await body(daemon, sessionClient, systemClient, ScheduleStateFile.url(environment: environment))
        } catch {
            await daemon.stop()
            throw error
        }
        await daemon.stop()
    }

    private func resolved(_ daemon: Daemon.Running) async -> ColorScheme { await daemon.provider.snapshot.resolvedScheme }

    @Test func aResumeAfterAWindowHasPassedSwitchesWithinASecond_withALogindStandIn() async throws {
        let clock = SkewedClock()
        let dark = wholeMinute(ahead: 2 * 3600)
        let configuration = "schedule:\n  light: \"\(clockTime(dark.addingTimeInterval(12 * 3600)))\"\n  dark: \"\(clockTime(dark))\"\n"
        try await withDaemon(configuration, clock: clock, standIns: [(Self.logindStandIn, true, "org.freedesktop.login1")]) { daemon, _, system, _ in
            // The schedule's first decision (the daemon starts light before it).
            #expect(await eventually { daemon.schedule.shown == .light })
            #expect(await resolved(daemon) == .light)
            // A suspend past the evening window: the clock reads an hour after dark began.
            clock.set(to: dark.addingTimeInterval(3600))
            #expect(await resolved(daemon) == .light)
            _ = try await system.call(destination: "org.freedesktop.login1", path: "/org/freedesktop/login1",
                                      interface: "org.themeswitch.Test", method: "SuspendAndResume")
            #expect(await eventually(within: .seconds(1)) { await resolved(daemon) == .dark }, "no switch within 1 s of the resume")
        }
    }

    @Test func idleInsideAWindowSwitches_withAMutterIdleMonitorStandIn() async throws {
        let clock = SkewedClock()
        let dark = wholeMinute(ahead: 120)
        // Two seconds before the evening window: light, and the alarm set for the window's start.
        clock.set(to: dark.addingTimeInterval(-2))
        let configuration = "schedule:\n  light: \"\(clockTime(dark.addingTimeInterval(12 * 3600)))\"\n  dark: \"\(clockTime(dark))\"\n"
        try await withDaemon(configuration, clock: clock, standIns: [(Self.mutterStandIn, false, "org.gnome.Mutter.IdleMonitor")]) { daemon, session, _, state in
            #expect(await eventually { daemon.schedule.shown == .light })
            // Inside the window the daemon asks the idle monitor for a watch of 5 s of idleness, and waits.
            let watching = await eventually {
                let reply = try await session.call(destination: "org.gnome.Mutter.IdleMonitor", path: "/org/gnome/Mutter/IdleMonitor/Core",
                                                   interface: "org.themeswitch.Test", method: "WatchCount", expecting: "u")
                return (reply.first?.uint32 ?? 0) > 0
            }
            #expect(watching, "the daemon set no idle watch inside the window")
            #expect(await resolved(daemon) == .light, "the daemon switched inside the window while the user was active")
            #expect(ScheduleStateFile.read(state).idleSource == IdleWatch.Source.mutter.rawValue)
            _ = try await session.call(destination: "org.gnome.Mutter.IdleMonitor", path: "/org/gnome/Mutter/IdleMonitor/Core",
                                       interface: "org.themeswitch.Test", method: "BecomeIdle", arguments: [.uint64(5000)])
            #expect(await eventually(within: .seconds(2)) { await resolved(daemon) == .dark }, "idle inside the window did not switch")
        }
    }

    @Test func aToggleHoldsUntilTheNextTransitionThenTheScheduleTakesOver_withALogindStandIn() async throws {
        let clock = SkewedClock()
        let light = wholeMinute(ahead: 120)
        let dark = light.addingTimeInterval(60)
        // Three seconds before light: dark; instant switches (`transition: 0`).
        clock.set(to: light.addingTimeInterval(-3))
        let configuration = "schedule:\n  light: \"\(clockTime(light))\"\n  dark: \"\(clockTime(dark))\"\n  transition: 0\n"
        try await withDaemon(configuration, clock: clock, standIns: [(Self.logindStandIn, true, "org.freedesktop.login1")]) { daemon, _, system, state in
            #expect(await eventually { await resolved(daemon) == .dark })
            let hold = try daemon.schedule.hold(.toggle)
            #expect(hold.scheme == .light && hold.until == light)
            #expect(await eventually(within: .seconds(1)) { await resolved(daemon) == .light })
            #expect(ScheduleStateFile.read(state).hold == hold, "the hold is not kept for a restart")
            // At the transition the hold ends; the schedule gives light too.
            #expect(await eventually(within: .seconds(6)) { daemon.schedule.hold == nil }, "the hold outlived its transition")
            #expect(ScheduleStateFile.read(state).hold == nil)
            #expect(await resolved(daemon) == .light)
            // The schedule has taken over: past the dark time, a resume switches to dark.
            clock.set(to: dark.addingTimeInterval(5))
            _ = try await system.call(destination: "org.freedesktop.login1", path: "/org/freedesktop/login1",
                                      interface: "org.themeswitch.Test", method: "SuspendAndResume")
            #expect(await eventually(within: .seconds(1)) { await resolved(daemon) == .dark })
        }
    }

    /// Without a system bus the schedule still runs on its alarm, and says so once.
    @Test func withoutASystemBusTheAlarmAloneSwitches() async throws {
        let clock = SkewedClock()
        let dark = wholeMinute(ahead: 120)
        clock.set(to: dark.addingTimeInterval(-2))
        let session = try PrivateBus()
        defer { session.stop() }
        let environment = session.environment.merging(["DBUS_SYSTEM_BUS_ADDRESS": "unix:path=\(session.root.path)/no-system-bus", "TZ": "UTC"]) { $1 }
        let paths = ConfigurationPaths(environment: environment)
        try FollowFixture.writeConfiguration("schedule:\n  light: \"\(clockTime(dark.addingTimeInterval(12 * 3600)))\"\n  dark: \"\(clockTime(dark))\"\n  transition: 0\n",
                                             in: paths)
        let log = LogLines()
        let logger = Logger(label: "schedule-no-system-bus") { _ in RecordingLogHandler(lines: log) }
        let daemon = try await Daemon(bus: .address(session.address), environment: environment, logger: logger, clock: clock.clock).start()
        let switched = await eventually(within: .seconds(6)) { await daemon.provider.snapshot.resolvedScheme == .dark }
        let notices = log.matching("no system bus")
        await daemon.stop()
        #expect(switched, "the alarm did not switch at the dark time")
        #expect(notices.count == 1, "\(log.all)")
    }
}
