import FileReading
import FoundationEssentials
import Glibc
import ThemeCore
import ThemeTemplates

/// `themeswitch setup` (run offline by `themeswitchd --setup MODE`): finds the programs of
/// ``SetupProgram/all`` that are installed and configured, adds their built-in templates to
/// config.yaml (which a running daemon re-reads, rendering and reloading them), appends one marked
/// line to the configuration file each program reads (``SetupDecision``) to load our output,
/// recording what it did (``SetupLedger``), and enables `themeswitchd.service`. A second run
/// changes nothing; `undo` gives the files back (``SetupUndo``; docs/CLI.md, `setup`).
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

    /// Lines to append to one file.
    private struct Append {
        let file: SetupConfigFile
        let lines: [String]
    }

    public static func run(mode: Mode, environment: [String: String]) async -> Int32 {
        let paths = ConfigurationPaths(environment: environment)
        if mode == .undo { return await undo(paths, environment: environment) }
        let configuration: Configuration
        do {
            configuration = try ConfigurationParser.load(paths.configFile, paths: paths)
        } catch {
            return ConfigurationTool.fail("\(error)")
        }
        guard let ledger = SetupLedger.readOrSay(in: paths.stateDirectory, "move it away and run setup again") else { return 1 }
        let places = SetupPlaces(paths: paths, environment: environment)
        let found = SetupProgram.all.compactMap { program -> (SetupProgram, SetupDecision)? in
            guard isExecutable(program.executable, path: environment["PATH"] ?? "/usr/bin:/bin") else { return nil }
            let decision = SetupDecision.decide(program.name, program.search(places), exists: places.exists)
            return decision == .notFound ? nil : (program, decision)
        }
        guard !found.isEmpty else {
            print("found none of \(SetupProgram.all.map(\.template.rawValue).joined(separator: ", ")) (each needs its executable on PATH and a configuration file or directory of its own); nothing to do")
            return 0
        }
        print("found: \(found.map(\.0.template.rawValue).joined(separator: ", "))")
        let outputs = SetupProgram.outputs(configuration, paths: paths)
        let missing = found.map(\.0).filter { program in outputs[program.template] == nil }
        var edited: (file: ConfigurationFileEdit, text: String)?
        if !missing.isEmpty {
            let file: ConfigurationFileEdit
            do {
                file = try ConfigurationFileEdit(paths.configFile)
            } catch {
                return ConfigurationTool.fail("\(paths.configFile.path) \(error); nothing was changed")
            }
            guard let result = ConfigurationEditor.appendingItems(missing.map { "builtin: \($0.template.rawValue)" }, toListOf: "templates", in: file.text) else {
                return ConfigurationTool.fail("\(paths.configFile.path) has 'templates' as a flow list; write it as a block list (one '- ' item a line) and run setup again")
            }
            do {
                _ = try ConfigurationParser.parse(result, file: paths.configFile.path, paths: paths)
            } catch {
                return ConfigurationTool.fail("adding the templates would make \(error); nothing was changed")
            }
            edited = (file, result)
            print("\(paths.configFile.path): add templates \(missing.map(\.template.rawValue).joined(separator: ", "))")
        }
        let appends = fileChanges(found, outputs: outputs, paths: paths)
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
                try edited.file.write(edited.text)
            } catch {
                return ConfigurationTool.fail("could not write \(paths.configFile.path) (\(error)); nothing was changed")
            }
        }
        var record = ledger
        for append in appends {
            do {
                record = try appendLines(append, recordingIn: record)
            } catch {
                return ConfigurationTool.fail("could not append to \(append.file.path) (\(error))")
            }
            do {
                try record.write(in: paths.stateDirectory)
            } catch {
                return ConfigurationTool.fail("appended to \(append.file.path), but could not record it in \(paths.stateDirectory.appendingPathComponent(SetupLedger.name).path) (\(error)); --undo finds the lines by their marker")
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

    /// The lines to append for each program `found` (printed as they are found), and a line
    /// for each program left alone: advice, a file that cannot be read.
    private static func fileChanges(_ found: [(SetupProgram, SetupDecision)], outputs: [BuiltInTemplate: URL], paths: ConfigurationPaths) -> [Append] {
        var appends: [Append] = []
        for (program, decision) in found {
            let output = (outputs[program.template] ?? paths.configHome.appendingPathComponent(program.template.suggestedPath)).path
            switch decision {
            case .edit(let file), .create(let file):
                let lines = SetupLines.lines(file.syntax, output: output)
                do {
                    let user = try UserFile(path: file.path)
                    if let former = user.bytes.flatMap({ SetupLines.formerLine(in: TextLines($0), file.syntax) }) {
                        print("\(file.path) holds \"\(former)\", which an older themeswitch setup wrote and \(program.name) 0.7 rejects: run themeswitch setup --undo, then setup again")
                    }
                    if let bytes = user.bytes, SetupLines.contains(lines, in: TextLines(bytes)) { continue }
                    guard user.exists || decision == .create(file) else {
                        print("\(file.path) is a symlink to a missing file; setup leaves \(program.name) alone")
                        continue
                    }
                    appends.append(Append(file: file, lines: lines))
                    print("\(file.path): \(user.exists ? "append" : "create")\n" + lines.map { "  \($0)" }.joined(separator: "\n"))
                } catch {
                    print("\(file.path) \(error); setup leaves \(program.name) alone")
                }
            case .advise(let why, let file):
                print("\(program.name): \(why):\n  \(file.syntax.loadLine(output))")
            case .notFound:
                break
            }
        }
        return appends
    }

    /// Gives back the programs' files (``SetupUndo``); config.yaml stays.
    private static func undo(_ paths: ConfigurationPaths, environment: [String: String]) async -> Int32 {
        let status = SetupUndo.run(paths, environment: environment)
        print("config.yaml is left as it is (its templates only write themeswitch's own files)")
        await DesktopOriginals.restoreAll(paths: paths, environment: environment)
        return status
    }

    /// Appends `append`'s lines to its file as it is now (read again: it may have changed since
    /// it was shown), with the file's own line end, keeping its mode, owner, symlink and hard
    /// links; returns `ledger` with what was appended.
    private static func appendLines(_ append: Append, recordingIn ledger: SetupLedger) throws -> SetupLedger {
        let file = try UserFile(path: append.file.path)
        let bytes = file.bytes ?? []
        let text = TextLines(bytes)
        guard !SetupLines.contains(append.lines, in: text) else { return ledger }
        let appendix = text.appendix(append.lines)
        try file.write(bytes + appendix)
        let created = !file.exists || (bytes.isEmpty && ledger.entry(for: append.file.path)?.created == true)
        return ledger.recording(SetupLedger.Entry(path: append.file.path, created: created, appended: String(decoding: appendix, as: UTF8.self)))
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

    private static func isExecutable(_ name: String, path: String) -> Bool {
        path.split(separator: ":").contains { access("\($0)/\(name)", X_OK) == 0 }
    }
}
