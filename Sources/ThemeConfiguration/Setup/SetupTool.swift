import FileReading
import FoundationEssentials
import Glibc
import ThemeCore
import ThemeTemplates

/// `themeswitch setup`, offline: finds the programs of
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
        /// The keys to set instead of lines (``SetupSyntax/keys(_:)``).
        var keys: [SetupKey] = []
        /// Whether the file is an output an older themeswitch wrote there (the `gtk` template's
        /// gtk.css), which the lines replace.
        var replaces = false
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
        let installed = await SetupDiscovery.installed(environment)
        let found = installed.compactMap { program -> (SetupProgram, SetupDecision)? in
            let decision = SetupDecision.decide(program.name, program.search(places), exists: places.exists)
            return decision == .notFound ? nil : (program, decision)
        }
        guard !found.isEmpty else {
            var names: [String] = []
            for program in SetupProgram.all where !names.contains(program.id) { names.append(program.id) }
            print("found none of \(names.joined(separator: ", ")) (each needs its executable on PATH, GTK its library, and a configuration file or directory of its own); nothing to do")
            return 0
        }
        print("found: \(found.map(\.0.id).joined(separator: ", "))")
        let outputs = SetupProgram.outputs(configuration, paths: paths)
        let edited: SetupConfigurationChange?
        do {
            edited = try SetupConfigurationChange.make(found.map(\.0), configuration, outputs: outputs, paths: paths)
        } catch {
            return ConfigurationTool.fail(error.description)
        }
        let appends = fileChanges(found, outputs: outputs, paths: paths, places: places)
        let unit = await unitState(environment)
        print(unit.message)
        guard edited != nil || !appends.isEmpty || unit.enable else {
            print("nothing to do: everything found is set up")
            return 0
        }
        if let stop = mode.confirmed("change these files?") { return stop }
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
    private static func fileChanges(
        _ found: [(SetupProgram, SetupDecision)], outputs: [BuiltInTemplate: URL], paths: ConfigurationPaths, places: SetupPlaces
    ) -> [Append] {
        var appends: [Append] = []
        for (program, decision) in found {
            let output = (outputs[program.template] ?? paths.configHome.appendingPathComponent(program.template.suggestedPath)).path
            switch decision {
            case .edit(let file), .create(let file):
                let lines = file.syntax.writesLines ? SetupLines.lines(file.syntax, output: output) : []
                do {
                    let user = try UserFile(path: file.path)
                    if let former = user.bytes.flatMap({ SetupLines.formerLine(in: TextLines($0), file.syntax) }) {
                        print("\(file.path) holds \"\(former)\", which an older themeswitch setup wrote and \(program.name) 0.7 rejects: run themeswitch setup --undo, then setup again")
                    }
                    let keys = file.syntax.keys(output).flatMap { SetupKeys.set($0, in: user.bytes ?? [])?.keys } ?? []
                    let needsLines = !lines.isEmpty && user.bytes.map { SetupLines.contains(lines, in: TextLines($0)) } != true
                    guard needsLines || !keys.isEmpty else { continue }
                    let others = otherFiles(of: program, besides: file, places: places)
                    if let clash = user.bytes.flatMap({ file.syntax.clash(in: TextLines($0), others: others) }) {
                        print("\(program.name): \(file.path): \(clash):\n  \(file.syntax.loadLine(output))")
                        continue
                    }
                    guard user.exists || decision == .create(file) else {
                        print("\(file.path) is a symlink to a missing file; setup leaves \(program.name) alone")
                        continue
                    }
                    // GTK's output used to be gtk.css itself: a stale one of ours would override the import.
                    let stale = file.syntax == .cssImport && user.bytes.map { GeneratedFile.saysOurs(file.path, $0) } == true
                    appends.append(Append(file: file, lines: needsLines ? lines : [], keys: keys.isEmpty ? [] : file.syntax.keys(output) ?? [], replaces: stale))
                    let set = keys.isEmpty ? nil : "\(user.exists ? "set" : "create with")\n" + keys.map { "  \($0.section.map { "[\($0)] " } ?? "")\($0.line.trimmed)" }.joined(separator: "\n")
                    let how = !user.exists && keys.isEmpty ? "create" : stale ? "replace (an output an older themeswitch wrote there)" : file.syntax.atTop ? "insert at the top" : "append"
                    let add = needsLines ? "\(how)\n" + lines.map { "  \($0)" }.joined(separator: "\n") : nil
                    print("\(file.path): " + [set, add].compactMap { $0 }.joined(separator: "\nthen "))
                    if let note = SetupLive.note(program.id) { print("  (\(note))") }
                } catch {
                    print("\(file.path) \(error); setup leaves \(program.name) alone")
                }
            case .advise(let why, let file):
                print("\(program.name): \(why):\n  \(file.syntax.loadLine(output))")
            case .readsOutput(let how):
                print("\(program.name): reads \(output) by itself (\(how)); nothing to add")
            case .notFound:
                break
            }
        }
        return appends
    }

    /// The program's other files of the user's that exist, for a key whose value one of them
    /// would replace (delta's `features` in git's two files).
    private static func otherFiles(of program: SetupProgram, besides file: SetupConfigFile, places: SetupPlaces) -> [TextLines] {
        program.search(places).candidates.filter { $0.owner == .user && $0.path != file.path }
            .compactMap { try? UserFile(path: $0.path).bytes }.map { TextLines($0) }
    }

    /// Gives back the programs' files (``SetupUndo``); config.yaml stays.
    private static func undo(_ paths: ConfigurationPaths, environment: [String: String]) async -> Int32 {
        let imported = SetupImport.undo(paths)
        let status = max(SetupUndo.run(paths, environment: environment), imported)
        print("config.yaml is left as it is (its templates only write themeswitch's own files)")
        await DesktopOriginals.restoreAll(paths: paths, environment: environment)
        return status
    }

    /// Sets `append`'s keys in its file as it is now (read again: it may have changed since it
    /// was shown), then appends its lines, or writes them at its top where its syntax wants them
    /// there, with the file's own line end, keeping its mode, owner, symlink and hard links;
    /// returns `ledger` with what was added.
    private static func appendLines(_ append: Append, recordingIn ledger: SetupLedger) throws -> SetupLedger {
        let file = try UserFile(path: append.file.path)
        var bytes = append.replaces ? [] : file.bytes ?? []
        let earlier = ledger.entry(for: append.file.path)
        let created = !file.exists || append.replaces || (bytes.isEmpty && earlier?.created == true)
        // Keys first (a section they make goes at the end), then the lines.
        var keys: [SetupKey] = []
        if let (edited, set) = SetupKeys.set(append.keys, in: bytes) {
            bytes = edited
            keys = set
        }
        var appended: String?
        var prepended: String?
        let text = TextLines(bytes)
        if !append.lines.isEmpty, !SetupLines.contains(append.lines, in: text) {
            if append.file.syntax.atTop {
                let prefix = SetupLines.prefix(append.lines, in: text)
                bytes = prefix + bytes
                prepended = String(decoding: prefix, as: UTF8.self)
            } else {
                let appendix = text.appendix(append.lines)
                bytes += appendix
                appended = String(decoding: appendix, as: UTF8.self)
            }
        }
        guard !keys.isEmpty || appended != nil || prepended != nil else { return ledger }
        try file.write(bytes)
        // A key set again (changed since) goes back to the line it had now; the others as recorded.
        let merged = (earlier?.keys ?? []).filter { old in !keys.contains { $0.key == old.key && $0.section == old.section } } + keys
        let lines = appended != nil || prepended != nil
        return ledger.recording(SetupLedger.Entry(
            path: append.file.path, created: created || (!keys.isEmpty && earlier?.created == true),
            appended: appended ?? (lines ? "" : earlier?.appended ?? ""), prepended: lines ? prepended : earlier?.prepended,
            keys: merged.isEmpty ? nil : merged))
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
}
