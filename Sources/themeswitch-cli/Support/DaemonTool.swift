#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProgramLocations

/// Runs `themeswitchd` in place of this process for the commands that read `config.yaml`
/// (`config check`, `template`): the YAML reader is linked into the daemon only, which keeps
/// this client small. The daemon installed with this program is preferred
/// (``ProgramLocations/daemon()``), else the one on PATH.
enum DaemonTool {
    /// Replaces this process with `themeswitchd arguments…`, its standard input reading `input`
    /// when given (through a pipe filled before the exec); returns only when that fails.
    static func exec(_ arguments: [String], input: [UInt8]? = nil) -> CommandFailure {
        let program = ProgramLocations.daemon() ?? "themeswitchd"
        if let input, let failure = feedStandardInput(input) { return failure }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execvp(program, argv)
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        return CommandFailure("cannot run \(program) (\(reason)); the configuration commands need themeswitchd installed", status: 69)
    }

    /// Makes standard input a pipe that holds `bytes` and then ends. The pipe is widened to hold
    /// them all (Linux: `F_SETPIPE_SZ`), so nothing has to read while this process writes.
    private static func feedStandardInput(_ bytes: [UInt8]) -> CommandFailure? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return CommandFailure("cannot make a pipe (\(String(cString: strerror(errno))))", status: 70) }
        _ = fcntl(ends[1], 1031 /* F_SETPIPE_SZ */, Int32(max(bytes.count, 65536)))
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(ends[1], buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            guard written > 0 else {
                if written < 0, errno == EINTR { continue }
                close(ends[0])
                close(ends[1])
                return CommandFailure("cannot pass the tokens to themeswitchd (\(String(cString: strerror(errno))))", status: 70)
            }
            offset += written
        }
        close(ends[1])
        dup2(ends[0], STDIN_FILENO)
        close(ends[0])
        return nil
    }
}
