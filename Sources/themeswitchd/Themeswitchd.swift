import ArgumentParser
import DBus
import Dispatch
import Glibc
import Logging
import ThemeConfiguration
import ThemeDaemon
import ThemeswitchRelease

/// `themeswitchd`: the per-user theme daemon.
@main
struct Themeswitchd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themeswitchd",
        abstract: "Own the desktop theme and publish every change on D-Bus as org.themeswitch.Theme1.",
        discussion: """
        Runs until SIGTERM or SIGINT (exit 0), or until its bus goes away (exit 2). \
        Settings live in $XDG_CONFIG_HOME/themeswitch/settings.json; the token snapshot \
        in $XDG_RUNTIME_DIR/themeswitch/tokens.json; user themes in \
        $XDG_DATA_HOME/themeswitch/themes; drafts of unsaved edits in the state directory \
        ($STATE_DIRECTORY, else $XDG_STATE_HOME/themeswitch). \
        Example: themeswitchd --bus-address "$DBUS_SESSION_BUS_ADDRESS" --verbose
        """,
        version: ThemeswitchVersion.string)

    @Option(name: .customLong("bus-address"), help: "Bus to serve on (default: the session bus).")
    var busAddress: String?

    @Flag(help: "Log every published change.")
    var verbose = false

    @Flag(name: .customLong("print-introspection"), help: .hidden)
    var printIntrospection = false

    func run() async throws {
        if printIntrospection {
            print(ThemeService.introspectionXML(), terminator: "")
            return
        }
        // Caught before start-up, not after: a SIGTERM sent as soon as the bus name is owned
        // must stop the daemon cleanly, not kill it with the default action.
        let termination = Themeswitchd.terminationSignals()
        let level: Logger.Level = verbose ? .info : .notice
        LoggingSystem.bootstrap { _ in DaemonLogHandler(level: level) }
        let logger = Logger(label: "themeswitchd")
        let running: Daemon.Running
        do {
            running = try await Daemon(bus: BusAddress(optionalAddress: busAddress), logger: logger).start()
        } catch {
            // A start-up failure, including the bus going away mid-start: one line, exit 1.
            let reason = (error as? Daemon.StartError)?.description ?? (error as? DBusError)?.message ?? "\(error)"
            StandardError.write("themeswitchd: \(reason)")
            throw ExitCode(1)
        }
        // Start-up is over: its code need not stay resident (docs/PERFORMANCE.md, "Daemon").
        StartupCode.release()
        // Without its bus the daemon serves nobody: exit non-zero, so that systemd's
        // Restart=on-failure or the next D-Bus activation starts a fresh one.
        Task {
            guard let reason = await running.busLost() else { return }
            logger.error("lost the bus connection (\(reason)); exiting")
            _exit(Themeswitchd.busLostStatus)
        }
        var signals = termination.makeAsyncIterator()
        let signal = await signals.next() ?? SIGTERM
        logger.notice("received \(signal == SIGTERM ? "SIGTERM" : "SIGINT"); stopping")
        await running.stop()
    }

    /// The exit status when the bus goes away.
    static let busLostStatus: Int32 = 2

    /// SIGTERM and SIGINT from now on, in the order they arrive (their default action is off).
    static func terminationSignals() -> AsyncStream<Int32> {
        let (signals, sink) = AsyncStream.makeStream(of: Int32.self)
        let queue = DispatchQueue(label: "themeswitchd.signals")
        var sources: [DispatchSourceSignal] = []
        for signalNumber in [SIGTERM, SIGINT] {
            Glibc.signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { sink.yield(signalNumber) }
            source.resume()
            sources.append(source)
        }
        SignalSources.keep(sources)
        return signals
    }
}

/// Keeps the signal sources alive for the life of the process.
enum SignalSources {
    nonisolated(unsafe) static var all: [DispatchSourceSignal] = []
    static func keep(_ sources: [DispatchSourceSignal]) { all = sources }
}
