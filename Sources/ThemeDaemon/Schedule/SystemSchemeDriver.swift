import FoundationEssentials
import Logging
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
    let logger: Logger

    /// Runs until cancelled.
    func run(_ provider: Provider) async {
        let (schedules, continuation) = AsyncStream<SchemeSchedule?>.makeStream()
        configuration.addListener { continuation.yield($0.schedule) }
        var schedule = configuration.current.schedule
        while !Task.isCancelled {
            let source: any SystemSchemeSource = schedule.map { ScheduleSchemeSource(schedule: $0, clock: clock) } ?? desktop
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

    private func follow(_ source: any SystemSchemeSource, _ provider: Provider) async {
        do {
            let changes = try await source.changes()
            if let scheme = await source.current(), !Task.isCancelled { await provider.systemSchemeChanged(to: scheme) }
            for await scheme in changes where !Task.isCancelled { await provider.systemSchemeChanged(to: scheme) }
        } catch {
            logger.warning("cannot follow the desktop's color scheme: \(error)")
        }
    }
}
