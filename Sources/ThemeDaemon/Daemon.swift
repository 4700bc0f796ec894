import DBus
import FoundationEssentials
import Logging
import ThemeConfiguration
import ThemeContract
import ThemeCore
import ThemeTemplates

/// Wires the daemon's parts together: bus connection, settings, provider, publishers,
/// system scheme. Owns nothing itself.
public struct Daemon: Sendable {
    /// Why the daemon could not start, in one line for the user.
    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    let bus: BusAddress
    let environment: [String: String]
    let logger: Logger
    let clock: ScheduleClock

    /// `clock` is what a schedule in config.yaml runs on.
    public init(bus: BusAddress, environment: [String: String] = ProcessInfo.processInfo.environment, logger: Logger, clock: ScheduleClock = .system) {
        self.bus = bus
        self.environment = environment
        self.logger = logger
        self.clock = clock
    }

    /// Why a second daemon on the same bus does not start, in one sentence.
    static func alreadyRunning(owner: String?) -> StartError {
        StartError(description: "another themeswitchd already owns \(ThemeBus.name) on this bus\(owner.map { " (\($0))" } ?? ""); not starting a second one")
    }

    /// A running daemon: call `stop()` to release its names and close its connection.
    public struct Running: Sendable {
        public let connection: Connection
        public let provider: Provider
        let systemScheme: Task<Void, Never>
        let desktopAccessibility: Task<Void, Never>
        let service: ThemeService
        /// config.yaml as now in force.
        public let configuration: LiveConfiguration
        /// The machine defaults and locks in force.
        let policy: LivePolicy
        let followers: ChangeFollowers
        /// The schedule's hold and forecast (issue 38).
        public let schedule: ScheduleControl

        /// Lets the request in flight finish, releases the names, closes the connection.
        public func stop() async {
            systemScheme.cancel()
            desktopAccessibility.cancel()
            service.stop()
            configuration.stop()
            policy.stop()
            followers.stop()
            await provider.writeDrafts()
            _ = try? await connection.bus.releaseName(ThemeBus.name)
            _ = try? await connection.bus.releaseName(PortalBus.name)
            connection.close()
        }

        /// Returns when the bus connection is lost (the bus went away or dropped us), with why;
        /// never returns while the connection is open.
        public func busLost() async -> String? {
            for await reason in connection.closeEvents() {
                if case .lostBus(let why) = reason { return why }
            }
            return nil
        }
    }

