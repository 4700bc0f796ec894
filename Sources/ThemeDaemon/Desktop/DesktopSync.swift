import FileReading
import DBus
import FoundationEssentials
import Logging
import ThemeConfiguration
import ThemeContract
import ThemeCore
import ThemeTemplates

/// Writes the published theme into the desktop's own settings, for apps that ignore the portal
/// (docs/config.md `desktop`; each part opt-in): GSettings `org.gnome.desktop.interface`
/// `color-scheme`, `accent-color` (GNOME's nearest named accent) and `gtk-theme`, through
/// `gsettings` and so the real dconf; and KDE's `kdeglobals` colors, edited keeping every other
/// byte, then the `org.kde.KGlobalSettings.notifyChange` signal. Each setting's own value is
/// remembered before its first write (``DesktopOriginals``) and put back when the daemon stops
/// writing it. Failures are logged once per setting.
public struct DesktopSync: Sendable {
    private let paths: ConfigurationPaths
    private let gsettings: GSettingsInterface
    private let connection: Connection
    private let ownWrites: OwnSchemeWrites
    private let problems: OnceLog
    private let ledger: DeliveryLedger?

    /// `KGlobalSettings::ChangeType` PaletteChanged.
    static let paletteChanged: Int32 = 0
    /// The subject of problems with ``DesktopOriginals``' record.
    private static let record = "desktop originals"

    /// `ownWrites` is shared with the GSettings follower, which must not take our writes for the
    /// desktop's; failures are kept in `record` while they last (`themeswitch status`).
    public init(
        paths: ConfigurationPaths, environment: [String: String], connection: Connection, ownWrites: OwnSchemeWrites,
        record: OutputRecord? = nil, ledger: DeliveryLedger? = nil, logger: Logger
    ) {
        self.paths = paths
        gsettings = GSettingsInterface(environment: environment)
        self.connection = connection
        self.ownWrites = ownWrites
        problems = OnceLog(logger: logger, record: record, ledger: ledger)
        self.ledger = ledger
    }

    /// Whether `options` enable any desktop setting; with none, ``sync(_:options:scheduled:)`` only
    /// marks the GSettings scheme as the desktop's own again and puts remembered values back.
    static func writes(_ options: DesktopOptions) -> Bool {
        options != DesktopOptions()
    }

    /// Brings the desktop settings in line with `snapshot`: the enabled ones are written, each
    /// one's own value remembered before its first write; a disabled one that was written gets
    /// its remembered value back. With an unreadable record nothing is written.
    public func sync(_ snapshot: ThemeSnapshot, options: DesktopOptions, scheduled: Bool) async {
        var originals: DesktopOriginals
        do {
            originals = try DesktopOriginals.load(paths)
            problems.resolved(DesktopSync.record)
        } catch {
            ownWrites.follow()
            problems.problem(DesktopSync.record, "desktop sync stopped: \(error); nothing is written to the desktop's settings until it is repaired or removed")
            return
        }
        let mark = DeliveryLedger.Mark(kind: .desktop, serial: snapshot.serial)
        let writesScheme = options.colorScheme && (snapshot.colorScheme != .system || scheduled)
        ledger?.keep(.desktop, only: Set([
            writesScheme ? "GSettings color-scheme" : nil, options.accentColor ? "GSettings accent-color" : nil,
            options.gtkTheme == nil ? nil : "GSettings gtk-theme", options.kde ? "kdeglobals" : nil,
        ].compactMap { $0 }))
        await syncColorScheme(snapshot, enabled: options.colorScheme, scheduled: scheduled, &originals, mark)
        if !options.accentColor {
            await restore("accent-color", &originals)
        } else if case .color(let accent)? = snapshot.tokens["color.accent"] {
            await write("accent-color", GNOMEAccent.nearest(to: accent).rawValue, &originals, mark)
        }
        if let names = options.gtkTheme {
            await write("gtk-theme", snapshot.resolvedScheme == .dark ? names.dark : names.light, &originals, mark)
        } else {
            await restore("gtk-theme", &originals)
        }
        if options.kde {
            writeKDE(snapshot, &originals, mark)
        } else if originals.kdeglobals != nil {
            restoreKDE(&originals)
        }
    }

