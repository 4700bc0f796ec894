import DBus
import Foundation
import Logging
import ThemeCore

/// Wires the daemon's parts together: bus connection, settings, provider, service,
/// system scheme. Owns nothing itself.
public struct Daemon: Sendable {
    /// Why the daemon could not start, in one line for the user.
    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    let bus: BusAddress
    let environment: [String: String]
    let logger: Logger

    public init(bus: BusAddress, environment: [String: String] = ProcessInfo.processInfo.environment, logger: Logger) {
        self.bus = bus
        self.environment = environment
        self.logger = logger
    }

    /// A running daemon: call `stop()` to release its name and close its connection.
    public struct Running: Sendable {
        public let connection: Connection
        public let provider: Provider

        /// Lets the request in flight finish, releases the name, closes the connection.
        public func stop() async {
            _ = await provider.snapshot
            _ = try? await connection.bus.releaseName(ThemeService.busName)
            _ = try? await connection.bus.releaseName(PortalService.busName)
            connection.close()
        }
    }

    /// Connects, loads settings, exports the service and claims `org.themeswitch.Theme1`.
    public func start() async throws -> Running {
        let connection: Connection
        do {
            connection = try Connection(bus: bus)
        } catch {
            throw StartError(description: error.message)
        }
        var childEnvironment = environment
        if case .address(let address) = bus { childEnvironment["DBUS_SESSION_BUS_ADDRESS"] = address }

        let registry = ThemeRegistry.builtIn
        let store = SettingsStore.standard(environment: environment)
        let loaded = store.load(registry: registry)
        for warning in loaded.warnings { logger.warning("\(warning)") }
        let schemeSource = GSettingsSchemeSource(connection: connection, environment: childEnvironment, logger: logger)
        let systemChanges = try await schemeSource.changes()
        let provider = Provider(
            registry: registry, store: store, settings: loaded.settings,
            systemScheme: await schemeSource.current(), logger: logger)
        let service = ThemeService(provider: provider, registry: registry, logger: logger)
        try await service.attach(to: connection)
        try await PortalService(provider: provider, logger: logger).attach(to: connection)
        do {
            try await connection.bus.requestName(ThemeService.busName)
        } catch let error as NameAlreadyOwnedError {
            connection.close()
            throw StartError(description: "another themeswitchd already owns \(ThemeService.busName) on this bus\(error.owner.map { " (\($0))" } ?? ""); not starting a second one")
        }
        do {
            try await connection.bus.requestName(PortalService.busName)
        } catch let error as NameAlreadyOwnedError {
            logger.warning("\(PortalService.busName) is already owned\(error.owner.map { " by \($0)" } ?? ""); serving without the desktop portal backend")
        }
        Task {
            for await scheme in systemChanges { await provider.systemSchemeChanged(to: scheme) }
        }
        let snapshot = await provider.snapshot
        logger.info("serving \(ThemeService.busName) as \(connection.uniqueName): theme \(snapshot.themeID), scheme \(snapshot.colorScheme.rawValue) → \(snapshot.resolvedScheme.rawValue), serial \(snapshot.serial)")
        return Running(connection: connection, provider: provider)
    }
}
