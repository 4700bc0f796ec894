import Glibc

/// Where Themeswitch's programs find `themeswitch-cli`, from the running executable's own path:
/// as `scripts/install.sh` puts them (`bin/themeswitch`, `libexec/themeswitch/themeswitch-cli`),
/// or side by side in a build's bin directory.
public enum ProgramLocations {
    /// `themeswitch-cli`, the program with every command, which the `themeswitch` front runs.
    public static func commandsProgram() -> String? {
        besideThisExecutable(["../libexec/themeswitch/themeswitch-cli", "themeswitch-cli"])
    }

    /// This process's executable (`/proc/self/exe`).
    public static func thisExecutable() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The first of `relativePaths` (relative to this executable's directory) that is executable.
    private static func besideThisExecutable(_ relativePaths: [String]) -> String? {
        guard let own = thisExecutable(), let slash = own.lastIndex(of: "/") else { return nil }
        let directory = own[..<slash]
        return relativePaths.lazy.map { "\(directory)/\($0)" }.first { access($0, X_OK) == 0 }
    }
}
