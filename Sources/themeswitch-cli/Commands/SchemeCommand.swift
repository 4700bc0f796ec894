import ArgumentParser
import ThemeClient

/// `themeswitch scheme <system|light|dark|toggle> [--until-next] [--variant V]`.
struct SchemeCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "scheme",
        abstract: "Choose light, dark, or follow the desktop (system); or hold one until the schedule's next transition.",
        discussion: """
        light and dark hold until you choose again; system follows the desktop, or the schedule in config.yaml, at once (and ends \
        a scheme held over the schedule). toggle, and light or dark with --until-next, hold a scheme over the schedule only until \
        its next transition; then the schedule takes over again (docs/config.md, "schedule"). They need a schedule.

        With --variant (dark only): black, the AMOLED #000000 background (the default), dim, \
        dark gray backgrounds, or simplex, SimpleX Chat's purple-tinted dark backgrounds; kept for \
        every later dark scheme, also while following the desktop.

        Examples:
          themeswitch scheme dark
          themeswitch scheme dark --variant dim
          themeswitch scheme toggle
          themeswitch scheme light --until-next
        """)

    @Argument(help: ArgumentHelp("system, light, dark, or toggle (the other one until the next transition).", valueName: "system|light|dark|toggle"))
    var scheme: SchemeArgument

    @Flag(help: "Hold light or dark only until the schedule's next transition.")
    var untilNext = false

    @Option(help: ArgumentHelp("The dark scheme's variant: black, dim or simplex.", valueName: "black|dim|simplex"))
    var variant: DarkVariantArgument?

    @OptionGroup var global: GlobalOptions

    /// Whether the request is a hold over the schedule (`HoldScheme`) rather than a preference.
    private var holds: Bool { scheme.raw == "toggle" || untilNext }

    func validate() throws {
        try CommandFailure.checkingUsage {
            if scheme.raw == "toggle" {
                if let variant { throw CommandFailure("--variant applies to the dark scheme: use themeswitch scheme dark --variant \(variant.raw)") }
                return
            }
            let preference = try scheme.preference()
            if untilNext, preference == .system {
                throw CommandFailure("--until-next holds light or dark until the next transition; system follows the schedule already")
            }
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
        if holds {
            try await client.holdScheme(scheme.raw)
        } else {
            try await client.setColorScheme(try scheme.preference())
        }
    }
}
