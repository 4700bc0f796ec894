import ArgumentParser
import ThemeClient

/// `themeswitch audit [<theme>]`.
struct AuditCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check the contrast of every text/background pair of a theme, light and dark.",
        discussion: """
        Audits the theme as the daemon resolves it, with the current high-contrast flag. Each line:
        verdict, ratio, minimum, foreground on background, where it is used. FAIL marks a pair below \
        its minimum; "brand" a fixed brand accent below 4.5:1 (allowed outside high contrast). \
        Exits with status 1 when any pair fails.

        Example:
          themeswitch audit sunset
        """)

    @Argument(help: "The theme to audit (default: the applied one).", completion: ThemeCompletion.kind)
    var theme: String?

    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        let status = try await client.status()
        let themeID = theme ?? status.themeID
        let highContrast = status.accessibility.highContrast
        var failures = 0
        for scheme in ColorScheme.allCases {
            let tokens = try await client.themeTokens(themeID, scheme: scheme)
            let audit = ContrastAudit(tokens: tokens.tokenSet, highContrast: highContrast)
            let variant = highContrast ? ", high contrast" : ""
            Output.line("\(themeID) \(scheme.rawValue)\(variant):")
            for entry in audit.entries {
                Output.line("  " + Self.line(entry))
            }
            failures += audit.failures.count
            for entry in WallpaperContrast.entries(tokens: tokens.tokenSet, highContrast: highContrast) {
                Output.line("  \(entry.fails ? "FAIL " : "ok   ") \(Self.ratio(entry.ratio)):1  min \(Self.ratio(entry.minimum)):1  "
                    + "\(entry.foreground.key) on wallpaper.background  (\(entry.context))")
                if entry.fails { failures += 1 }
            }
        }
        Output.line(failures == 0 ? "no failing pairs" : "\(failures) failing pair\(failures == 1 ? "" : "s")")
        if failures > 0 { throw ExitCode(1) }
    }

    private static func line(_ entry: ContrastAudit.Entry) -> String {
        let verdict = switch entry.status {
        case .pass: "ok   "
        case .brandException: "brand"
        case .fail: "FAIL "
        case .missingToken: "FAIL "
        }
        let requirement = entry.requirement
        let pair = requirement.foreground.key + " on " + requirement.background.key
            + (requirement.backdrop.map { " over " + $0.key } ?? "")
        return "\(verdict) \(Self.ratio(entry.ratio)):1  min \(Self.ratio(entry.minimum)):1  \(pair)  (\(requirement.context))"
    }

    private static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
