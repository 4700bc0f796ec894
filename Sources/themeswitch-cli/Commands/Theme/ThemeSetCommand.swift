import ArgumentParser
import ThemeClient

/// `themeswitch theme set ID KEY VALUE [--scheme light|dark|both]`.
struct ThemeSetCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set one semantic value of a theme (an edit that can be undone).",
        discussion: """
        Colors are #RGB, #RRGGBB or #RRGGBBAA; sizes, radii and spacings numbers; weights 100–900. \
        Setting color.accent alone is enough: the accent family follows it.

        Example:
          themeswitch theme set deep-sea color.accent '#0077AA' --scheme light
        """)

    @Argument(help: "The theme id.", completion: ThemeCompletion.kind)
    var theme: String

    @Argument(help: "A semantic key, e.g. color.accent, typography.bodyMedium.size.")
    var key: String

    @Argument(help: "The value.")
    var value: String

    @Option(help: ArgumentHelp("light, dark or both.", valueName: "scheme"), completion: .list(SchemeSelection.allCases.map(\.rawValue)))
    var scheme = "both"

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if SchemeSelection(rawValue: scheme) == nil {
            throw CommandFailure.invalidUsage(scheme, for: "--scheme", accepted: SchemeSelection.allCases.map(\.rawValue))
        }
    }

    func run(client: ThemeClient) async throws {
        try await client.setThemeValue(theme, key: key, value: value, scheme: SchemeSelection(rawValue: scheme) ?? .both)
    }
}
