/// What wakes a running schedule besides a hold: its alarm (made anew for each run of the
/// schedule), the system's resumes and zone changes, and the idle source while a window waits.
struct ScheduleWakes: Sendable {
    /// Makes the alarm of one run.
    let alarm: @Sendable () throws -> any ScheduleAlarm
    /// Resumes and zone changes; nil where nothing reports them (then the alarm alone, which a
    /// set clock also rings).
    let system: ScheduleSystemEvents?
    /// Finds the idle source when a window starts waiting (GNOME's may come up after the daemon).
    let idle: @Sendable () async -> IdleWatch
}
