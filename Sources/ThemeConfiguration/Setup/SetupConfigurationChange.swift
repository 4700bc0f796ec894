import FoundationEssentials
import ThemeTemplates

/// What `themeswitch setup` changes in config.yaml: the found programs' templates added to
/// `templates`, and `live-reload: terminals: true` when a found program follows only through it
/// (foot 1.13). Checked as the daemon reads it before anything is written.
struct SetupConfigurationChange {
    let file: ConfigurationFileEdit
    let text: String

    /// The change for `found`, printed as it is decided; nil when config.yaml stays as it is.
    /// Throws the sentence to fail with.
    static func make(
        _ found: [SetupProgram], _ configuration: Configuration, outputs: [BuiltInTemplate: URL], paths: ConfigurationPaths
    ) throws(ConfigurationFileEdit.Refusal) -> SetupConfigurationChange? {
        var missing: [BuiltInTemplate] = []
        for program in found where outputs[program.template] == nil && !missing.contains(program.template) {
            missing.append(program.template)
        }
        let terminals = !configuration.liveReload.terminals && found.contains { SetupLive.needsTerminals($0.id) }
        guard !missing.isEmpty || terminals else { return nil }
        let file: ConfigurationFileEdit
        do {
            file = try ConfigurationFileEdit(paths.configFile)
        } catch {
            throw ConfigurationFileEdit.Refusal(description: "\(paths.configFile.path) \(error); nothing was changed")
        }
        var text = file.text
        if !missing.isEmpty {
            guard let added = ConfigurationEditor.appendingItems(missing.map { "builtin: \($0.rawValue)" }, toListOf: "templates", in: text) else {
                throw ConfigurationFileEdit.Refusal(description: "\(paths.configFile.path) has 'templates' as a flow list; write it as a block list (one '- ' item a line) and run setup again")
            }
            text = added
            print("\(paths.configFile.path): add templates \(missing.map(\.rawValue).joined(separator: ", "))")
        }
        if terminals {
            if let enabled = SetupLive.enablingTerminals(in: text) {
                text = enabled
                print("\(paths.configFile.path): live-reload: terminals: true (foot 1.13 follows a change while it runs only through it)")
            } else {
                print("\(paths.configFile.path) sets live-reload's terminals itself; left as it is: a running foot 1.13 follows only with terminals: true")
            }
        }
        guard text != file.text else { return nil }
        do {
            _ = try ConfigurationParser.parse(text, file: paths.configFile.path, paths: paths)
        } catch {
            throw ConfigurationFileEdit.Refusal(description: "adding the templates would make \(error); nothing was changed")
        }
        return SetupConfigurationChange(file: file, text: text)
    }
}
