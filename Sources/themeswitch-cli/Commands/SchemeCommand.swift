import ArgumentParser
import ThemeClient

/// `themeswitch scheme <system|light|dark>`.
struct SchemeCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "scheme",
        abstract: "Choose light, dark, or follow the desktop (system).",
        discussion: """
        With --variant (dark only): black, the AMOLED #000000 background (the default), dim, \
        dark gray backgrounds, or simplex, SimpleX Chat's purple-tinted dark backgrounds; kept for \
        every later dark scheme, also while following the desktop.

        Examples:
          themeswitch scheme dark
          themeswitch scheme dark --variant dim
        """)

    @Argument(help: ArgumentHelp("system, light or dark.", valueName: "system|light|dark"))
    var scheme: SchemeArgument

    @Option(help: ArgumentHelp("The dark scheme's variant: black, dim or simplex.", valueName: "black|dim|simplex"))
    var variant: DarkVariantArgument?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try CommandFailure.checkingUsage {
            let preference = try scheme.preference()
            if let variant {
                _ = try variant.variant()
                guard preference == .dark else {
                    throw CommandFailure("--variant applies to the dark scheme: use themeswitch scheme dark --variant \(variant.raw)")
                }
            }
        }
    }

    func run(client: ThemeClient) async throws {
        if let variant { try await client.setDarkVariant(try variant.variant()) }
        try await client.setColorScheme(try scheme.preference())
    }
}
