import ArgumentParser

/// Options every subcommand takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The D-Bus address to use instead of the session bus (DBUS_SESSION_BUS_ADDRESS).",
        valueName: "address"))
    var busAddress: String?
}

/// A command that only reads and writes files (`config check`, `template list`, `schedule`):
/// a `--bus-address` would be ignored, so it is refused as a usage error.
protocol FileCommand: ParsableCommand {
    /// `--bus-address`, accepted by the parser only to be refused.
    var global: GlobalOptions { get }
}

extension FileCommand {
    func validate() throws {
        guard global.busAddress == nil else {
            throw ValidationError("--bus-address is for the commands that talk to the daemon; this one only reads and writes config.yaml")
        }
    }
}
