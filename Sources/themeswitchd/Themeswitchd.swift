import ArgumentParser
import DBus
import Dispatch
import FileReading
import FoundationEssentials
import Glibc
import Logging
import Synchronization
import ThemeContract
import ThemeCore
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

    // The offline commands `themeswitch config check` and `themeswitch template` run here,
    // where the YAML reader is linked (ConfigurationTool).
    @Flag(name: .customLong("check-config"), help: .hidden)
    var checkConfig = false

    @Option(name: .customLong("config-file"), help: .hidden)
    var configFile: String?

    @Flag(name: .customLong("list-templates"), help: .hidden)
    var listTemplates = false

    @Option(name: .customLong("render-template"), help: .hidden)
    var renderTemplate: String?

    @Option(name: .customLong("scheme"), help: .hidden)
    var scheme = "light"

    @Flag(name: .customLong("tokens-on-stdin"), help: .hidden)
    var tokensOnStdin = false

    @Option(name: .customLong("set-schedule"), help: .hidden)
    var setSchedule: String?

    @Option(name: .customLong("latitude"), help: .hidden)
    var latitude: Double?

    @Option(name: .customLong("longitude"), help: .hidden)
    var longitude: Double?

    @Option(name: .customLong("light"), help: .hidden)
    var light: String?

    @Option(name: .customLong("dark"), help: .hidden)
    var dark: String?

    @Flag(name: .customLong("show-schedule"), help: .hidden)
    var showSchedule = false

    @Flag(name: .customLong("json"), help: .hidden)
    var json = false

    @Option(name: .customLong("setup"), help: .hidden)
    var setup: String?

    func run() async throws {
        if printIntrospection {
            print(ThemeService.introspectionXML(), terminator: "")
            return
        }
        if let setup {
            guard let mode = SetupTool.Mode(rawValue: setup) else {
                StandardError.write("--setup takes \(SetupTool.Mode.allCases.map(\.rawValue).joined(separator: ", "))")
                throw ExitCode(64)
            }
            let status = await SetupTool.run(mode: mode, environment: ProcessInfo.processInfo.environment)
            guard status == 0 else { throw ExitCode(status) }
            return
        }
        if let status = runTool() {
            guard status == 0 else { throw ExitCode(status) }
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

    /// Runs the offline command asked for, if any; returns its exit status.
    private func runTool() -> Int32? {
        let environment = ProcessInfo.processInfo.environment
        if checkConfig { return ConfigurationTool.check(file: configFile, environment: environment) }
        if listTemplates { return ConfigurationTool.list(environment: environment) }
        if showSchedule { return ScheduleTool.show(environment: environment, json: json) }
        if let setSchedule {
            switch (setSchedule, latitude, longitude, light, dark) {
            case ("off", _, _, _, _): return ScheduleTool.set(nil, environment: environment)
            // A place or time out of range is a bad value: a usage error, as everywhere in the CLI.
            case ("sun", let latitude?, let longitude?, _, _):
                guard let block = ScheduleTool.sunBlock(latitude: latitude, longitude: longitude) else { return 64 }
                return ScheduleTool.set(block, environment: environment)
            case ("fixed", _, _, let light?, let dark?):
                guard let block = ScheduleTool.fixedBlock(light: light, dark: dark) else { return 64 }
                return ScheduleTool.set(block, environment: environment)
            default:
                StandardError.write("--set-schedule takes off, sun with --latitude and --longitude, or fixed with --light and --dark")
                return 64
            }
        }
        guard let renderTemplate else { return nil }
        guard tokensOnStdin else {
            StandardError.write("--render-template renders the light and dark token sets given on standard input (--tokens-on-stdin)")
            return 64
        }
        // Two token sets are tens of kilobytes; 4 MiB bounds what a stray pipe can make us hold.
        guard let tokens = try? BoundedRead.bytes(of: STDIN_FILENO, maximumBytes: 4 << 20) else {
            StandardError.write("--render-template could not read the token sets from standard input")
            return 66
        }
        return ConfigurationTool.render(
            name: renderTemplate, tokens: Data(tokens), scheme: scheme == "dark" ? .dark : .light,
            environment: environment)
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
