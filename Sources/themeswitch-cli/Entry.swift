import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `themeswitch-cli`, every command, read by ArgumentParser (``Themeswitch``). The `themeswitch`
/// front runs it for every command line but the plain `apply`, `scheme` and `get` it makes itself,
/// and for those when it could not complete them (docs/CLI.md, "Start-up").
@main
enum Entry {
    static func main() async {
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
