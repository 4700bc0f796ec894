import ArgumentParser
import ThemeClient

/// A subcommand that talks to the daemon: it connects, runs, and turns every failure into one
/// sentence on standard error and an exit status.
protocol ClientCommand: AsyncParsableCommand {
    /// `--bus-address`.
    var global: GlobalOptions { get }
    /// The app id the client resolves tokens for (`""`: none).
    var appID: String { get }
    /// The command's work, with a connected client.
    func run(client: ThemeClient) async throws
}

extension ClientCommand {
    var appID: String { "" }

    func run() async throws {
        do {
            let client: ThemeClient
            do {
                client = try ThemeClient(appID: appID, busAddress: global.busAddress)
            } catch {
                throw CommandFailure(error)
            }
            defer { client.close() }
            do {
                try await run(client: client)
            } catch let error as ThemeClientError {
                throw CommandFailure(error)
            }
        } catch let failure as CommandFailure {
            throw ExitCode(failure.report())
        }
    }
}
