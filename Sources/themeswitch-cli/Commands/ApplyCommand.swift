import ArgumentParser
import ThemeClient

/// `themeswitch apply <theme> [--wait SECONDS]`.
struct ApplyCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Apply a theme for every app, live.",
        discussion: """
        Prints nothing on success. An unknown id fails with the closest known one. With --wait SECONDS, then waits until every \
        output of the daemon and every app that acknowledges holds the change (as `themeswitch status --wait` does), prints what did \
        not follow, one line each, and exits 1 when something did not.

        Examples:
          themeswitch apply sunset
          themeswitch apply forest --wait 2
        """)

    @Argument(help: "The theme id, e.g. default, midnight, forest, sunset, lavender, rose.",
              completion: ThemeCompletion.kind)
    var theme: String

    @Option(help: ArgumentHelp("Wait up to this many seconds for everything to follow; exit 1 if something did not.", valueName: "seconds"))
    var wait: Double?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if let wait, !(wait >= 0 && wait <= 3600) { throw ValidationError("--wait takes seconds from 0 to 3600, not \(wait)") }
    }

    func run(client: ThemeClient) async throws {
        try await client.apply(theme)
        guard let wait else { return }
        let status = try await DeliveryReport.wait(client, seconds: wait)
        let missed = DeliveryReport.notFollowed(status)
        missed.forEach(Output.line)
        if !missed.isEmpty { throw ExitCode(1) }
    }
}
