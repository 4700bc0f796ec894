#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `themeswitchd` in place of this process for the commands that read `config.yaml`
/// (`config check`, `template`): the YAML reader is linked into the daemon only, which keeps
/// this client small. The daemon next to this executable is preferred, else the one on PATH.
enum DaemonTool {
    /// Replaces this process with `themeswitchd arguments…`; returns only when that fails.
    static func exec(_ arguments: [String]) -> CommandFailure {
        let program = sibling() ?? "themeswitchd"
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execvp(program, argv)
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        return CommandFailure("cannot run \(program) (\(reason)); the configuration commands need themeswitchd installed", status: 69)
    }

    /// `themeswitchd` in this executable's directory, when it is there and executable.
    private static func sibling() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let candidate = String(path[..<slash]) + "/themeswitchd"
        return access(candidate, X_OK) == 0 ? candidate : nil
    }
}
