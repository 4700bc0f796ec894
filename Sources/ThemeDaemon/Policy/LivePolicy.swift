import DBus
import FoundationEssentials
import Logging
import Synchronization
import ThemeConfiguration

/// The machine policy in force: `defaults.yaml` and `locks.yaml` in each `$XDG_CONFIG_DIRS`
/// (``PolicyFiles``), read at start and again whenever one of them, or a `themeswitch` directory
/// there, is written, replaced, removed or has its owner or mode changed. A file not used is
/// logged once, when it is first found so, and not again while it stays so.
public final class LivePolicy: Sendable {
    private let environment: [String: String]
    private let logger: Logger
    private let state: Mutex<PolicyFiles.Loaded>
    /// The watches on each `$XDG_CONFIG_DIRS` entry for its `themeswitch` directory.
    private let directoryWatchers: Mutex<[DirectoryWatcher]> = Mutex([])
    /// The watches on each `themeswitch` directory for its two files.
    private let fileWatchers: Mutex<[DirectoryWatcher]> = Mutex([])
    private let listeners: Mutex<[@Sendable (MachinePolicy) -> Void]> = Mutex([])

    /// Reads the policy files once.
    public init(environment: [String: String], logger: Logger) {
        self.environment = environment
        self.logger = logger
        state = Mutex(PolicyFiles.Loaded(policy: .none, warnings: []))
        reload()
    }

    /// The policy in force now.
    public var current: MachinePolicy { state.withLock { $0.policy } }

    /// Calls `listener` after each change of the policy in force.
    public func addListener(_ listener: @escaping @Sendable (MachinePolicy) -> Void) {
        listeners.withLock { $0.append(listener) }
    }

    /// Reads the policy files again.
    public func reload() {
        let loaded = PolicyFiles.load(environment: environment)
        let (changed, newWarnings) = state.withLock { old in
            defer { old = loaded }
            return (old.policy != loaded.policy, loaded.warnings.filter { !old.warnings.contains($0) })
        }
        for warning in newWarnings { logger.warning("\(warning)") }
        guard changed else { return }
        let locks = loaded.policy.lockedNames
        logger.notice("machine policy in force: \(loaded.policy.defaults.keys.count) defaults, \(locks.isEmpty ? "no locks" : "locked: " + locks.joined(separator: ", "))")
        for listener in listeners.withLock({ $0 }) { listener(loaded.policy) }
    }

    /// Starts reading the files again on every change, with the events on `connection`'s event
    /// loop. A `themeswitch` directory made later is watched from then on.
    public func watch(on connection: Connection) {
        let parents = PolicyFiles.directories(environment: environment).compactMap { directory in
            try? DirectoryWatcher(
                directory: directory.deletingLastPathComponent(), name: directory.lastPathComponent, createsDirectory: false,
                on: connection
            ) { [weak self] in
                self?.reload()
                self?.watchFiles(on: connection)
            }
        }
        directoryWatchers.withLock { $0 = parents }
        watchFiles(on: connection)
    }

    /// Watches the policy files of each `themeswitch` directory there is now.
    private func watchFiles(on connection: Connection) {
        let made = PolicyFiles.directories(environment: environment).flatMap { directory in
            [PolicyFileParser.Kind.defaults, .locks].compactMap { kind in
                try? DirectoryWatcher(directory: directory, name: kind.rawValue, createsDirectory: false, on: connection) { [weak self] in
                    self?.reload()
                }
            }
        }
        let old = fileWatchers.withLock { watchers in
            defer { watchers = made }
            return watchers
        }
        for watcher in old { watcher.stop() }
    }

    /// Stops watching.
    public func stop() {
        for watcher in directoryWatchers.withLock({ $0 }) + fileWatchers.withLock({ $0 }) { watcher.stop() }
    }
}
