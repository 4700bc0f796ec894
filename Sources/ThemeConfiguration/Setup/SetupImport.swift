import FileReading
import FoundationEssentials
import Glibc
import ThemeTemplates

/// `themeswitch setup --from matugen|pywal` (docs/templates.md, "Bringing matugen's or pywal's
/// templates"): the templates of the user's matugen `config.toml`, or of pywal's template folder,
/// added to config.yaml as templates of that engine with the same outputs (and a matugen
/// `post_hook` that is a plain command as their `reload`), shown first and recorded in setup's
/// ledger, so that `setup --undo` takes them out again.
public enum SetupImport {
    /// Where the templates come from.
    public enum Origin: String, Sendable, CaseIterable {
        case matugen, pywal
    }

    /// One template to add to config.yaml.
    struct Found: Equatable {
        var name: String
        let template: String
        /// `output`, `light-output` or `dark-output`.
        let outputKey: String
        let output: String
        let reload: [String]
    }

    /// The comment each added line ends with: what added it, so that undo finds it.
    static func marker(_ origin: Origin) -> String { "# themeswitch setup --from \(origin.rawValue)" }

    /// Reads the origin's templates, shows what config.yaml gains, and (unless `mode` is a dry
    /// run, or the answer is no) writes it; returns the exit status.
    public static func run(from origin: Origin, mode: SetupTool.Mode, environment: [String: String]) -> Int32 {
        let paths = ConfigurationPaths(environment: environment)
        let configuration: Configuration
        do {
            configuration = try ConfigurationParser.load(paths.configFile, paths: paths)
        } catch {
            return ConfigurationTool.fail("\(error)")
        }
        guard let ledger = SetupLedger.readOrSay(in: paths.stateDirectory, "move it away and run setup again") else { return 1 }
        let found: [Found]
        do {
            found = try origin == .matugen ? matugenTemplates(paths, environment: environment) : pywalTemplates(paths, environment: environment)
        } catch {
            return ConfigurationTool.fail(error.description)
        }
        var names = Set(configuration.templates.map(\.name))
        var added: [Found] = []
        for var entry in found {
            let engine = TemplateEngine(rawValue: origin.rawValue)
            if configuration.templates.contains(where: { $0.engine == engine && $0.source == .file(URL(fileURLWithPath: entry.template)) }) {
                print("\(entry.template): in config.yaml already")
                continue
            }
            var suffix = 2
            let base = entry.name
            while names.contains(entry.name) { entry.name = "\(base)-\(suffix)"; suffix += 1 }
            names.insert(entry.name)
            added.append(entry)
            let reload = entry.reload.isEmpty ? "" : " (reload: \(entry.reload.joined(separator: " ")))"
            print("\(entry.name): \(entry.template) → \(entry.output)\(entry.outputKey == "output" ? "" : " (\(entry.outputKey == "light-output" ? "light" : "dark") only)")\(reload)")
            if FileManager.default.fileExists(atPath: entry.output) {
                print("  (the first render moves \(origin.rawValue)'s \(entry.output) aside; themeswitch status names where)")
            }
        }
        guard !added.isEmpty else {
            print("nothing to add to \(paths.configFile.path)")
            return 0
        }
        let file: ConfigurationFileEdit
        do {
            file = try ConfigurationFileEdit(paths.configFile)
        } catch {
            return ConfigurationTool.fail("\(paths.configFile.path) \(error); nothing was changed")
        }
        let lines = added.map { line($0, origin: origin) }
        guard let text = ConfigurationEditor.appendingItems(lines, toListOf: "templates", in: file.text) else {
            return ConfigurationTool.fail("\(paths.configFile.path) has 'templates' as a flow list; write it as a block list (one '- ' item a line) and run setup again")
        }
        do {
            _ = try ConfigurationParser.parse(text, file: paths.configFile.path, paths: paths)
        } catch {
            return ConfigurationTool.fail("adding the templates would make \(error); nothing was changed")
        }
        print("\(paths.configFile.path): add \(added.count) template\(added.count == 1 ? "" : "s") of engine \(origin.rawValue)")
        if let stop = mode.confirmed("change \(paths.configFile.path)?") { return stop }
        let existed = FileManager.default.fileExists(atPath: paths.configFile.path)
        do {
            try file.write(text)
        } catch {
            return ConfigurationTool.fail("could not write \(paths.configFile.path) (\(error)); nothing was changed")
        }
        let earlier = ledger.entry(for: paths.configFile.path)
        let entry = SetupLedger.Entry(path: paths.configFile.path, created: earlier?.created ?? !existed,
                                      appended: (earlier?.appended ?? "") + lines.map { "- \($0)\n" }.joined())
        do {
            try ledger.recording(entry).write(in: paths.stateDirectory)
        } catch {
            return ConfigurationTool.fail("added the templates, but could not record them in \(paths.stateDirectory.appendingPathComponent(SetupLedger.name).path) (\(error)); setup --undo finds them by their comment")
        }
        print("done; themeswitch setup --undo takes them out again")
        return 0
    }

