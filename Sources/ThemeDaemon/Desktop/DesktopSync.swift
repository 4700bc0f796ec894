import FileReading
import DBus
import FoundationEssentials
import Logging
import ThemeCore
import ThemeTemplates

/// Writes the published theme into the desktop's own settings, for apps that ignore the portal
/// (docs/config.md `desktop`; each part opt-in): GSettings `org.gnome.desktop.interface`
/// `color-scheme`, `accent-color` (GNOME's nearest named accent) and `gtk-theme`, through
/// `gsettings` and so the real dconf; and KDE's `kdeglobals` colors, written atomically, then
/// the `org.kde.KGlobalSettings.notifyChange` signal. Failures are logged once per setting.
public struct DesktopSync: Sendable {
    private let paths: ConfigurationPaths
    private let environment: [String: String]
    private let connection: Connection
    private let ownWrites: OwnSchemeWrites
    private let problems: OnceLog
    private let logger: Logger

    /// How long one `gsettings set` may take.
    static let writeTimeout: Duration = .seconds(5)
    /// `KGlobalSettings::ChangeType` PaletteChanged.
    static let paletteChanged: Int32 = 0

    /// `ownWrites` is shared with the GSettings follower, which must not take our writes for the desktop's.
    public init(paths: ConfigurationPaths, environment: [String: String], connection: Connection, ownWrites: OwnSchemeWrites, logger: Logger) {
        self.paths = paths
        self.environment = environment
        self.connection = connection
        self.ownWrites = ownWrites
        self.logger = logger
        problems = OnceLog(logger: logger)
    }

    /// Whether `options` enable any desktop setting; with none, ``sync(_:options:scheduled:)`` only
    /// marks the GSettings scheme as the desktop's own again.
    static func writes(_ options: DesktopOptions) -> Bool {
        options != DesktopOptions()
    }

    /// Brings the enabled desktop settings in line with `snapshot`. `color-scheme` is written while
    /// the preference is `light` or `dark`, or a schedule drives the system scheme; when neither
    /// holds any more, the scheme in force is written back once. While the preference is `system`
    /// without a schedule, the desktop's value is the source and is not written (``OwnSchemeWrites``).
    public func sync(_ snapshot: ThemeSnapshot, options: DesktopOptions, scheduled: Bool) async {
        if !options.colorScheme {
            ownWrites.follow()
        } else if snapshot.colorScheme != .system || scheduled {
            ownWrites.override()
            if await !set("color-scheme", snapshot.resolvedScheme == .dark ? "prefer-dark" : "default") { ownWrites.follow() }
        } else if ownWrites.endOverride(restoring: snapshot.resolvedScheme) {
            if await !set("color-scheme", snapshot.resolvedScheme == .dark ? "prefer-dark" : "default") { ownWrites.follow() }
        }
        if options.accentColor, case .color(let accent)? = snapshot.tokens["color.accent"] {
            await set("accent-color", GNOMEAccent.nearest(to: accent).rawValue)
        }
        if let names = options.gtkTheme {
            await set("gtk-theme", snapshot.resolvedScheme == .dark ? names.dark : names.light)
        }
        if options.kde { writeKDE(snapshot) }
    }

    /// Sets an `org.gnome.desktop.interface` key; returns whether it was written.
    @discardableResult
    private func set(_ key: String, _ value: String) async -> Bool {
        let subject = "GSettings \(key)"
        do {
            let result = try await CommandRunner.run(
                "gsettings", ["set", "org.gnome.desktop.interface", key, value], environment: environment, timeout: DesktopSync.writeTimeout)
            guard result.status == 0 else {
                problems.problem(subject, "desktop sync of \(subject) failed: \(result.errorOutput.trimmed)")
                return false
            }
            problems.resolved(subject)
            return true
        } catch {
            problems.problem(subject, "desktop sync of \(subject) failed: \(error)")
            return false
        }
    }

    /// `$XDG_CONFIG_HOME/kdeglobals` with our colors, then the signal KDE apps reload on.
    private func writeKDE(_ snapshot: ThemeSnapshot) {
        let file = paths.configHome.appendingPathComponent("kdeglobals")
        do {
            var globals = KDEGlobals(text: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
            let before = globals.text
            globals.apply(snapshot.tokens)
            if globals.text != before || !FileManager.default.fileExists(atPath: file.path) {
                try AtomicFile.write(Array(globals.text.utf8), to: file, mode: 0o644, durable: false)
            }
            try connection.emit(
                path: "/KGlobalSettings", interface: "org.kde.KGlobalSettings", signal: "notifyChange",
                arguments: [.int32(DesktopSync.paletteChanged), .int32(0)])
            problems.resolved("kdeglobals")
        } catch {
            problems.problem("kdeglobals", "desktop sync of KDE's \(file.path) failed: \(error)")
        }
    }
}
