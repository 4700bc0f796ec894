import FileReading
import FoundationEssentials
import ThemeCore
import ThemeTemplates
import YAML

/// Reads `config.yaml` as a whole: every key is known, every value has its type and range, or
/// the file is refused with the line and the key (a misspelt key gets the closest known one).
public enum ConfigurationParser {
    static let topLevelKeys = ["templates", "hooks", "live-reload", "desktop", "schedule", "app-files"]
    static let templateKeys = ["builtin", "template", "name", "output", "light-output", "dark-output", "reload", "engine"]
    static let hookKeys = ["timeout", "darkman"]
    static let desktopKeys = ["color-scheme", "accent-color", "gtk-theme", "kde"]
    static let liveReloadKeys = ["kitty", "kitty-sockets", "neovim", "neovim-sockets", "waybar", "foot", "mako", "terminals"]
    /// The largest hook timeout, in seconds.
    static let maximumHookTimeout = 600.0
    /// The largest file read (docs/RELIABILITY.md "Limits"); a real one is a few kilobytes.
    static let maximumBytes = 256 * 1024
    /// What the document may expand to: 20 000 nodes once aliases are expanded, nested 8 deep
    /// (a template's `reload` arguments sit 4 deep).
    static let limits = YAMLLimits(maximumNodes: 20_000, maximumDepth: 8)
    /// The most entries each list (`templates`, `reload`, `kitty-sockets`, `neovim-sockets`, `app-files`) holds.
    static let maximumListLength = 64

