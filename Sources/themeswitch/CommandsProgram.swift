import Glibc
import ProgramLocations

/// `themeswitch-cli`, the program with every command, which the front becomes (`execv`) for
/// every command line it does not complete itself (``ProgramLocations/commandsProgram()``).
enum CommandsProgram {
    /// Replaces this process by `themeswitch-cli` with `arguments` (same process id, environment,
    /// standard streams and program name); exits 70 with one sentence when it cannot.
    static func replaceProcess(arguments: [String]) -> Never {
        guard let path = ProgramLocations.commandsProgram() else {
            let own = ProgramLocations.thisExecutable() ?? "themeswitch"
            fail("cannot find themeswitch-cli in ../libexec/themeswitch/ or beside \(own); reinstall themeswitch")
        }
        let argv = ([CommandLine.arguments.first ?? "themeswitch"] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        fail("cannot run \(path) (\(String(cString: strerror(errno))))")
    }

    private static func fail(_ sentence: String) -> Never {
        let line = Array("themeswitch: \(sentence)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(70)
    }
}
