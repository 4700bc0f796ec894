import Foundation
import Glibc
import Testing
import TestSupport
import ThemeClient

/// The settings app running for real: the daemon on a private bus, Xvfb, the AT-SPI bus launcher
/// and `themeswitch-settings`, driven through the accessibility tree by settings-driver.py.
/// ``run(_:)`` stops every process it started, also when the test fails half-way.
final class SettingsSession: @unchecked Sendable {
    let bus: PrivateBus
    let environment: [String: String]
    let client: ThemeClient
    private(set) var daemon: DaemonProcess
    private let appLog: String

    private init(bus: PrivateBus, daemon: DaemonProcess, environment: [String: String], appLog: String) throws {
        self.bus = bus
        self.daemon = daemon
        self.environment = environment
        self.appLog = appLog
        client = try ThemeClient(busAddress: bus.address, runtimeDirectory: bus.runtime.path)
    }

    /// Starts everything, waits until the window is on the accessibility bus, runs `body`, stops it
    /// all. `extraEnvironment` is the daemon's and the app's (such as `XDG_CONFIG_DIRS`).
    static func run(extraEnvironment: [String: String] = [:], _ body: (SettingsSession) async throws -> Void) async throws {
        let bus = try PrivateBus(extraEnvironment: extraEnvironment)
        defer { bus.stop() }
        let daemon = try await DaemonProcess(on: bus)
        // A screen the 760×760 window fits on whole, for its screenshots and pixels.
        let xvfb = try await XvfbServer(screen: "800x800x24")
        var environment = bus.environment
        environment["DISPLAY"] = xvfb.display
        environment["GTK_A11Y"] = "atspi"
        // Xvfb has no GPU: GTK's GL renderer runs on Mesa's software rasterizer there and takes
        // seconds to a first frame; cairo, GTK's renderer without GL, draws the same window at once.
        environment["GSK_RENDERER"] = "cairo"
        environment.removeValue(forKey: "NO_AT_BRIDGE")
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        let log = { (name: String) in bus.root.appendingPathComponent(name).path }
        try await xvfb.stopping {
            let accessibilityBus = try ChildProcess("/usr/libexec/at-spi-bus-launcher", ["--launch-immediately"],
                                                    environment: environment, errorPath: log("at-spi.log"), ownProcessGroup: true)
            try await accessibilityBus.stopping {
                try await waitForName("org.a11y.Bus", owned: true, on: bus)
                let app = try ChildProcess(builtExecutable("themeswitch-settings"), [], environment: environment,
                                           errorPath: log("settings.log"), ownProcessGroup: true)
                let session = try SettingsSession(bus: bus, daemon: daemon, environment: environment, appLog: log("settings.log"))
                defer { session.client.close() }
                do {
                    try await app.stopping {
                        try await session.drive("shows", "Themeswitch Settings")
                        try await body(session)
                        #expect(app.exitStatus() == nil, "the app ended by itself: \(session.appOutput)")
                    }
                    await session.daemon.stop()
                } catch {
                    await session.daemon.stop()
                    throw error
                }
            }
        }
    }

    /// Runs one command of settings-driver.py (at most 30 s).
    func drive(_ arguments: String...) async throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("settings-driver.py").path
        let result = try await runCommand("/usr/bin/python3", [script] + arguments, environment: environment, timeout: .seconds(30))
        guard result.status == 0 else {
            throw DriverFailed(description: "\(arguments.joined(separator: " ")): \(result.standardError)\napp: \(appOutput)")
        }
        lastOutput = result.standardOutput
    }

    /// What the last driver command printed.
    private(set) var lastOutput = ""

    /// The daemon's properties, read by the test's own client.
    func status() async throws -> ThemeStatus {
        try await client.status()
    }

    /// Waits (at most 10 s) until `condition` holds.
    func eventually(_ condition: @escaping () async throws -> Bool) async -> Bool {
        await TestSupport.eventually { try await condition() }
    }

    /// Waits (at most 10 s) until the daemon's properties satisfy `condition`.
    func daemonReaches(_ condition: @escaping (ThemeStatus) -> Bool) async -> Bool {
        await eventually { condition(try await self.status()) }
    }

    /// Stops the daemon, to see the window notice.
    func stopDaemon() async {
        await daemon.stop()
    }

    /// Starts a new daemon on the same bus.
    func restartDaemon() async throws {
        daemon = try await DaemonProcess(on: bus)
    }

    /// The window on the X server.
    var screen: WindowScreen { WindowScreen(environment: environment) }

    /// The title of the window, which `xwininfo` finds it by.
    static let windowTitle = "Themeswitch Settings"

    /// A pixel known to be the window's own background (`window_bg_color`): 20 pixels in from the
    /// window's left edge, half-way down. An `AdwPreferencesPage` centres its groups in at most
    /// 600 pixels, so in the 760-pixel-wide window the 80 pixels at each side, below the header
    /// bar, hold nothing but the background, on every page.
    func backgroundPixel() async throws -> WindowScreen.Pixel {
        let window = try await screen.window(titled: Self.windowTitle)
        return try await screen.pixel(x: window.x + 20, y: window.y + window.height / 2)
    }

    /// The app's standard error so far.
    var appOutput: String { (try? String(contentsOfFile: appLog, encoding: .utf8)) ?? "" }
}

/// A driver command that did not find what it waited for.
struct DriverFailed: Error, CustomStringConvertible {
    let description: String
}
