import FoundationEssentials
import Glibc
import Logging
import ThemeConfiguration
import ThemeContract
import ThemeCore
import ThemeTemplates

/// Tells running programs to take up rewritten template outputs, each through the mechanism
/// it documents (docs/config.md `live-reload`). A program is reloaded when an output in its
/// configuration directory (`$XDG_CONFIG_HOME/kitty`, `nvim`, `waybar`, `foot`, `mako`, `tmux`,
/// `i3`, `sway`, `hypr`, `X11`, `polybar`, `swaync`, `xsettingsd`, `bat`) was rewritten
/// in the scheme in force. Every reload runs at once, each killed after the timeout; a failure
/// is logged once with the program's name and never blocks anything else.
public struct LiveReload: Sendable {
    private let paths: ConfigurationPaths
    private let environment: [String: String]
    private let runtimeDirectory: URL?
    private let ptyDirectory: URL
    private let problems: OnceLog
    private let logger: Logger
    /// bat's theme cache is rebuilt by one `cache --build` at a time (two would write it at once).
    private let batCache = OneAtATime()

    /// `environment` is what reload commands run with; terminals are found in `ptyDirectory`;
    /// failures are kept in `record` while they last.
    public init(
        paths: ConfigurationPaths, environment: [String: String], record: OutputRecord? = nil, ledger: DeliveryLedger? = nil, logger: Logger,
        ptyDirectory: URL = URL(fileURLWithPath: "/dev/pts")
    ) {
        self.paths = paths
        self.environment = environment
        runtimeDirectory = environment["XDG_RUNTIME_DIR"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
        self.ptyDirectory = ptyDirectory
        self.logger = logger
        problems = OnceLog(logger: logger, record: record, ledger: ledger)
    }

    /// Signals the programs that reload on a signal (waybar, foot as `configuration`'s
    /// `live-reload` says; xsettingsd always, SIGHUP being its documented re-read). Call it for each change in order: it never blocks, and foot's signal
    /// names the scheme, so a late signal of an earlier change would show the wrong one.
    public func signal(rewritten: [URL], snapshot: ThemeSnapshot, configuration: Configuration) {
        let options = configuration.liveReload
        var signals: [String: (number: Int32, reason: String)] = [:]
        if options.foot, configuration.writesPairedFootThemes, rewritten.contains(where: { inConfigDirectory($0, "foot") }) {
            let dark = snapshot.resolvedScheme == .dark
            signals["foot"] = (dark ? SIGUSR1 : SIGUSR2, dark ? "dark theme" : "light theme")
        }
        if options.waybar, rewritten.contains(where: { inConfigDirectory($0, "waybar") }) {
            signals["waybar"] = (SIGUSR2, "style reload")
        }
        if rewritten.contains(where: { inConfigDirectory($0, "xsettingsd") }) {
            signals["xsettingsd"] = (SIGHUP, "settings re-read")
        }
        if !signals.isEmpty { signal(signals, for: DeliveryLedger.Mark(kind: .reload, serial: snapshot.serial)) }
    }

    /// Starts ``reload(rewritten:snapshot:configuration:)`` on a task of its own and returns at
    /// once; starts none when it would do nothing (no output rewritten, terminals not asked for),
    /// so a change that concerns no program costs no task.
    public func start(rewritten: [URL], snapshot: ThemeSnapshot, configuration: Configuration) {
        guard LiveReload.starts(rewritten: rewritten, configuration: configuration) else { return }
        Task { await reload(rewritten: rewritten, snapshot: snapshot, configuration: configuration) }
    }

    /// Whether ``start(rewritten:snapshot:configuration:)`` has anything to do.
    static func starts(rewritten: [URL], configuration: Configuration) -> Bool {
        !rewritten.isEmpty || configuration.liveReload.terminals
    }

    /// Runs the reload commands for what `rewritten` concerns (kitty, Neovim; mako, tmux, i3,
    /// sway, Hyprland, polybar and swaync while they run; xrdb when there is a display; bat's
    /// theme cache always), and writes
    /// to the terminals when asked, as `configuration`'s `live-reload` says, each killed after
    /// the hooks' timeout; returns when all are done.
    public func reload(rewritten: [URL], snapshot: ThemeSnapshot, configuration: Configuration) async {
        let options = configuration.liveReload
        let timeout = configuration.hooks.timeout
        let mark = DeliveryLedger.Mark(kind: .reload, serial: snapshot.serial)
        let kittyFiles = rewritten.filter { inConfigDirectory($0, "kitty") }
        let neovim = rewritten.contains { inConfigDirectory($0, "nvim") }
        await withTaskGroup(of: Void.self) { group in
            if options.kitty, let file = kittyFiles.last {
                for socket in Set(options.kittySockets + found(prefix: "kitty").map { "unix:" + $0 }).sorted() {
                    group.addTask {
                        await run("kitty", ["@", "--to", socket, "set-colors", "--all", "--configured", file.path], subject: "kitty \(socket)", for: mark, timeout: timeout)
                    }
                }
            }
            if options.neovim, neovim {
                let command = "<Cmd>if get(g:, 'colors_name', '') ==# 'themeswitch' | colorscheme themeswitch | endif<CR>"
                for socket in Set(options.neovimSockets + found(prefix: "nvim")).sorted() {
                    group.addTask {
                        await run("nvim", ["--server", socket, "--remote-send", command], subject: "Neovim \(socket)", for: mark, timeout: timeout)
                    }
                }
            }
            // /proc is read only when an output of one of these programs was rewritten.
            let concerned = Self.commandReloads.filter { program in
                (program.process != "mako" || options.mako) && rewritten.contains { inConfigDirectory($0, program.directory) }
            }
            let running = concerned.isEmpty ? [] : Set(ownProcesses(named: Set(concerned.map(\.process))).values)
            for program in concerned where running.contains(program.process) {
                group.addTask { await run(program.command, program.arguments, subject: program.subject, for: mark, timeout: timeout) }
            }
            if let file = rewritten.last(where: { inConfigDirectory($0, "tmux") }), tmuxServerListens {
                group.addTask { await run("tmux", ["source-file", file.path], subject: "tmux", for: mark, timeout: timeout) }
            }
            if !(environment["DISPLAY"] ?? "").isEmpty, let file = rewritten.last(where: { inConfigDirectory($0, "X11") }) {
                group.addTask { await run("xrdb", ["-merge", file.path], subject: "X resources", for: mark, timeout: timeout) }
            }
            if rewritten.contains(where: { inConfigDirectory($0, "bat") }), !Self.reloadsItself("bat", configuration, paths: paths) {
                group.addTask { await rebuildBatCache(timeout: timeout, for: mark) }
            }
            if options.terminals {
                group.addTask { TerminalColors(snapshot: snapshot, problems: problems).write(toTerminalsIn: ptyDirectory, for: mark) }
            }
        }
    }

    /// The programs reloaded by a command of their own when one of their processes runs (none
    /// running is normal: nothing to reload) and an output under their configuration directory
    /// was rewritten. Only while it runs: `makoctl reload` with no mako running would start one
    /// through D-Bus activation.
    private static let commandReloads: [(subject: String, directory: String, process: String, command: String, arguments: [String])] = [
        ("mako", "mako", "mako", "makoctl", ["reload"]),
        ("i3", "i3", "i3", "i3-msg", ["reload"]),
        ("sway", "sway", "sway", "swaymsg", ["reload"]),
        ("Hyprland", "hypr", "Hyprland", "hyprctl", ["reload"]),
        ("polybar", "polybar", "polybar", "polybar-msg", ["cmd", "restart"]),
        ("swaync", "swaync", "swaync", "swaync-client", ["--reload-css"]),
    ]

    /// Rebuilds bat's theme cache, which is where bat (and delta) read themes from, with whichever
    /// of `batcat` (Debian's name) and `bat` is on `PATH`, always (bat reads the cache at each
    /// run); one rebuild at a time, a later one asked for meanwhile running after it.
    private func rebuildBatCache(timeout: Duration, for mark: DeliveryLedger.Mark) async {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        guard let bat = ["batcat", "bat"].first(where: { SetupDiscovery.isExecutable($0, path: path) }) else {
            problems.problem("bat", "bat's theme cache was not rebuilt: neither batcat nor bat is on PATH (\(path))", for: mark)
            return
        }
        await batCache.run { await run(bat, ["cache", "--build"], subject: "bat", for: mark, timeout: timeout) }
    }

    /// Whether a template with an output in `directory` has a `reload` command of its own (the
    /// one docs/templates.md once suggested for bat), which then does the reload instead.
    static func reloadsItself(_ directory: String, _ configuration: Configuration, paths: ConfigurationPaths) -> Bool {
        let prefix = paths.configHome.appendingPathComponent(directory).path + "/"
        return configuration.templates.contains { entry in !entry.reload.isEmpty && entry.outputs.contains { $0.url.path.hasPrefix(prefix) } }
    }

    /// Whether a tmux server listens on the default socket `tmux source-file` talks to
    /// (`$TMUX_TMPDIR` or /tmp, `tmux-UID/default`); none is normal: nothing to reload.
    private var tmuxServerListens: Bool {
        let directory = environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var info = stat()
        return lstat("\(directory)/tmux-\(geteuid())/default", &info) == 0 && (info.st_mode & S_IFMT) == S_IFSOCK
    }

    private func inConfigDirectory(_ url: URL, _ program: String) -> Bool {
        url.path.hasPrefix(paths.configHome.appendingPathComponent(program).path + "/")
    }

    /// The sockets in `$XDG_RUNTIME_DIR` whose name starts with `prefix` (kitty's
    /// `listen_on unix:${XDG_RUNTIME_DIR}/kitty`, Neovim's `nvim.PID.0`).
    private func found(prefix: String) -> [String] {
        guard let runtimeDirectory, let names = try? FileManager.default.contentsOfDirectory(atPath: runtimeDirectory.path) else { return [] }
        return names.filter { $0.hasPrefix(prefix) }.map { runtimeDirectory.appendingPathComponent($0).path }.filter { path in
            var info = stat()
            return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFSOCK
        }
    }

    /// This user's processes whose name (`/proc/PID/comm`) is one of `names`, by pid, in one
    /// pass over `/proc`.
    private func ownProcesses(named names: Set<String>) -> [pid_t: String] {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        var found: [pid_t: String] = [:]
        for pid in processes.compactMap({ pid_t($0) }) {
            guard let comm = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8), names.contains(comm.trimmed) else { continue }
            var info = stat()
            guard stat("/proc/\(pid)", &info) == 0, info.st_uid == geteuid() else { continue }
            found[pid] = comm.trimmed
        }
        return found
    }

    private func run(_ program: String, _ arguments: [String], subject: String, for mark: DeliveryLedger.Mark, timeout: Duration) async {
        await problems.run(program, arguments, subject: subject, for: mark, environment: environment, timeout: timeout, logger: logger)
    }

    /// To every process of this user named as a key of `signals`, that key's signal `number`
    /// (its documented `reason`), in one pass over `/proc`.
    private func signal(_ signals: [String: (number: Int32, reason: String)], for mark: DeliveryLedger.Mark) {
        for (pid, program) in ownProcesses(named: Set(signals.keys)) {
            guard let target = signals[program] else { continue }
            if kill(pid, target.number) == 0 {
                problems.resolved(program, for: mark)
                logger.info("reloaded \(program) (pid \(pid), \(target.reason))")
            } else {
                problems.problem(program, "live reload of \(program) (pid \(pid)) failed: \(String(cString: strerror(errno)))", for: mark)
            }
        }
    }
}
