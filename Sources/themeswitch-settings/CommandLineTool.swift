import GObjectKit
import ProgramLocations

/// The `themeswitch` command line, for what the daemon has no method for (the schedule in
/// config.yaml, `setup`): run from the GLib loop, never blocking the window. The program beside
/// this one (`libexec/themeswitch/themeswitch-cli` of an installation, or the build's), else
/// `themeswitch` on PATH.
@MainActor
enum CommandLineTool {
    /// What a run gave: its output, or a one-sentence failure.
    static func run(_ arguments: [String]) async -> Result<String, CommandFailed> {
        let program = ProgramLocations.commandsProgram() ?? "themeswitch"
        do {
            let outcome = try await Subprocess.run([program] + arguments)
            guard outcome.status == 0 else {
                let reason = outcome.errorOutput.split(separator: "\n").last.map(String.init) ?? "exit status \(outcome.status)"
                return .failure(CommandFailed(sentence: "themeswitch \(arguments.first ?? ""): \(reason)"))
            }
            return .success(outcome.output)
        } catch {
            return .failure(CommandFailed(sentence: "Cannot run themeswitch: \(error.description)"))
        }
    }
}

/// A `themeswitch` run that failed, in one sentence.
struct CommandFailed: Error {
    let sentence: String
}