    /// The config.yaml item of `entry`: one flow mapping, ending with the origin's marker.
    static func line(_ entry: Found, origin: Origin) -> String {
        func quoted(_ text: String) -> String { "'" + text.replacing("'", with: "''") + "'" }
        var fields = ["name: \(quoted(entry.name))", "template: \(quoted(entry.template))", "engine: \(origin.rawValue)",
                      "\(entry.outputKey): \(quoted(entry.output))"]
        if !entry.reload.isEmpty { fields.append("reload: [\(entry.reload.map(quoted).joined(separator: ", "))]") }
        return "{\(fields.joined(separator: ", "))}  \(marker(origin))"
    }

    /// `setup --from … --undo`: ``undo(_:)`` alone.
    public static func undo(environment: [String: String]) -> Int32 {
        undo(ConfigurationPaths(environment: environment))
    }

    /// Takes out of config.yaml every line `setup --from` added (by its marker), and its ledger
    /// entry; removes config.yaml when setup created it and nothing else is left. Returns the
    /// exit status (1 when config.yaml could not be written).
    static func undo(_ paths: ConfigurationPaths) -> Int32 {
        let ledger = SetupLedger.readOrSay(in: paths.stateDirectory, "undo goes by the comments alone")
        let entry = ledger?.entry(for: paths.configFile.path)
        let file: UserFile
        do {
            file = try UserFile(path: paths.configFile.path)
        } catch {
            StandardError.write("\(paths.configFile.path) \(error); the templates setup --from added stay")
            return 1
        }
        guard let bytes = file.bytes else { return 0 }
        var text = TextLines(bytes)
        let markers = Origin.allCases.map { Array(marker($0).utf8) }
        let before = text.lines.count
        text.lines.removeAll { line in markers.contains { line.content.trailing(is: $0) } }
        let removed = before - text.lines.count
        guard removed > 0 || entry != nil else { return 0 }
        do {
            let rest = String(decoding: text.bytes, as: UTF8.self).split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
            if entry?.created == true, rest.allSatisfy({ $0.hasPrefix("templates:") }) {
                guard unlink(paths.configFile.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                print("\(paths.configFile.path): removed (themeswitch setup --from created it)")
            } else if removed > 0 {
                try file.write(text.bytes)
                print("\(paths.configFile.path): removed the \(removed) template\(removed == 1 ? "" : "s") themeswitch setup --from added")
            }
            if let ledger, entry != nil {
                try SetupLedger(files: ledger.files.filter { $0.path != entry?.path }).write(in: paths.stateDirectory)
            }
        } catch {
            StandardError.write("could not write \(paths.configFile.path) (\(error)); the templates setup --from added stay")
            return 1
        }
        return 0
    }
}

private extension Array where Element == UInt8 {
    /// Whether the bytes end with `suffix`, trailing spaces aside.
    func trailing(is suffix: [UInt8]) -> Bool {
        var end = count
        while end > 0, self[end - 1] == UInt8(ascii: " ") || self[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return end >= suffix.count && Array(self[(end - suffix.count)..<end]) == suffix
    }
}
