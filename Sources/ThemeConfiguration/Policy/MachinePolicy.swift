import ThemeCore

/// What an administrator set for every account of the machine (docs/config.md, "Machine defaults
/// and locks"): the defaults a user starts from, and the locks a user cannot change, each with
/// the file that set it. A pure value; ``PolicyFiles`` reads it from `$XDG_CONFIG_DIRS`.
public struct MachinePolicy: Sendable, Equatable {
    /// The starting values for whatever a user has not chosen.
    public var defaults = PolicyValues()
    /// The values locks hold their settings at; a lock without a value holds the default.
    public var lockValues = PolicyValues()
    /// Each locked name and the file that locks it.
    public var locks: [PolicyKey: String] = [:]

    /// No defaults and no locks: what a machine without policy files has.
    public static let none = MachinePolicy()

    public init(defaults: PolicyValues = PolicyValues(), lockValues: PolicyValues = PolicyValues(), locks: [PolicyKey: String] = [:]) {
        self.defaults = defaults
        self.lockValues = lockValues
        self.locks = locks
    }

    /// The file that locks `key`, or nil when it is not locked.
    public func lockingFile(_ key: PolicyKey) -> String? { locks[key] }

    /// Whether `setting` is locked.
    public func isLocked(_ setting: PolicySetting) -> Bool { locks[.setting(setting)] != nil }

    /// The locked names, as the `Locks` property lists them: settings in their order, then token keys.
    public var lockedNames: [String] { locks.keys.sorted().map(\.description) }

    /// The refusal of a request that would change `key`, naming the lock's file; nil when `key` is not locked.
    public func refusal(changing key: PolicyKey) -> LockedSetting? {
        locks[key].map { LockedSetting(key: key, file: $0) }
    }

    /// The values in force for locked names: each lock's own value, else the default.
    public var forcedValues: PolicyValues { lockValues.filled(from: defaults) }

    /// The schedule in force given config.yaml's: a locked schedule is the lock's (or the
    /// default's, or none) whatever config.yaml says; else config.yaml's, else the default's.
    public func schedule(configured: ScheduleSetting?) -> ScheduleSetting? {
        if isLocked(.schedule) { return forcedValues.schedule }
        return configured ?? defaults.schedule
    }
}

/// A request refused because an administrator locked what it would change: one sentence.
public struct LockedSetting: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is locked.
    public let key: PolicyKey
    /// The `locks.yaml` that locks it.
    public let file: String

    public init(key: PolicyKey, file: String) {
        self.key = key
        self.file = file
    }

    public var description: String {
        "\(key) is locked by \(file); it cannot be changed on this machine"
    }
}
