import DBus
import FileReading
import FoundationEssentials
import Logging
import Synchronization
import ThemeConfiguration

/// The configuration in force: read at start and again whenever `config.yaml` changes, also
/// when it is a symlink (into a dotfiles repository) and the file it points to is edited. A file
/// that does not validate is refused as a whole with one logged sentence naming the line and
/// key, and the last good configuration stays in force.
public final class LiveConfiguration: Sendable {
    /// Where the files are.
    public let paths: ConfigurationPaths
    private let logger: Logger
    private let state: Mutex<Configuration>
    /// config.yaml as written, and the machine policy it is used under (its `schedule`).
    private let written: Mutex<(configuration: Configuration, policy: MachinePolicy)> = Mutex((.defaults, .none))
    private let watcher: Mutex<DirectoryWatcher?> = Mutex(nil)
    /// The watch on the directory of the file a symlinked `config.yaml` points to, and that file.
    private let linkTargetWatch: Mutex<(target: String, watcher: DirectoryWatcher)?> = Mutex(nil)
    private let listeners: Mutex<[@Sendable (Configuration) -> Void]> = Mutex([])

    /// Reads `config.yaml` once, under `policy`; a bad file at start leaves the defaults in force.
    public init(paths: ConfigurationPaths, policy: MachinePolicy = .none, logger: Logger) {
        self.paths = paths
        self.logger = logger
        state = Mutex(.defaults)
        written.withLock { $0.policy = policy }
        reload()
    }

    /// The configuration in force now.
    public var current: Configuration { state.withLock { $0 } }

    /// Calls `listener` with every newly accepted configuration.
    public func addListener(_ listener: @escaping @Sendable (Configuration) -> Void) {
        listeners.withLock { $0.append(listener) }
    }

    /// Reads `config.yaml` again; returns whether it was accepted.
    @discardableResult
    public func reload() -> Bool {
        do {
            let configuration = try ConfigurationParser.load(paths.configFile, paths: paths)
            written.withLock { $0.configuration = configuration }
            publish()
            return true
        } catch {
            logger.error("\(error); keeping the last good configuration")
            return false
        }
    }

    /// Uses config.yaml under `policy` from now on: a locked `schedule` is the policy's, and a
    /// default one is used while config.yaml sets none.
    public func usePolicy(_ policy: MachinePolicy) {
        written.withLock { $0.policy = policy }
        publish()
    }

    /// Puts config.yaml as written, under the policy, in force, and tells the listeners when that changed.
    private func publish() {
        let (configuration, policy) = written.withLock { $0 }
        var next = configuration
        next.schedule = policy.schedule(configured: configuration.schedule)
        let changed = state.withLock { current in
            defer { current = next }
            return current != next
        }
        guard changed else { return }
        if let file = policy.lockingFile(.setting(.schedule)), configuration.schedule != nil, configuration.schedule != next.schedule {
            logger.notice("the schedule in \(paths.configFile.path) is not used: \(file) locks the schedule")
        }
        logger.notice("configuration \(paths.configFile.path) is in force")
        for listener in listeners.withLock({ $0 }) { listener(next) }
    }

    /// Starts reloading whenever `config.yaml` is written, replaced or removed; the events come
    /// on `connection`'s event loop.
    public func watch(on connection: Connection) {
        do {
            let watcher = try DirectoryWatcher(
                directory: paths.directory, name: paths.configFile.lastPathComponent, on: connection
            ) { [weak self] in
                self?.reload()
                self?.watchLinkTarget(on: connection)
            }
            self.watcher.withLock { $0 = watcher }
        } catch {
            logger.warning("cannot watch \(paths.directory.path) for configuration changes (\(error)); config.yaml is read at start only")
        }
        watchLinkTarget(on: connection)
    }

    /// While `config.yaml` is a symlink, watches the directory of the file it points to as well
    /// (an edit there changes nothing in our directory); follows the link when it changes. A
    /// target directory that does not exist is not made.
    private func watchLinkTarget(on connection: Connection) {
        let link = paths.configFile.path
        let target = AtomicFile.target(of: link)
        let kept = linkTargetWatch.withLock { watch -> Bool in
            if watch?.target == target, target != link { return true }
            watch?.watcher.stop()
            watch = nil
            return target == link
        }
        guard !kept else { return }
        let file = URL(fileURLWithPath: target)
        do {
            let watcher = try DirectoryWatcher(
                directory: file.deletingLastPathComponent(), name: file.lastPathComponent, createsDirectory: false, on: connection
            ) { [weak self] in
                self?.reload()
            }
            linkTargetWatch.withLock { $0 = (target, watcher) }
        } catch {
            logger.warning("cannot watch \(target), which \(link) points to (\(error)); edits there are read when \(link) itself changes")
        }
    }

    /// Stops watching.
    public func stop() {
        watcher.withLock { $0?.stop() }
        linkTargetWatch.withLock { $0?.watcher.stop() }
    }
}
