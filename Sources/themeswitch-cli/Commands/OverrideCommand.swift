import ArgumentParser
import FileReading
import FoundationEssentials
import ThemeClient

/// `themeswitch override set|clear|list|reset|export|import`: the override layers (issue 12).
struct OverrideCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "override",
        abstract: "Refine the theme with overrides: global, per app, or per app context.",
        discussion: """
        Layers, most specific wins, field by field: theme ← global ← app ← app context.

        Examples:
          themeswitch override set color.accent '#FF3B30'
          themeswitch override set color.background '#101010' --app org.gnome.Terminal --scheme dark
          themeswitch override list
        """,
        subcommands: [
            OverrideSetCommand.self, OverrideClearCommand.self, OverrideListCommand.self, OverrideResetCommand.self,
            OverrideExportCommand.self, OverrideImportCommand.self,
        ])
}

/// `--app`, `--context` and `--scheme` of `override set` and `override clear`.
struct OverrideScopeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The app the override is for (default: every app).", valueName: "app-id"))
    var app: String?

    @Option(help: ArgumentHelp("A context within the app, such as compose (needs --app).", valueName: "context"))
    var context: String?

    @Option(help: ArgumentHelp("light, dark or both.", valueName: "light|dark|both"), completion: .list(SchemeSelection.allCases.map(\.rawValue)))
    var scheme = "both"

    func validate() throws {
        if SchemeSelection(rawValue: scheme) == nil {
            throw CommandFailure.invalidUsage(scheme, for: "--scheme", accepted: SchemeSelection.allCases.map(\.rawValue))
        }
        if context != nil, app == nil { throw ValidationError("--context needs --app: a context refines one app's overrides") }
    }
}

/// `themeswitch override set KEY VALUE [--app APP_ID [--context CTX]] [--scheme light|dark|both]`.
struct OverrideSetCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Set one semantic token for every app, one app, or one context.",
        discussion: """
        Example:
          themeswitch override set shape.medium 16 --app org.example.Mail
        """)

    @Argument(help: "A semantic token key (docs/tokens.md), such as color.accent.") var key: String
    @Argument(help: "The value: #RRGGBB[AA], a number, or a font design.") var value: String
    @OptionGroup var scope: OverrideScopeOptions
    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        try await client.setOverride(key, value: value, scheme: scope.scheme, appID: scope.app ?? "", context: scope.context ?? "")
    }
}

/// `themeswitch override clear KEY [--app APP_ID [--context CTX]] [--scheme light|dark|both]`.
struct OverrideClearCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Clear one override, so the layer below shows through.",
        discussion: """
        Example:
          themeswitch override clear color.accent --app org.example.Mail
        """)

    @Argument(help: "The token key to clear.") var key: String
    @OptionGroup var scope: OverrideScopeOptions
    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        try await client.clearOverride(key, scheme: scope.scheme, appID: scope.app ?? "", context: scope.context ?? "")
    }
}

/// `themeswitch override list [global|APP_ID] [--context CTX] [--json]`.
struct OverrideListCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the overrides of every scope, or of one.",
        discussion: """
        One line per override: scope (global, APP_ID or APP_ID/CONTEXT), scheme, key, value, tab-separated.

        Example:
          themeswitch override list org.example.Mail --json
        """)

    @Argument(help: ArgumentHelp("global, or an app id (default: every scope).", valueName: "scope"))
    var scope: String?
    @Option(help: ArgumentHelp("A context within the app.", valueName: "context")) var context: String?
    @Flag(help: "Print a JSON array.") var json = false
    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        let appID = scope.map { $0 == "global" ? "" : $0 } ?? "*"
        let entries = try await client.overrides(appID: appID, context: context ?? "")
        if json {
            Output.line(JSONObject.array(entries.map { entry in
                var object = JSONObject()
                object.add("app", entry.appID)
                object.add("context", entry.context)
                object.add("scheme", entry.scheme)
                object.add("key", entry.key)
                object.add("value", entry.value)
                return object
            }))
            return
        }
        for entry in entries {
            let scope = entry.appID.isEmpty ? "global" : entry.context.isEmpty ? entry.appID : "\(entry.appID)/\(entry.context)"
            Output.line([scope, entry.scheme, entry.key, entry.value].joined(separator: "\t"))
        }
    }
}

/// `themeswitch override reset [--app APP_ID | --all]`.
struct OverrideResetCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset", abstract: "Remove the global overrides, one app's, or all.",
        discussion: """
        Without options: the global layer. --app: that app's layer and its contexts'. --all: everything.

        Example:
          themeswitch override reset --app org.example.Mail
        """)

    @Option(help: ArgumentHelp("The app whose overrides go.", valueName: "app-id")) var app: String?
    @Flag(help: "Remove every override.") var all = false
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if all, app != nil { throw ValidationError("use either --app or --all, not both") }
    }

    func run(client: ThemeClient) async throws {
        try await client.resetOverrides(appID: all ? "*" : app ?? "")
    }
}

/// `themeswitch override export [-o FILE]`.
struct OverrideExportCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write every override as YAML.",
        discussion: """
        Example:
          themeswitch override export -o overrides.yaml
        """)

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?
    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        let yaml = try await client.exportOverrides()
        guard let output else { return Output.write(yaml) }
        try OutputFile.write(yaml, to: output)
    }
}

/// `themeswitch override import FILE`.
struct OverrideImportCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Replace every override with those of a YAML file.",
        discussion: """
        Example:
          themeswitch override import overrides.yaml
        """)

    /// Larger files are refused before they are read: the daemon accepts 256 KiB.
    static let maximumBytes = 256 * 1024

    @Argument(help: "A YAML file, as `override export` writes.") var file: String
    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(file, maximumBytes: Self.maximumBytes)
        } catch {
            throw CommandFailure("\(file) \(error); give a YAML file as `override export` writes")
        }
        guard let yaml = String(validating: bytes, as: UTF8.self) else {
            throw CommandFailure("\(file) is not UTF-8 text; an overrides file is UTF-8")
        }
        try await client.importOverrides(yaml)
    }
}
