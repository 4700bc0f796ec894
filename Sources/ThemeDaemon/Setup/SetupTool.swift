import FileReading
import FoundationEssentials
import Glibc
import ThemeCore
import ThemeTemplates

/// `themeswitch setup` (run offline by `themeswitchd --setup MODE`): finds the programs of
/// ``SetupProgram/all`` that are installed and configured, adds their built-in templates to
/// config.yaml (which a running daemon re-reads, rendering and reloading them), appends one marked
/// line to each program's configuration to load our output, and enables `themeswitchd.service`.
/// A second run changes nothing; `undo` removes the appended lines (docs/CLI.md, `setup`).
public enum SetupTool {
    /// What the run does.
    public enum Mode: String, Sendable, CaseIterable {
        /// Show what would change; change nothing.
        case dryRun = "dry-run"
        /// Show what will change, then ask on standard input.
        case ask
        /// Change without asking.
        case yes
        /// Remove the lines setup appended.
        case undo
    }

    private struct Append {
        let program: SetupProgram
        let file: URL
        let lines: [String]
    }

    public static func run(mode: Mode, environment: [String: String]) async -> Int32 {
        let paths = ConfigurationPaths(environment: environment)
        if mode == .undo { return undo(paths) }
        let configuration: Configuration
        do {
            configuration = try ConfigurationParser.load(paths.configFile, paths: paths)
        } catch {
            return ConfigurationTool.fail("\(error)")
        }
        let found = SetupProgram.all.filter { program in
            isExecutable(program.executable, path: environment["PATH"] ?? "/usr/bin:/bin")
                && isDirectory(paths.configHome.appendingPathComponent(program.directory))
        }
        guard !found.isEmpty else {
            print("found none of \(SetupProgram.all.map(\.template.rawValue).joined(separator: ", ")) (each needs its executable on PATH and its directory in \(paths.configHome.path)); nothing to do")
            return 0
        }
        print("found: \(found.map(\.template.rawValue).joined(separator: ", "))")
        let configured = configuration.templates.compactMap { entry -> (BuiltInTemplate, URL?)? in
            guard case .builtIn(let builtIn) = entry.source else { return nil }
            return (builtIn, entry.output)
        }
        let missing = found.filter { program in !configured.contains { $0.0 == program.template } }
        let appends = found.compactMap { program -> Append? in
            let output = configured.first { $0.0 == program.template }?.1 ?? paths.configHome.appendingPathComponent(program.template.suggestedPath)
            let file = paths.configHome.appendingPathComponent(program.configFile)
            let lines = SetupLines.lines(for: program, output: output.path)
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            return SetupLines.contains(lines, in: text) ? nil : Append(program: program, file: file, lines: lines)
        }
        var edited: String?
        if !missing.isEmpty {
            let text = (try? String(contentsOf: paths.configFile, encoding: .utf8)) ?? ""
            guard let result = ConfigurationEditor.appendingItems(missing.map { "builtin: \($0.template.rawValue)" }, toListOf: "templates", in: text) else {
                return ConfigurationTool.fail("\(paths.configFile.path) has 'templates' as a flow list; write it as a block list (one '- ' item a line) and run setup again")
            }
            do {
                _ = try ConfigurationParser.parse(result, file: paths.configFile.path, paths: paths)
            } catch {
                return ConfigurationTool.fail("adding the templates would make \(error); nothing was changed")
            }
            edited = result
            print("\(paths.configFile.path): add templates \(missing.map(\.template.rawValue).joined(separator: ", "))")
        }
        for append in appends {
            print("\(append.file.path): append\n" + append.lines.map { "  \($0)" }.joined(separator: "\n"))
        }
        let unit = await unitState(environment)
        print(unit.message)
        guard edited != nil || !appends.isEmpty || unit.enable else {
            print("nothing to do: everything found is set up")
            return 0
        }
        switch mode {
        case .dryRun:
            print("dry run: nothing was changed")
            return 0
        case .ask:
            print("change these files? [y/N] ", terminator: "")
            guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
                print("nothing was changed")
                return 1
            }
        case .yes, .undo:
            break
        }
        if let edited {
            do {
                try AtomicFile.write(Array(edited.utf8), to: paths.configFile, mode: 0o644)
            } catch {
                return ConfigurationTool.fail("could not write \(paths.configFile.path) (\(error)); nothing was changed")
            }
        }
        for append in appends {
            let text = (try? String(contentsOf: append.file, encoding: .utf8)) ?? ""
            guard appendText(SetupLines.appendix(append.lines, after: text), to: append.file) else {
                return ConfigurationTool.fail("could not append to \(append.file.path): \(String(cString: strerror(errno)))")
            }
        }
        if unit.enable {
            let result = try? await CommandRunner.run("systemctl", ["--user", "enable", "themeswitchd.service"], environment: environment, timeout: .seconds(30))
            if result?.status != 0 {
                _ = ConfigurationTool.fail("could not enable themeswitchd.service: \(result?.errorOutput.trimmed ?? "systemctl did not run")")
            }
        }
        print("done; themeswitch setup --undo removes the appended lines")
        return 0
    }

    /// Removes every marked line pair setup appended, from every program's configuration file.
    private static func undo(_ paths: ConfigurationPaths) -> Int32 {
        var changed = 0
        for program in SetupProgram.all {
            let file = paths.configHome.appendingPathComponent(program.configFile)
            guard let text = try? String(contentsOf: file, encoding: .utf8),
                  let removed = SetupLines.removing(marker: program.marker, from: text) else { continue }
            var info = stat()
            let mode = stat(file.path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
            do {
                try AtomicFile.write(Array(removed.utf8), to: file, mode: mode)
            } catch {
                return ConfigurationTool.fail("could not write \(file.path) (\(error)); its themeswitch lines stay")
            }
            print("\(file.path): removed the lines themeswitch setup added")
            changed += 1
        }
        if changed == 0 { print("nothing to undo: no configuration file has a line themeswitch setup added") }
        print("config.yaml is left as it is (its templates only write themeswitch's own files)")
        return 0
    }

    /// Whether `themeswitchd.service` is to be enabled, and the line that says so.
    private static func unitState(_ environment: [String: String]) async -> (enable: Bool, message: String) {
        let result = try? await CommandRunner.run("systemctl", ["--user", "is-enabled", "themeswitchd.service"], environment: environment, timeout: .seconds(30))
        switch result?.output.trimmed {
        case "enabled": return (false, "themeswitchd.service: enabled already")
        case "disabled": return (true, "themeswitchd.service: enable (systemctl --user enable)")
        default:
            let why = result.map { $0.errorOutput.trimmed.isEmpty ? $0.output.trimmed : $0.errorOutput.trimmed } ?? "systemctl did not run"
            return (false, "themeswitchd.service: left as it is (systemd's user manager answered: \(why))")
        }
    }

    /// Appends `text` to `file` in place (O_APPEND, fsync), creating it when missing, so the
    /// user's file keeps its inode, links and everything in it.
    private static func appendText(_ text: String, to file: URL) -> Bool {
        let descriptor = open(file.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        return written == bytes.count && fsync(descriptor) == 0
    }

    private static func isExecutable(_ name: String, path: String) -> Bool {
        path.split(separator: ":").contains { access("\($0)/\(name)", X_OK) == 0 }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory
    }
}
