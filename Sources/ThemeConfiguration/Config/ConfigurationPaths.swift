import FoundationEssentials
import ThemeContract

/// The XDG directories the configuration and its relative paths are read against.
public struct ConfigurationPaths: Sendable, Equatable {
    /// `$XDG_CONFIG_HOME` (or `~/.config`): relative output paths start here.
    public let configHome: URL
    /// `$XDG_DATA_HOME` (or `~/.local/share`): darkman's hook directories are here.
    public let dataHome: URL
    /// `$HOME`, for paths starting with `~/`.
    public let home: URL
    /// The daemon's state directory (``ThemeStateDirectory``): drafts, what the daemon and `setup`
    /// changed in the user's files, and what they moved aside are kept here.
    public let stateDirectory: URL

    /// `$XDG_CONFIG_DIRS`' absolute entries, in order; nil when it is unset (each reader applies the
    /// default it documents: `/etc/xdg`).
    public static func configDirectories(in environment: [String: String]) -> [String]? {
        environment["XDG_CONFIG_DIRS"].map { $0.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") } }
    }

    public init(environment: [String: String]) {
        let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        func absolute(_ key: String, default fallback: String) -> URL {
            URL(fileURLWithPath: environment[key].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? (home + fallback))
        }
        self.home = URL(fileURLWithPath: home)
        configHome = absolute("XDG_CONFIG_HOME", default: "/.config")
        dataHome = absolute("XDG_DATA_HOME", default: "/.local/share")
        stateDirectory = ThemeStateDirectory.url(environment: environment)
    }

    /// `$XDG_CONFIG_HOME/themeswitch`: config.yaml, hooks.d and relative template files.
    public var directory: URL { configHome.appendingPathComponent("themeswitch", isDirectory: true) }
    /// `$XDG_CONFIG_HOME/themeswitch/config.yaml`.
    public var configFile: URL { directory.appendingPathComponent("config.yaml", isDirectory: false) }
    /// `$XDG_CONFIG_HOME/themeswitch/hooks.d`.
    public var hooksDirectory: URL { directory.appendingPathComponent("hooks.d", isDirectory: true) }

    /// `path` made absolute: `~/…` from the home directory, a relative one from `base`.
    func resolve(_ path: String, relativeTo base: URL) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        if path == "~" { return home }
        if path.hasPrefix("~/") { return home.appendingPathComponent(String(path.dropFirst(2))) }
        return base.appendingPathComponent(path)
    }
}
