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
        await Themeswitch.main()
    }
}
