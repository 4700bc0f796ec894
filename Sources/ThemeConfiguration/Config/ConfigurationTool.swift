import FoundationEssentials
import ThemeCore
import ThemeTemplates

/// The offline commands on `config.yaml`, `themeswitch config check` and `themeswitch template
/// list|render`: each prints to standard output, a failure one sentence to standard error, and
/// returns the exit status.
public enum ConfigurationTool {
    /// Validates a configuration file without applying it (`config check [FILE]`).
    public static func check(file: String?, environment: [String: String]) -> Int32 {
        let paths = ConfigurationPaths(environment: environment)
        let url = file.map { URL(fileURLWithPath: $0) } ?? paths.configFile
        guard FileManager.default.fileExists(atPath: url.path) else {
            // config.yaml is optional: without it the defaults are in force, which is valid.
            guard file == nil else { return fail("\(url.path) does not exist") }
            print("\(url.path) does not exist; the defaults are in force (no templates, hooks time out after 10 s)")
            return 0
        }
        do {
            let configuration = try ConfigurationParser.load(url, paths: paths)
            print("\(url.path): valid (\(configuration.templates.count) template\(configuration.templates.count == 1 ? "" : "s"))")
            return 0
        } catch {
            return fail("\(error)")
        }
    }

    /// Lists the built-in templates and the configured ones with their outputs (`template list`).
    public static func list(environment: [String: String]) -> Int32 {
        let paths = ConfigurationPaths(environment: environment)
        guard let configuration = standardConfiguration(paths) else { return 1 }
        print("built-in templates (suggested output under \(paths.configHome.path)):")
        for builtIn in BuiltInTemplate.allCases {
            print("  \(builtIn.rawValue + String(repeating: " ", count: max(0, 12 - builtIn.rawValue.count))) \(builtIn.suggestedPath)")
        }
        print(configuration.templates.isEmpty ? "configured: none (\(paths.configFile.path))" : "configured in \(paths.configFile.path):")
        for entry in configuration.templates {
            let source = switch entry.source {
            case .builtIn(let builtIn): "builtin:\(builtIn.rawValue)"
            case .file(let url): url.path
            }
            let outputs = entry.outputs.map { url, scheme in
                scheme == .current ? url.path : "\(url.path) (\(scheme == .light ? "light" : "dark"))"
            }
            print("  \(entry.name): \(source) → \(outputs.joined(separator: ", "))")
        }
        return 0
    }

    /// Prints one template's text (`template render NAME`): a configured template's name, else
    /// a built-in's, from the light and dark sets `tokens` (the daemon's, which `themeswitch` asked for).
    public static func render(name: String, tokens: SchemePair<TokenSet>, scheme: ColorScheme, environment: [String: String]) -> Int32 {
        let paths = ConfigurationPaths(environment: environment)
        guard let configuration = standardConfiguration(paths) else { return 1 }
        let entry: TemplateEntry
        if let configured = configuration.templates.first(where: { $0.name == name }) {
            entry = configured
        } else if let builtIn = BuiltInTemplate(rawValue: name) {
            entry = TemplateEntry(name: name, source: .builtIn(builtIn), reload: [])
        } else {
            let configured = configuration.templates.map(\.name)
            let names = configured + BuiltInTemplate.allCases.map(\.rawValue).filter { !configured.contains($0) }
            return fail("no template is named '\(name)'\(ClosestName.hint(for: name, among: names)) (templates: \(names.joined(separator: ", ")))")
        }
        do {
            print(try entry.text(tokens: tokens, scheme: scheme), terminator: "")
            return 0
        } catch {
            return fail("\(error)")
        }
    }

    /// config.yaml as the daemon would read it, or nil after saying why it cannot be used.
    private static func standardConfiguration(_ paths: ConfigurationPaths) -> Configuration? {
        do {
            return try ConfigurationParser.load(paths.configFile, paths: paths)
        } catch {
            _ = fail("\(error)")
            return nil
        }
    }

    /// Writes `sentence` to standard error; returns the failure status, 1.
    static func fail(_ sentence: String) -> Int32 {
        StandardError.write("\(sentence)")
        return 1
    }
}