    /// Parses the file at `url`. A missing file is the defaults; one that is not a regular
    /// file (a FIFO, a directory) is refused, saying what it is, without being opened.
    public static func load(_ url: URL, paths: ConfigurationPaths) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(url.path, maximumBytes: maximumBytes)
        } catch .missing {
            return .defaults
        } catch {
            throw ConfigurationError(file: url.path, line: nil, reason: "\(error)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigurationError(file: url.path, line: nil, reason: "is not UTF-8 text")
        }
        return try parse(text, file: url.path, paths: paths)
    }

    /// Parses `text`, naming `file` in errors.
    public static func parse(_ text: String, file: String, paths: ConfigurationPaths) throws(ConfigurationError) -> Configuration {
        let root: YAMLNode?
        do throws(YAMLError) {
            root = try YAMLReader.read(text, limits: limits)
        } catch where error.kind == .syntax || error.kind == .severalDocuments {
            throw ConfigurationError(file: file, line: error.line, reason: "is not valid YAML: \(error.reason)")
        } catch {
            throw ConfigurationError(file: file, line: error.line, reason: "is refused: \(error.reason)")
        }
        var configuration = Configuration()
        guard let root else { return configuration }
        let reader = NodeReader(file: file)
        for (key, value) in try reader.mapping(root, keys: topLevelKeys, at: "the file") {
            switch key {
            case "templates":
                configuration.templates = try reader.sequence(value, key: key).map { node throws(ConfigurationError) in
                    try template(node, reader: reader, paths: paths)
                }
                try checkUniqueNames(configuration.templates, reader: reader, nodes: reader.sequence(value, key: key))
            case "hooks":
                configuration.hooks = try hooks(value, reader: reader)
            case "desktop":
                configuration.desktop = try desktop(value, reader: reader)
            case "schedule":
                configuration.schedule = try schedule(value, reader: reader)
            case "app-files":
                configuration.appFiles = try appFiles(value, reader: reader)
            default:
                configuration.liveReload = try liveReload(value, reader: reader, paths: paths)
            }
        }
        return configuration
    }

    private static func template(_ node: YAMLNode, reader: NodeReader, paths: ConfigurationPaths) throws(ConfigurationError) -> TemplateEntry {
        var builtIn: BuiltInTemplate?
        var file: URL?
        var engine: (TemplateEngine, YAMLNode)?
        var name: String?
        var outputs: [String: URL] = [:]
        var reload: [String] = []
        for (key, value) in try reader.mapping(node, keys: templateKeys, at: "a template") {
            switch key {
            case "builtin":
                let text = try reader.string(value, key: key)
                guard let known = BuiltInTemplate(rawValue: text) else {
                    let names = BuiltInTemplate.allCases.map(\.rawValue)
                    throw reader.error(value, "'builtin' names no built-in template '\(text)'\(ClosestName.hint(for: text, among: names)) (built-ins: \(names.joined(separator: ", ")))")
                }
                builtIn = known
            case "template":
                file = paths.resolve(try reader.string(value, key: key), relativeTo: paths.directory)
            case "engine":
                let text = try reader.string(value, key: key)
                let names = TemplateEngine.allCases.map(\.rawValue)
                guard let known = TemplateEngine(rawValue: text) else {
                    throw reader.error(value, "'engine' is '\(text)', not one of \(names.joined(separator: ", "))\(ClosestName.hint(for: text, among: names))")
                }
                engine = (known, value)
            case "name":
                name = try reader.string(value, key: key)
            case "reload":
                reload = try reader.sequence(value, key: key).map { item throws(ConfigurationError) in try reader.string(item, key: key) }
                guard !reload.isEmpty else { throw reader.error(value, "'reload' is empty; give a program and its arguments, or leave the key out") }
            default:
                outputs[key] = paths.resolve(try reader.string(value, key: key), relativeTo: paths.configHome)
            }
        }
        let source: TemplateEntry.Source
        switch (builtIn, file) {
        case (let builtIn?, nil): source = .builtIn(builtIn)
        case (nil, let file?): source = .file(file)
        case (_?, _?): throw reader.error(node, "a template has both 'builtin' and 'template'; give one")
        case (nil, nil): throw reader.error(node, "a template needs 'builtin' (a built-in's name) or 'template' (a template file)")
        }
        if let (chosen, engineNode) = engine, builtIn != nil, chosen != .themeswitch {
            throw reader.error(engineNode, "'engine: \(chosen.rawValue)' applies to a template file; a built-in is a themeswitch template")
        }
        var entry = TemplateEntry(
            name: name ?? builtIn?.rawValue ?? file?.deletingPathExtension().lastPathComponent ?? "",
            source: source, engine: engine?.0 ?? .themeswitch, output: outputs["output"], lightOutput: outputs["light-output"],
            darkOutput: outputs["dark-output"], reload: reload)
        if entry.outputs.isEmpty {
            guard let builtIn else {
                throw reader.error(node, "template '\(entry.name)' has no 'output', 'light-output' or 'dark-output'")
            }
            entry.output = paths.configHome.appendingPathComponent(builtIn.suggestedPath)
        }
        return entry
    }

    private static func checkUniqueNames(_ entries: [TemplateEntry], reader: NodeReader, nodes: [YAMLNode]) throws(ConfigurationError) {
        var seen: Set<String> = []
        for (entry, node) in zip(entries, nodes) where !seen.insert(entry.name).inserted {
            throw reader.error(node, "a second template is named '\(entry.name)'; give it another 'name'")
        }
    }

    private static func hooks(_ node: YAMLNode, reader: NodeReader) throws(ConfigurationError) -> HookOptions {
        var options = HookOptions()
        for (key, value) in try reader.mapping(node, keys: hookKeys, at: "'hooks'") {
            switch key {
            case "timeout":
                guard let seconds = reader.number(value), seconds > 0, seconds <= maximumHookTimeout else {
                    throw reader.error(value, "'timeout' is '\(value.scalar?.text ?? "")', not a number of seconds above 0 and at most \(Int(maximumHookTimeout))")
                }
                options.timeout = .milliseconds(Int((seconds * 1000).rounded()))
            default:
                options.darkman = try reader.bool(value, key: key)
            }
        }
        return options
    }

    /// `all`, `none`, or a list of app ids.
    private static func appFiles(_ node: YAMLNode, reader: NodeReader) throws(ConfigurationError) -> AppFileReaders {
        if node.sequence == nil {
            switch node.scalar?.text {
            case "all": return .all
            case "none": return .apps([])
            default: throw reader.error(node, "'app-files' is '\(node.scalar?.text ?? "")', not all, none or a list of app ids")
            }
        }
        var ids: Set<String> = []
        for item in try reader.sequence(node, key: "app-files") {
            let id = try reader.string(item, key: "app-files")
            if let problem = AppIDSyntax.problem(id) { throw reader.error(item, "'app-files': app id '\(id)' \(problem)") }
            ids.insert(id)
        }
        return .apps(ids)
    }

    static func schedule(_ node: YAMLNode, reader: NodeReader) throws(ConfigurationError) -> ScheduleSetting {
        var sun: ScheduleSetting.Rule?
        var texts: [String: String] = [:]
        var durations: [String: ScheduleDuration] = [:]
        for (key, value) in try reader.mapping(node, keys: ["sun", "light", "dark", "transition", "idle", "jitter"], at: "'schedule'") {
            switch key {
            case "sun" where value.scalar?.text == "time-zone":
                sun = .sunAtTimeZone
            case "sun":
                guard value.scalar == nil else {
                    throw reader.error(value, "'sun' is '\(value.scalar?.text ?? "")', not 'time-zone' or a mapping of 'latitude' and 'longitude'")
                }
                var place: [String: Double] = [:]
                for (coordinate, number) in try reader.mapping(value, keys: ["latitude", "longitude"], at: "'sun'") {
                    guard let degrees = reader.number(number) else {
                        throw reader.error(number, "'\(coordinate)' is '\(number.scalar?.text ?? "")', not a number of degrees")
                    }
                    place[coordinate] = degrees
                }
                guard let latitude = place["latitude"], let longitude = place["longitude"] else {
                    throw reader.error(value, "'sun' needs both 'latitude' and 'longitude'")
                }
                do {
                    _ = try SchemeSchedule.sun(latitude: latitude, longitude: longitude)
                } catch {
                    throw reader.error(node, error.description)
                }
                sun = .sun(Coordinates(latitude: latitude, longitude: longitude))
            case "light", "dark":
                texts[key] = try reader.string(value, key: key)
            default:
                do {
                    durations[key] = try ScheduleDuration(try reader.string(value, key: key))
                } catch let error as ScheduleError {
                    throw reader.error(value, "'\(key)': \(error)")
                } catch let error as ConfigurationError {
                    throw error
                } catch {
                    throw reader.error(value, "\(error)")
                }
            }
        }
        do {
            let timing = try ScheduleTiming(transition: durations["transition"], idle: durations["idle"], jitter: durations["jitter"])
            switch (sun, texts["light"], texts["dark"]) {
            case (let sun?, nil, nil):
                return try ScheduleSetting(rule: sun, timing: timing)
            case (nil, let light?, let dark?):
                let fixed = try SchemeSchedule.fixed(light: light, dark: dark)
                guard case .fixed(let lightTime, let darkTime) = fixed.rule else { throw reader.error(node, "'schedule' has no times") }
                return try ScheduleSetting(rule: .fixed(light: lightTime, dark: darkTime), timing: timing)
            default:
                throw reader.error(node, "'schedule' takes either 'sun' (latitude and longitude, or time-zone) or both 'light' and 'dark' times")
            }
        } catch let error as ScheduleError {
            throw reader.error(node, error.description)
        } catch let error as ConfigurationError {
            throw error
        } catch {
            throw reader.error(node, "\(error)")
        }
    }

    private static func desktop(_ node: YAMLNode, reader: NodeReader) throws(ConfigurationError) -> DesktopOptions {
        var options = DesktopOptions()
        for (key, value) in try reader.mapping(node, keys: desktopKeys, at: "'desktop'") {
            switch key {
            case "color-scheme": options.colorScheme = try reader.bool(value, key: key)
            case "accent-color": options.accentColor = try reader.bool(value, key: key)
            case "kde": options.kde = try reader.bool(value, key: key)
            default:
                var names: [String: String] = [:]
                for (scheme, name) in try reader.mapping(value, keys: ["light", "dark"], at: "'gtk-theme'") {
                    names[scheme] = try reader.string(name, key: scheme)
                }
                guard let light = names["light"], let dark = names["dark"] else {
                    throw reader.error(value, "'gtk-theme' needs both 'light' and 'dark' theme names")
                }
                options.gtkTheme = SchemePair(light: light, dark: dark)
            }
        }
        return options
    }

    private static func liveReload(_ node: YAMLNode, reader: NodeReader, paths: ConfigurationPaths) throws(ConfigurationError) -> LiveReloadOptions {
        var options = LiveReloadOptions()
        for (key, value) in try reader.mapping(node, keys: liveReloadKeys, at: "'live-reload'") {
            switch key {
            case "kitty-sockets":
                options.kittySockets = try reader.sequence(value, key: key).map { item throws(ConfigurationError) in
                    let socket = try reader.string(item, key: key)
                    guard socket.hasPrefix("unix:") else {
                        throw reader.error(item, "kitty socket '\(socket)' is not of the form unix:PATH (kitty's --listen-on)")
                    }
                    return socket
                }
            case "neovim-sockets":
                options.neovimSockets = try reader.sequence(value, key: key).map { item throws(ConfigurationError) in
                    paths.resolve(try reader.string(item, key: key), relativeTo: paths.home).path
                }
            case "kitty": options.kitty = try reader.bool(value, key: key)
            case "neovim": options.neovim = try reader.bool(value, key: key)
            case "waybar": options.waybar = try reader.bool(value, key: key)
            case "foot": options.foot = try reader.bool(value, key: key)
            case "mako": options.mako = try reader.bool(value, key: key)
            default: options.terminals = try reader.bool(value, key: key)
            }
        }
        return options
    }
}