    /// Connects, loads settings, exports the objects and claims the bus names first (darkman's
    /// rule: clients can reach the daemon at once); only then starts following the desktop's
    /// scheme and accessibility settings, whose first readings enter as ordinary changes.
    public func start() async throws -> Running {
        let connection: Connection
        do {
            connection = try Connection(bus: bus)
        } catch {
            throw StartError(description: error.message)
        }
        // A second daemon stops here, before it reads a file, logs a line or writes the snapshot
        // file the first one owns; the request for the name below still settles a race.
        if let owner = try? await connection.bus.nameOwner(ThemeBus.name) {
            connection.close()
            throw Daemon.alreadyRunning(owner: owner)
        }
        var childEnvironment = environment
        if case .address(let address) = bus { childEnvironment["DBUS_SESSION_BUS_ADDRESS"] = address }

        let themeStore = UserThemeStore.standard(environment: environment)
        let themeFiles = themeStore.load()
        var userThemes = UserThemeLibrary(builtIn: .builtIn, store: themeStore, trash: themeStore.trash)
        for warning in themeFiles.warnings + userThemes.load(themeFiles.themes) { logger.warning("\(warning)") }
        let draftStore = UserThemeStore(directory: DraftKeeping.directory(environment: environment))
        let draftFiles = draftStore.load()
        for warning in draftFiles.warnings { logger.warning("\(warning)") }
        for draft in draftFiles.themes { logger.notice("\(userThemes.restore(draft: draft))") }
        let restoredDrafts = draftFiles.themes.filter { userThemes.entries[$0.id]?.current == $0 }
        let registry = userThemes.registry
        let store = SettingsStore.standard(environment: environment)
        let loaded = store.load(registry: registry)
        for warning in loaded.warnings { logger.warning("\(warning)") }
        let snapshotFile = SnapshotFileWriter(environment: environment, sender: connection.uniqueName, logger: logger)
        let settings = SerialFloor.resume(loaded.settings, above: snapshotFile.lastPublishedSerial())
        let policy = LivePolicy(environment: environment, logger: logger)
        let provider = Provider(userThemes: userThemes, store: store, settings: settings, policy: policy.current, logger: logger)
        await provider.keepDrafts(in: draftStore, restored: restoredDrafts)
        await provider.useWallpaperImages(WallpaperImages.standard(environment: environment))
        let ledger = DeliveryLedger()
        // The schedule's hold, forecast and jitter seed (issue 38), for the D-Bus surface and the schedule.
        let scheduleControl = ScheduleControl(stateFile: ScheduleStateFile.url(environment: environment), now: clock.now)
        let service = ThemeService(provider: provider, ledger: ledger, schedule: scheduleControl, logger: logger)
        let portal = PortalService(provider: provider, logger: logger)
        let paths = ConfigurationPaths(environment: environment)
        let configuration = LiveConfiguration(paths: paths, policy: policy.current, logger: logger)
        let ownSchemeWrites = OwnSchemeWrites()
        let outputRecord = OutputRecord(stateDirectory: paths.stateDirectory, logger: logger)
        let followers = ChangeFollowers(
            configuration: configuration,
            outputs: TemplateOutputs(environment: childEnvironment, record: outputRecord, ledger: ledger, logger: logger),
            reload: LiveReload(paths: paths, environment: childEnvironment, record: outputRecord, ledger: ledger, logger: logger),
            hooks: HookRunner(paths: paths, environment: childEnvironment, snapshotPath: snapshotFile.fileURL?.path, ledger: ledger, logger: logger),
            desktop: DesktopSync(
                paths: paths, environment: childEnvironment, connection: connection, ownWrites: ownSchemeWrites, record: outputRecord,
                ledger: ledger, logger: logger))
        try service.attach(to: connection)
        try portal.attach(to: connection)
        let appFiles = AppSnapshotFiles(environment: environment, sender: connection.uniqueName, logger: logger)
        appFiles.removeAll()
        let pipeline = ChangePipeline(
            connection: connection, snapshotFile: snapshotFile, service: service, portal: portal, appFiles: appFiles,
            followers: followers, ledger: ledger, logger: logger)
        await provider.scheduleHoldChanged(until: scheduleControl.hold.map { ScheduleStateFile.microseconds($0.until) } ?? 0)
        pipeline.start(await provider.snapshot)
        scheduleControl.addListener { change in
            switch change {
            case .hold(let hold):
                Task { await provider.scheduleHoldChanged(until: hold.map { ScheduleStateFile.microseconds($0.until) } ?? 0) }
            case .forecast:
                pipeline.forecastChanged()
            }
        }
        await provider.readAppFiles(configuration.current.appFiles)
        await provider.connect(pipeline)
        do {
            try await connection.bus.requestName(ThemeBus.name)
        } catch let error as NameAlreadyOwnedError {
            connection.close()
            throw Daemon.alreadyRunning(owner: error.owner)
        }
        do {
            try await connection.bus.requestName(PortalBus.name)
        } catch let error as NameAlreadyOwnedError {
            logger.warning("\(PortalBus.name) is already owned\(error.owner.map { " by \($0)" } ?? ""); serving without the desktop portal backend")
        }
        let snapshot = await provider.snapshot
        logger.info("serving \(ThemeBus.name) as \(connection.uniqueName): theme \(snapshot.themeID), scheme \(snapshot.colorScheme.rawValue) → \(snapshot.resolvedScheme.rawValue), serial \(snapshot.serial)")

        configuration.addListener { accepted in
            Task { await provider.configurationChanged(accepted) }
        }
        configuration.watch(on: connection)
        policy.addListener { [weak policy] new in
            configuration.usePolicy(new)
            // The policy in force when the task runs: a later change may have overtaken this one.
            Task { await provider.usePolicy(policy?.current ?? new) }
        }
        policy.watch(on: connection)
        pipeline.configurationChanged(snapshot)

        let schemeSource = GSettingsSchemeSource(connection: connection, environment: childEnvironment, logger: logger, ownWrites: ownSchemeWrites)
        let driver = SystemSchemeDriver(configuration: configuration, desktop: schemeSource, clock: clock, connection: connection,
                                        environment: environment, control: scheduleControl, logger: logger)
        let systemScheme = Task { await driver.run(provider) }
        let accessibilityFollower = DesktopAccessibilityFollower(
            source: DesktopAccessibilityFollower.source(connection: connection, environment: childEnvironment, configHome: paths.configHome, logger: logger),
            logger: logger)
        let desktopAccessibility = Task { await accessibilityFollower.run(provider) }
        return Running(
            connection: connection, provider: provider, systemScheme: systemScheme, desktopAccessibility: desktopAccessibility,
            service: service,
            configuration: configuration, policy: policy, followers: followers, schedule: scheduleControl)
    }
}
