import DBus
import Logging
import ThemeContract
import ThemeCore

/// The one path every committed change takes out of the daemon, in a fixed order: the snapshot
/// file, then the signals (`PropertiesChanged`, `TokensChanged`, `ThemeChanged`, the portal's
/// `SettingChanged`), then the per-app files and sets; then, off the request path and one change
/// at a time, the programs that follow (``ChangeFollowers``). What each output took, or why it
/// failed, goes to the ``DeliveryLedger``; a failure is logged and never stops the others.
public final class ChangePipeline: ChangeEffects {
    private let connection: Connection
    private let snapshotFile: SnapshotFileWriter
    private let service: ThemeService
    private let portal: PortalService
    private let appFiles: AppSnapshotFiles
    private let followers: ChangeFollowers
    private let ledger: DeliveryLedger
    private let logger: Logger

    public init(
        connection: Connection, snapshotFile: SnapshotFileWriter, service: ThemeService, portal: PortalService,
        appFiles: AppSnapshotFiles, followers: ChangeFollowers, ledger: DeliveryLedger, logger: Logger
    ) {
        self.connection = connection
        self.snapshotFile = snapshotFile
        self.service = service
        self.portal = portal
        self.appFiles = appFiles
        self.followers = followers
        self.ledger = ledger
        self.logger = logger
    }

    /// The names the ledger shows for the pipeline's own outputs.
    static let snapshotFileName = "the token snapshot file"
    static let signalsName = "D-Bus signals and properties"
    static let portalName = "portal SettingChanged (apps reading the portal cannot confirm)"

    /// Puts the state the daemon starts in where clients read it: the snapshot file, before the
    /// bus names are claimed; nothing is signalled (nobody has seen another state of this daemon).
    public func start(_ snapshot: ThemeSnapshot) {
        writeSnapshotFile(snapshot)
        let mark = DeliveryLedger.Mark(kind: .signals, serial: snapshot.serial)
        ledger.took(Self.signalsName, mark)
        ledger.took(Self.portalName, DeliveryLedger.Mark(kind: .portal, serial: snapshot.serial))
    }

    public func published(_ change: ThemeChange) {
        let serial = change.new.serial
        if change.tokenSetChanged { writeSnapshotFile(change.new) }
        let signals = DeliveryLedger.Mark(kind: .signals, serial: serial)
        do {
            try service.publish(change, on: connection)
            ledger.took(Self.signalsName, signals)
        } catch {
            fail(Self.signalsName, signals, "could not publish serial \(serial): \(error)")
        }
        let announced = DeliveryLedger.Mark(kind: .portal, serial: serial)
        do {
            try portal.publish(change, on: connection)
            ledger.took(Self.portalName, announced)
        } catch {
            fail(Self.portalName, announced, "could not announce portal settings of serial \(serial): \(error)")
        }
        // A change of properties alone (the schedule's hold, the locks) gives the programs nothing new.
        if change.tokenSetChanged || change.old.otherSchemeTokens != change.new.otherSchemeTokens { followers.follow(change) }
    }

    public func appFile(_ scope: OverrideScope, _ tokens: AppTokens?) {
        let name = "app file \(AppSnapshotFiles.fileName(of: scope))"
        let mark = DeliveryLedger.Mark(kind: .appFile, serial: tokens?.serial ?? 0)
        do {
            try appFiles.update(scope, to: tokens)
            if tokens == nil { ledger.drop(.appFile, name) } else { ledger.took(name, mark) }
        } catch {
            fail(name, mark, error.description)
        }
    }

    public func appSet(_ delivery: AppDelivery) {
        do {
            try service.publish(delivery, on: connection)
        } catch {
            logger.error("could not send \(delivery.appID)'s set to \(delivery.destination): \(error)")
        }
    }

    public func catalogChanged(_ catalog: [ThemeInfo]) {
        do {
            try service.publishCatalog(catalog, on: connection)
        } catch {
            logger.error("could not announce the new catalog: \(error)")
        }
    }

    /// The schedule's coming transitions changed: `ForecastChanged`.
    public func forecastChanged() {
        do {
            try connection.emit(path: ThemeBus.path, interface: ThemeBus.interface, signal: ThemeBus.forecastChanged, arguments: [])
        } catch {
            logger.error("could not announce the new forecast: \(error)")
        }
    }

    public func configurationChanged(_ snapshot: ThemeSnapshot) {
        followers.configurationChanged(snapshot)
    }

    private func writeSnapshotFile(_ snapshot: ThemeSnapshot) {
        let mark = DeliveryLedger.Mark(kind: .snapshotFile, serial: snapshot.serial)
        do {
            try snapshotFile.write(snapshot)
            ledger.took(Self.snapshotFileName, mark)
        } catch {
            fail(Self.snapshotFileName, mark, error.description)
        }
    }

    private func fail(_ name: String, _ mark: DeliveryLedger.Mark, _ reason: String) {
        logger.error("\(reason)")
        ledger.failed(name, mark, reason: reason)
    }
}
