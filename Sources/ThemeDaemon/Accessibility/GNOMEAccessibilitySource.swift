import DBus
import Logging
import ThemeConfiguration
import ThemeCore

/// GNOME's accessibility settings in the real dconf, read with `gsettings list-recursively` and
/// read again on every dconf write under their directories (``DconfNotification``):
/// - high contrast: `org.gnome.desktop.a11y.interface high-contrast`;
/// - reduced motion: `org.gnome.desktop.a11y.interface reduced-motion` `'reduce'` where the
///   installed schema has that key (GNOME 50), else `org.gnome.desktop.interface enable-animations` false;
/// - text size: `org.gnome.desktop.interface text-scaling-factor`.
struct GNOMEAccessibilitySource: DesktopAccessibilitySource {
    let connection: Connection
    /// What `gsettings` runs with (it must reach the same bus and dconf).
    let environment: [String: String]
    let logger: Logger

    static let accessibilitySchema = "org.gnome.desktop.a11y.interface"
    static let interfaceSchema = "org.gnome.desktop.interface"
    static let directories = ["/org/gnome/desktop/a11y/interface/", "/org/gnome/desktop/interface/"]

    func current() async -> DesktopAccessibility? {
        let accessibility = await list(Self.accessibilitySchema)
        let interface = await list(Self.interfaceSchema)
        guard accessibility != nil || interface != nil else { return nil }
        return Self.reading(accessibility: accessibility ?? [:], interface: interface ?? [:])
    }

    func changes() async throws -> AsyncStream<Void> {
        let notifications = try await connection.signals(matching: DconfNotification.rule)
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        let watcher = Task {
            for await notification in notifications where DconfNotification.touches(notification, anyOf: Self.directories) {
                continuation.yield()
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in watcher.cancel() }
        return stream
    }

    /// The settings from two schemas' keys and values as `gsettings` prints them.
    static func reading(accessibility: [String: String], interface: [String: String]) -> DesktopAccessibility {
        let reducedMotion = accessibility["reduced-motion"].map { $0 == "'reduce'" } ?? (interface["enable-animations"] == "false")
        let scale = interface["text-scaling-factor"].flatMap(Double.init) ?? 1
        return DesktopAccessibility(
            highContrast: accessibility["high-contrast"] == "true", reducedMotion: reducedMotion,
            textScale: scale.isFinite && scale > 0 ? scale : 1)
    }

    /// A schema's keys and values, or nil when it cannot be read (no GSettings, no such schema, a hang).
    private func list(_ schema: String) async -> [String: String]? {
        do {
            let result = try await CommandRunner.run(
                "gsettings", ["list-recursively", schema], environment: environment, timeout: GSettingsInterface.timeout)
            guard result.status == 0 else {
                logger.debug("GSettings schema \(schema) is not available (\(result.errorOutput.trimmed))")
                return nil
            }
            var values: [String: String] = [:]
            for line in result.output.split(separator: "\n") {
                let fields = line.split(separator: " ", maxSplits: 2)
                if fields.count == 3, fields[0] == schema { values[String(fields[1])] = String(fields[2]) }
            }
            return values
        } catch {
            logger.notice("GSettings \(schema) cannot be read (\(error)); keeping the last known accessibility settings")
            return nil
        }
    }
}
