import DBus
import FileReading
import FoundationEssentials
import Logging
import ThemeConfiguration
import ThemeCore

/// KDE Plasma's accessibility settings in `$XDG_CONFIG_HOME/kdeglobals`, read again whenever
/// the file is written or replaced. Plasma writes one of them there: `[KDE] AnimationDurationFactor`
/// (0 → reduced motion, what xdg-desktop-portal-kde maps to `reduced-motion`). It has no
/// high-contrast flag (its high-contrast look is a color scheme) and no text scaling factor in
/// kdeglobals (font sizes are points in `[General] font`), so those read as off and 1.
struct KDEAccessibilitySource: DesktopAccessibilitySource {
    /// The connection whose event loop watches the file.
    let connection: Connection
    let configHome: URL
    let logger: Logger

    var file: URL { configHome.appendingPathComponent("kdeglobals") }

    /// The largest kdeglobals read; Plasma's own is a few kilobytes.
    static let maximumBytes = 1 << 20

    func current() async -> DesktopAccessibility? {
        do {
            let bytes = try RegularFile.read(file.path, maximumBytes: Self.maximumBytes)
            return Self.reading(KDEGlobals(text: String(decoding: bytes, as: UTF8.self)))
        } catch .missing {
            // A Plasma that has never changed a setting: nothing asked for.
            return DesktopAccessibility()
        } catch {
            logger.notice("\(file.path) cannot be read (\(error)); keeping the last known accessibility settings")
            return nil
        }
    }

    func changes() async throws -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        let watcher = try DirectoryWatcher(directory: configHome, name: "kdeglobals", on: connection) { continuation.yield() }
        continuation.onTermination = { _ in watcher.stop() }
        return stream
    }

    /// The settings a kdeglobals file holds.
    static func reading(_ globals: KDEGlobals) -> DesktopAccessibility {
        let factor = globals.value("AnimationDurationFactor", in: "KDE").flatMap { Double($0.trimmed) }
        return DesktopAccessibility(reducedMotion: factor == 0)
    }
}
