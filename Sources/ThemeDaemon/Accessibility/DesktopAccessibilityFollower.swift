import DBus
import FoundationEssentials
import Logging
import ThemeCore

/// Hands the provider the desktop's accessibility settings: once at start, then after every
/// change its source reports. The desktop is KDE's when `XDG_CURRENT_DESKTOP` names KDE,
/// GNOME's (GSettings) otherwise.
struct DesktopAccessibilityFollower: Sendable {
    let source: any DesktopAccessibilitySource
    let logger: Logger

    /// The source for the desktop `environment` names.
    static func source(connection: Connection, environment: [String: String], configHome: URL, logger: Logger) -> any DesktopAccessibilitySource {
        let desktops = (environment["XDG_CURRENT_DESKTOP"] ?? "").split(separator: ":")
        if desktops.contains("KDE") { return KDEAccessibilitySource(connection: connection, configHome: configHome, logger: logger) }
        return GNOMEAccessibilitySource(connection: connection, environment: environment, logger: logger)
    }

    /// Runs until cancelled.
    func run(_ provider: Provider) async {
        do {
            let changes = try await source.changes()
            if let reading = await source.current(), !Task.isCancelled { await hand(reading, to: provider) }
            for await _ in changes where !Task.isCancelled {
                if let reading = await source.current() { await hand(reading, to: provider) }
            }
        } catch {
            logger.warning("cannot follow the desktop's accessibility settings: \(error)")
        }
    }

    /// Hands one reading to the provider, which saves it without fsync. A reading that cannot be
    /// saved is only logged: nobody waits for an answer, and the desktop's next change is read again.
    private func hand(_ reading: DesktopAccessibility, to provider: Provider) async {
        do {
            try await provider.changeAccessibility(.desktopRead(reading))
        } catch {
            logger.error("could not follow the desktop's accessibility settings: \(error); they are read again at the next change")
        }
    }
}
