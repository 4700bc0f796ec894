import ArgumentParser
import ThemeClient

/// `themeswitch theme preview ID [--seconds N]`.
struct ThemePreviewCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show any theme for a while, then the applied one again; nothing is saved.",
        discussion: """
        Stays until the time is up; Ctrl-C ends the preview at once (the daemon ends a preview when \
        its caller leaves).

        Example:
          themeswitch theme preview midnight --seconds 10
        """)

    @Argument(help: "The theme id.", completion: ThemeCompletion.kind)
    var theme: String

    @Option(help: "How long, 1–3600 seconds.")
    var seconds: UInt32 = 10

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard (1...3600).contains(seconds) else { throw ValidationError("invalid --seconds '\(seconds)': use 1 to 3600 seconds") }
    }

    func run(client: ThemeClient) async throws {
        try await client.previewTheme(theme, seconds: seconds)
        Output.line("previewing \(theme) for \(seconds) s; Ctrl-C ends it")
        try await Task.sleep(for: .seconds(Int(seconds)))
    }
}
