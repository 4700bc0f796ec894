import ArgumentParser
import ThemeClient

/// `themeswitch template list|render`.
struct TemplateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template",
        abstract: "List templates, or print one rendered (see docs/config.md).",
        subcommands: [List.self, Render.self])

    /// `themeswitch template list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the built-in templates and those config.yaml renders, with their outputs.")

        func run() throws {
            throw ExitCode(DaemonTool.exec(["--list-templates"]).report())
        }
    }

    /// `themeswitch template render NAME [--theme ID] [--scheme light|dark]`.
    struct Render: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Print a template rendered, without writing its output.",
            discussion: """
            NAME is a template configured in config.yaml or a built-in. Without --theme or --scheme:
            the applied theme, scheme and accessibility flags (asked of the daemon).
            Example:
              themeswitch template render kitty --theme sunset --scheme dark
            """)

        @Argument(help: ArgumentHelp("A configured or built-in template.", valueName: "name"))
        var name: String

        @Option(help: "The theme (default: the applied one).", completion: ThemeCompletion.kind)
        var theme: String?

        @Option(help: ArgumentHelp("light or dark (default: the one in force).", valueName: "light|dark"))
        var scheme: SchemeArgument?

        @OptionGroup var global: GlobalOptions

        func run() async throws {
            do {
                var arguments = ["--render-template", name]
                let requested = try scheme?.colorScheme()
                if let theme, let requested {
                    arguments += ["--theme", theme, "--scheme", requested.rawValue]
                } else {
                    let status = try await currentStatus()
                    arguments += ["--theme", theme ?? status.themeID, "--scheme", (requested ?? status.resolvedScheme).rawValue]
                    let flags = [
                        status.accessibility.highContrast ? "high-contrast" : nil,
                        status.accessibility.reduceTransparency ? "reduce-transparency" : nil,
                        status.accessibility.reducedMotion ? "reduced-motion" : nil,
                    ].compactMap { $0 }
                    arguments += ["--accessibility", flags.joined(separator: ",")]
                }
                throw DaemonTool.exec(arguments)
            } catch let failure as CommandFailure {
                throw ExitCode(failure.report())
            }
        }

        private func currentStatus() async throws -> ThemeStatus {
            do {
                let client = try ThemeClient(appID: "", busAddress: global.busAddress)
                defer { client.close() }
                return try await client.status()
            } catch {
                throw CommandFailure(error)
            }
        }
    }
}
