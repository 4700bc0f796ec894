import CAdwaita
import GObjectKit
import Glibc
import ThemeClient

/// The `AdwApplication` `org.themeswitch.Settings`: one window; a second start raises it. A file
/// handed to it (`themeswitch-settings FILE`, or "Open With" in a file manager, to this process or to
/// the one already running) is offered as the wallpaper when it is a picture, else imported as a theme.
@MainActor
final class SettingsApplication {
    static let id = "org.themeswitch.Settings"
    private let application: ObjectReference
    private var activation: SignalConnection?
    private var opening: SignalConnection?
    private var window: SettingsWindow?

    init() {
        application = ObjectReference(taking: UnsafeMutableRawPointer(adw_application_new(Self.id, G_APPLICATION_HANDLES_OPEN)))
    }

    /// Runs the GLib main loop (Swift's main queue drained from it) until the window closes; the exit status.
    func run(_ arguments: [String]) -> Int32 {
        MainQueueSource.attach()
        activation = SignalConnection(application.pointer, "activate") { [unowned self] in activate() }
        opening = SignalConnection(application.pointer, opening: { [unowned self] paths in
            activate()
            paths.forEach { window?.offer(file: $0) }
        })
        var cArguments = arguments.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        let status = cArguments.withUnsafeMutableBufferPointer { buffer in
            g_application_run(application.pointer.assumingMemoryBound(to: GApplication.self), Int32(buffer.count), buffer.baseAddress)
        }
        activation?.disconnect()
        opening?.disconnect()
        return status
    }

    /// The process's environment, for the files the app keeps (the recent colors).
    private static var environment: [String: String] {
        var environment: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return environment
    }

    private func activate() {
        if let window {
            gtk_window_present(window.window.cast())
            return
        }
        let pointer = application.pointer.assumingMemoryBound(to: AdwApplication.self)
        do {
            let client = try ThemeClient()
            let window = SettingsWindow(application: pointer, link: DaemonLink(client: client), environment: Self.environment)
            self.window = window
            window.present()
        } catch {
            let message = "themeswitch-settings: \(error.description)\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
            g_application_quit(application.pointer.assumingMemoryBound(to: GApplication.self))
        }
    }
}
