import DBus
import FoundationEssentials
import Logging
import ThemeConfiguration
import ThemeCore
import ThemeTemplates

/// Feeds the provider the system scheme: from the schedule while config.yaml sets one, else
/// from the desktop (GSettings). The schedule wins: while it is set, the desktop's own setting
/// is not followed. A new configuration that sets, changes or removes the schedule switches
/// source at once, reading the new one's scheme first.
struct SystemSchemeDriver: Sendable {
    let configuration: LiveConfiguration
    let desktop: any SystemSchemeSource
    let clock: ScheduleClock
    /// The session bus: the alarm's descriptor is polled by its event loop, and GNOME's and the
    /// screen saver's idle sources are on it.
    let connection: Connection
    /// The daemon's environment: `TZ`, `TZDIR`, `DBUS_SYSTEM_BUS_ADDRESS`.
    let environment: [String: String]
    let control: ScheduleControl
    let logger: Logger
    /// Makes a schedule's alarm; nil: the real clock's timerfd (``RealtimeAlarm``).
    var makeAlarm: (@Sendable (Connection, ScheduleClock) throws -> any ScheduleAlarm)?

    /// Runs until cancelled.
    func run(_ provider: Provider) async {
        let (schedules, continuation) = AsyncStream<ScheduleSetting?>.makeStream()
        configuration.addListener { continuation.yield($0.schedule) }
        var schedule = configuration.current.schedule
        // The system bus and its watches are opened with the first schedule, and kept.
        var wakes: ScheduleWakes?
        defer { wakes?.system?.stop() }
        while !Task.isCancelled {
            if schedule != nil, wakes == nil { wakes = await makeWakes() }
            let source: any SystemSchemeSource = schedule.flatMap { setting in
                wakes.map { ScheduleSchemeSource(setting: setting, clock: clock, environment: environment, wakes: $0, control: control, logger: logger) }
            } ?? desktop
            if schedule == nil { control.follow(nil, in: clock.zone) }
            logger.info(schedule == nil ? "the system scheme follows the desktop" : "the system scheme follows the schedule in config.yaml")
            let following = Task { await follow(source, provider) }
            var next = schedule
            for await candidate in schedules where candidate != schedule {
                next = candidate
                break
            }
            following.cancel()
            guard next != schedule else { break }
            schedule = next
        }
        continuation.finish()
    }

    private func makeWakes() async -> ScheduleWakes {
        let address = environment["DBUS_SYSTEM_BUS_ADDRESS"].map(BusAddress.address) ?? .system
        let system = await ScheduleSystemEvents(systemBus: address, session: connection, logger: logger)
        let (connection, clock) = (connection, clock)
        let makeAlarm = makeAlarm ?? { try RealtimeAlarm(on: $0, clock: $1) }
        return ScheduleWakes(alarm: { try makeAlarm(connection, clock) }, system: system,
                             idle: { await IdleWatch.find(session: connection, system: system.systemBus) })
    }

    private func follow(_ source: any SystemSchemeSource, _ provider: Provider) async {
        do {
            let changes = try await source.changes()
            if let scheme = await source.current(), !Task.isCancelled { await provider.systemSchemeChanged(to: scheme) }
            for await scheme in changes where !Task.isCancelled { await provider.systemSchemeChanged(to: scheme) }
        } catch {
            logger.warning("cannot follow the system's color scheme: \(error)")
        }
    }
}
