import ArgumentParser
import ThemeClient

/// `themeswitch scheme <system|light|dark>`.
struct SchemeCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "scheme",
        abstract: "Choose light, dark, or follow the desktop (system).",
        discussion: """
        With --variant (dark only): black, the AMOLED #000000 background (the default), or dim,
        dark gray backgrounds; kept for every later dark scheme, also while following the desktop.

        Examples:
          themeswitch scheme dark
          themeswitch scheme dark --variant dim
        """)

    @Argument(help: ArgumentHelp("system, light or dark.", valueName: "system|light|dark"))
    var scheme: SchemeArgument

    @Option(help: ArgumentHelp("The dark scheme's variant: black or dim.", valueName: "black|dim"))
    var variant: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {}

    func run(client: ThemeClient) async throws {
        let preference = try scheme.preference()
        if let variant {
            guard preference == .dark else {
                throw CommandFailure("--variant applies to the dark scheme: use themeswitch scheme dark --variant \(variant)", status: 64)
            }
            try await client.setDarkVariant(variant)
        }
        try await client.setColorScheme(preference)
    }
}
