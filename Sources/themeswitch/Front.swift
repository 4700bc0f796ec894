import Glibc

/// `themeswitch`, the command users run: a small program that makes the plain `apply`, `scheme`
/// and `get` itself (``QuickRequest``, with no libdbus, no ArgumentParser and no Swift
/// concurrency to load) and runs `themeswitch-cli`, the commands themselves, for every other
/// command line and for any of those it could not complete (docs/PERFORMANCE.md, "CLI").
@main
enum Front {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if getenv("THEMESWITCH_ARGUMENT_PARSER") == nil, let request = QuickRequest(arguments: arguments), request.succeeds() {
            exit(0)
        }
        CommandsProgram.replaceProcess(arguments: arguments)
    }
}
