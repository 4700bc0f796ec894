import FoundationEssentials
import Glibc
import Logging
import ThemeConfiguration
import ThemeContract
import ThemeCore

/// Runs the user's hooks after a published change (docs/config.md `hooks`): every executable in
/// `$XDG_CONFIG_HOME/themeswitch/hooks.d` on every change, and darkman's
/// `$XDG_DATA_HOME/dark-mode.d` or `light-mode.d` when the resolved scheme changed. No shell;
/// all at once, each killed (with its process group) after the timeout; their output goes to the
/// log line by line with the hook's name. A file there that is not executable is reported once.
public struct HookRunner: Sendable {
    private let paths: ConfigurationPaths
    private let environment: [String: String]
    private let snapshotPath: String?
    private let logger: Logger
    private let problems: OnceLog
    private let ledger: DeliveryLedger?

    /// `environment` is the base environment hooks get; `snapshotPath` the token snapshot file;
    /// each hook's exit status for each change goes to `ledger`.
    public init(paths: ConfigurationPaths, environment: [String: String], snapshotPath: String?, ledger: DeliveryLedger? = nil, logger: Logger) {
        self.paths = paths
        self.environment = environment
        self.snapshotPath = snapshotPath
        self.logger = logger
        problems = OnceLog(logger: logger)
        self.ledger = ledger
    }

    /// The hooks for a change from `old` to `new`, in the order they are started.
    func hooks(old: ThemeSnapshot, new: ThemeSnapshot, options: HookOptions) -> [URL] {
        var directories = [paths.hooksDirectory]
        if options.darkman, old.resolvedScheme != new.resolvedScheme {
            directories.append(paths.dataHome.appendingPathComponent(new.resolvedScheme == .dark ? "dark-mode.d" : "light-mode.d"))
        }
        return directories.flatMap(executables(in:))
    }

    /// Starts `found` (what ``hooks(old:new:options:)`` found for `change`) on a task of their own
    /// and returns at once; starts no task when there is none (most changes).
    public func start(_ found: [URL], for change: ThemeChange, options: HookOptions) {
        guard !found.isEmpty else { return }
        Task { await run(found, for: change, options: options) }
    }

    /// Runs `hooks` for `change` in parallel; returns when every one has ended or been killed.
    private func run(_ hooks: [URL], for change: ThemeChange, options: HookOptions) async {
        var hookEnvironment = environment
        hookEnvironment["THEMESWITCH_THEME"] = change.new.themeID
        hookEnvironment["THEMESWITCH_SCHEME"] = change.new.resolvedScheme.rawValue
        hookEnvironment["THEMESWITCH_SERIAL"] = String(change.new.serial)
        hookEnvironment["THEMESWITCH_SNAPSHOT"] = snapshotPath ?? ""
        let mark = DeliveryLedger.Mark(kind: .hook, serial: change.new.serial)
        await withTaskGroup(of: Void.self) { group in
            for hook in hooks {
                group.addTask { [logger, ledger, hookEnvironment] in
                    let name = hook.deletingLastPathComponent().lastPathComponent + "/" + hook.lastPathComponent
                    let subject = "hook \(name)"
                    ledger?.started(subject, mark)
                    do {
                        let result = try await CommandRunner.run(
                            hook.path, [], environment: hookEnvironment, timeout: options.timeout, processGroup: true)
                        for line in (result.output + result.errorOutput).split(separator: "\n") {
                            logger.notice("hook \(name): \(line)")
                        }
                        if result.status != 0 {
                            logger.warning("hook \(name) exited with status \(result.status)")
                            let said = result.errorOutput.trimmed.split(separator: "\n", maxSplits: 1).first.map { ": \($0)" } ?? ""
                            ledger?.failed(subject, mark, reason: "hook \(name) exited with status \(result.status)\(said)", exitStatus: result.status)
                        } else {
                            ledger?.took(subject, mark, exitStatus: 0)
                        }
                    } catch {
                        logger.warning("hook \(name): \(error)")
                        ledger?.failed(subject, mark, reason: "hook \(name): \(error)")
                    }
                }
            }
        }
    }

    /// The executable regular files of `directory`, by name; a non-executable one is reported once.
    private func executables(in directory: URL) -> [URL] {
        // A missing directory is the common case: one stat, not a thrown error per change.
        var status = stat()
        guard stat(directory.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return names.sorted().filter { !$0.hasPrefix(".") }.compactMap { name in
            let url = directory.appendingPathComponent(name)
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory else { return nil }
            guard access(url.path, X_OK) == 0 else {
                problems.problem(url.path, "hook \(url.path) is not executable and does not run; make it executable (chmod +x) or remove it")
                return nil
            }
            problems.resolved(url.path)
            return url
        }
    }
}
