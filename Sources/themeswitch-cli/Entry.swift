import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process: the plain forms of `apply`, `scheme` and `get` take the lean path
/// (``LeanCommand``); every other command line, and every one when the environment sets
/// `THEMESWITCH_ARGUMENT_PARSER`, goes to ArgumentParser (``Themeswitch``).
@main
enum Entry {
    static func main() async {
        if getenv("THEMESWITCH_ARGUMENT_PARSER") == nil,
           let command = LeanCommand(arguments: Array(CommandLine.arguments.dropFirst())) {
            exit(command.run())
        }
        do {
            var command = try Themeswitch.parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(report(error))
        }
    }

    /// Reports what stopped the command and returns the exit status. A usage error (a bad
    /// value, a missing or unknown argument) is one sentence on standard error with status 64,
    /// as every other error of the CLI; help, `--version` and the rest go as ArgumentParser has them.
    private static func report(_ error: any Error) -> Int32 {
        let status = Themeswitch.exitCode(for: error)
        let message = Themeswitch.message(for: error)
        guard status == .validationFailure, !message.isEmpty else { Themeswitch.exit(withError: error) }
        Output.error(message.split(separator: "\n").joined(separator: "; "))
        return status.rawValue
    }
}
