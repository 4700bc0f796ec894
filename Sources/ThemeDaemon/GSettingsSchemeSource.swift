import DBus
import Logging
import ThemeConfiguration
import ThemeCore

/// Follows GSettings `org.gnome.desktop.interface color-scheme` (`prefer-dark` → dark,
/// anything else → light) in the real dconf: dconf's writer announces every write
/// (``DconfNotification``), and the value is
/// read back with `gsettings` (``GSettingsInterface``, killed after its timeout). Where GSettings or the
/// schema is absent, or `gsettings` hangs, the last known scheme stays.
public struct GSettingsSchemeSource: SystemSchemeSource {
    private let connection: Connection
    private let environment: [String: String]
    private let logger: Logger
    private let ownWrites: OwnSchemeWrites?

    /// `environment` is what `gsettings` runs with (it must reach the same bus and dconf);
    /// a scheme `ownWrites` knows as the daemon's own write is not passed on as the desktop's.
    public init(connection: Connection, environment: [String: String], logger: Logger, ownWrites: OwnSchemeWrites? = nil) {
        self.connection = connection
        self.environment = environment
        self.logger = logger
        self.ownWrites = ownWrites
    }

    public func current() async -> ColorScheme? {
        do {
            return GSettingsInterface.scheme(of: try await GSettingsInterface(environment: environment).get("color-scheme"))
        } catch {
            logger.notice("GSettings color-scheme cannot be read (\(error)); keeping the last known system scheme")
            return nil
        }
    }

    public func changes() async throws -> AsyncStream<ColorScheme> {
        let notifications = try await connection.signals(matching: DconfNotification.rule)
        let (stream, continuation) = AsyncStream<ColorScheme>.makeStream()
        // Every relevant write is read back and passed on; the provider ignores a
        // scheme it already has, so nothing here can fall out of step with it.
        let watcher = Task {
            for await notification in notifications where DconfNotification.touches(notification, anyOf: ["/org/gnome/desktop/interface/"]) {
                if let scheme = await current(), ownWrites?.isEcho(scheme) != true { continuation.yield(scheme) }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in watcher.cancel() }
        return stream
    }
}
