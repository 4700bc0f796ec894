import ArgumentParser
import ThemeClient

/// `themeswitch theme validate ID`.
struct ThemeValidateCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "List every problem of a theme at once: severity, field, message.",
        discussion: """
        Exits with status 1 when there is an error (what 'save' would refuse); warnings alone exit 0.

        Example:
          themeswitch theme validate deep-sea
        """)

    @Argument(help: "The theme id.", completion: ThemeCompletion.kind)
    var theme: String

    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        let problems = try await client.validateTheme(theme)
        for problem in problems { Output.line(problem.description) }
        let errors = problems.filter { $0.severity == .error }.count
        Output.line(problems.isEmpty ? "no problems" : "\(errors) error\(errors == 1 ? "" : "s"), \(problems.count - errors) warning\(problems.count - errors == 1 ? "" : "s")")
        if errors > 0 { throw ExitCode(1) }
    }
}
