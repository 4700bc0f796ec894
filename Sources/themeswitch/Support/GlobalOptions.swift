import ArgumentParser

/// Options every subcommand takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The D-Bus address to use instead of the session bus (DBUS_SESSION_BUS_ADDRESS).",
        valueName: "address"))
    var busAddress: String?
}
