import DBus
import FoundationEssentials
import Logging
import Synchronization

/// The configuration in force: read at start and again whenever `config.yaml` changes. A file
/// that does not validate is refused as a whole with one logged sentence naming the line and
/// key, and the last good configuration stays in force.
public final class LiveConfiguration: Sendable {
    /// Where the files are.
    public let paths: ConfigurationPaths
    private let logger: Logger
    private let state: Mutex<Configuration>
    private let watcher: Mutex<DirectoryWatcher?> = Mutex(nil)
    private let listeners: Mutex<[@Sendable (Configuration) -> Void]> = Mutex([])

    /// Reads `config.yaml` once; a bad file at start leaves the defaults in force.
    public init(paths: ConfigurationPaths, logger: Logger) {
        self.paths = paths
        self.logger = logger
        state = Mutex(.defaults)
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
            let next = try ConfigurationParser.load(paths.configFile, paths: paths)
            let changed = state.withLock { current in
                defer { current = next }
                return current != next
            }
            if changed {
                logger.notice("configuration \(paths.configFile.path) is in force")
                for listener in listeners.withLock({ $0 }) { listener(next) }
            }
            return true
        } catch {
            logger.error("\(error); keeping the last good configuration")
            return false
        }
    }

    /// Starts reloading whenever `config.yaml` is written, replaced or removed; the events come
    /// on `connection`'s event loop.
    public func watch(on connection: Connection) {
        do {
            let watcher = try DirectoryWatcher(
                directory: paths.directory, name: paths.configFile.lastPathComponent, on: connection
            ) { [weak self] in
                self?.reload()
            }
            self.watcher.withLock { $0 = watcher }
        } catch {
            logger.warning("cannot watch \(paths.directory.path) for configuration changes (\(error)); config.yaml is read at start only")
        }
    }

    /// Stops watching.
    public func stop() {
        watcher.withLock { $0?.stop() }
    }
}