    /// `color-scheme` is written while the preference is `light` or `dark`, or a schedule drives
    /// the system scheme; when neither holds any more, the desktop's remembered value is put back
    /// exactly. While the preference is `system` without a schedule, the desktop's value is the
    /// source and is not written (``OwnSchemeWrites``).
    private func syncColorScheme(
        _ snapshot: ThemeSnapshot, enabled: Bool, scheduled: Bool, _ originals: inout DesktopOriginals, _ mark: DeliveryLedger.Mark
    ) async {
        if !enabled {
            ownWrites.follow()
            await restore("color-scheme", &originals)
        } else if snapshot.colorScheme != .system || scheduled {
            ownWrites.override()
            if await !write("color-scheme", snapshot.resolvedScheme == .dark ? "prefer-dark" : "default", &originals, mark) { ownWrites.follow() }
        } else if let original = originals.gsettings["color-scheme"] {
            ownWrites.endOverride(restoring: GSettingsInterface.scheme(of: original))
            if await !restore("color-scheme", &originals) { ownWrites.follow() }
        } else {
            ownWrites.endOverride(restoring: nil)
        }
    }

    /// Sets GSettings `key` to `value` for `mark`'s change, remembering its value first when none
    /// is remembered; returns whether it was written.
    @discardableResult
    private func write(_ key: String, _ value: String, _ originals: inout DesktopOriginals, _ mark: DeliveryLedger.Mark) async -> Bool {
        if originals.gsettings[key] == nil {
            do {
                originals.gsettings[key] = try await gsettings.get(key)
                try originals.save(paths)
            } catch {
                originals.gsettings[key] = nil
                problems.problem(
                    "GSettings \(key)", "desktop sync of GSettings \(key) failed: its value cannot be remembered (\(error)); it is left as it is",
                    for: mark)
                return false
            }
        }
        let subject = "GSettings \(key)"
        do {
            try await gsettings.set(key, value)
            problems.resolved(subject, for: mark)
            return true
        } catch {
            problems.problem(subject, "desktop sync of \(subject) failed: \(error)", for: mark)
            return false
        }
    }

    /// Puts GSettings `key`'s remembered value back and forgets it; returns whether it was put back.
    @discardableResult
    private func restore(_ key: String, _ originals: inout DesktopOriginals) async -> Bool {
        let subject = "GSettings \(key)"
        do {
            guard try await originals.restore(gsettings: key, with: gsettings, paths: paths) != nil else { return false }
            problems.resolved(subject)
            return true
        } catch {
            problems.problem(subject, "desktop sync of \(subject) failed: its own value \(originals.gsettings[key] ?? "") cannot be put back (\(error))")
            return false
        }
    }

    /// `$XDG_CONFIG_HOME/kdeglobals` with our colors, then the signal KDE apps reload on. A file
    /// that cannot be read is left as it is.
    private func writeKDE(_ snapshot: ThemeSnapshot, _ originals: inout DesktopOriginals, _ mark: DeliveryLedger.Mark) {
        let path = DesktopOriginals.kdeglobals(paths)
        do {
            let file: UserFile
            do {
                file = try UserFile(path: path)
            } catch {
                problems.problem("kdeglobals", "desktop sync of KDE's \(path) failed: it cannot be read (\(error)); it is left as it is", for: mark)
                return
            }
            var globals = KDEGlobals(bytes: file.bytes ?? [])
            var record = file.exists ? (originals.kdeglobals ?? KDEOriginals(created: false)) : KDEOriginals(created: true)
            record.apply(KDEColors.entries(snapshot.tokens), to: &globals)
            if globals.bytes != file.bytes {
                if record != originals.kdeglobals {
                    originals.kdeglobals = record
                    try originals.save(paths)
                }
                try file.write(globals.bytes)
            }
            try notifyKDE()
            problems.resolved("kdeglobals", for: mark)
        } catch {
            problems.problem("kdeglobals", "desktop sync of KDE's \(path) failed: \(error)", for: mark)
        }
    }

    /// Gives kdeglobals back as the user had it, then tells KDE apps.
    private func restoreKDE(_ originals: inout DesktopOriginals) {
        do {
            if try originals.restoreKDE(paths: paths) { try notifyKDE() }
            problems.resolved("kdeglobals")
        } catch {
            problems.problem("kdeglobals", "desktop sync of KDE's \(DesktopOriginals.kdeglobals(paths)) failed: its own lines cannot be put back (\(error))")
        }
    }

    /// `org.kde.KGlobalSettings.notifyChange(PaletteChanged, 0)`, which KDE apps reload their palette on.
    private func notifyKDE() throws {
        try connection.emit(
            path: "/KGlobalSettings", interface: "org.kde.KGlobalSettings", signal: "notifyChange",
            arguments: [.int32(DesktopSync.paletteChanged), .int32(0)])
    }
}