/// Reads typed values out of YAML nodes, with the line of the node in each error.
struct NodeReader {
    let file: String

    func error(_ node: YAMLNode, _ reason: String) -> ConfigurationError {
        ConfigurationError(file: file, line: node.line, reason: reason)
    }

    /// The pairs of a mapping whose keys are all in `keys` (each once), in file order.
    func mapping(_ node: YAMLNode, keys: [String], at place: String) throws(ConfigurationError) -> [(String, YAMLNode)] {
        guard let mapping = node.mapping else { throw error(node, "\(place) must be a mapping of keys to values") }
        var pairs: [(String, YAMLNode)] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.text else { throw error(keyNode, "\(place) has a key that is not text") }
            guard keys.contains(key) else {
                throw error(keyNode, "unknown key '\(key)' in \(place)\(ClosestName.hint(for: key, among: keys)) (keys: \(keys.joined(separator: ", ")))")
            }
            guard !pairs.contains(where: { $0.0 == key }) else { throw error(keyNode, "key '\(key)' is given twice in \(place)") }
            pairs.append((key, value))
        }
        return pairs
    }

    /// The items of a list of at most ``ConfigurationParser/maximumListLength``.
    func sequence(_ node: YAMLNode, key: String) throws(ConfigurationError) -> [YAMLNode] {
        guard let sequence = node.sequence else { throw error(node, "'\(key)' must be a list") }
        guard sequence.count <= ConfigurationParser.maximumListLength else {
            throw error(node, "'\(key)' has \(sequence.count) entries; at most \(ConfigurationParser.maximumListLength) are read")
        }
        return sequence
    }

    func string(_ node: YAMLNode, key: String) throws(ConfigurationError) -> String {
        guard let scalar = node.scalar, !scalar.text.isEmpty else { throw error(node, "'\(key)' must be non-empty text") }
        return scalar.text
    }

    /// A plain `true`/`yes`/`on` or `false`/`no`/`off` in any case (YAML 1.1's booleans).
    func bool(_ node: YAMLNode, key: String) throws(ConfigurationError) -> Bool {
        switch node.scalar.flatMap({ $0.isPlainUntagged ? $0.text.lowercased() : nil }) {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error(node, "'\(key)' is '\(node.scalar?.text ?? "")', not true or false")
        }
    }

    /// A plain number (`_` between digits allowed, `.inf` and `.nan` as YAML spells them), or nil.
    func number(_ node: YAMLNode) -> Double? {
        guard let scalar = node.scalar, scalar.isPlainUntagged else { return nil }
        switch scalar.text.lowercased() {
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        case ".nan": return .nan
        default: return Double(String(scalar.text.filter { $0 != "_" }))
        }
    }
}
