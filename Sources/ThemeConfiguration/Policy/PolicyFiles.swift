import FoundationEssentials
import Glibc
import ThemeCore

/// Reads the machine policy from `themeswitch/defaults.yaml` and `themeswitch/locks.yaml` in each
/// of `$XDG_CONFIG_DIRS` (default `/etc/xdg`), in that order: the first directory that sets a
/// name wins. A file that is not an administrator's (``PolicyFileTrust``) or that is malformed is
/// not used at all, with one warning; the other files are still read, so that every lock that
/// can be read holds.
public enum PolicyFiles {
    /// The policy read, and one sentence for each file not used.
    public struct Loaded: Sendable, Equatable {
        public var policy: MachinePolicy
        public var warnings: [String]

        public init(policy: MachinePolicy, warnings: [String]) {
            self.policy = policy
            self.warnings = warnings
        }
    }

    /// The directories searched, in order: `$XDG_CONFIG_DIRS`' absolute entries, `/etc/xdg` when it names none.
    public static func directories(environment: [String: String]) -> [URL] {
        let listed = ConfigurationPaths.configDirectories(in: environment) ?? []
        return (listed.isEmpty ? ["/etc/xdg"] : listed).map { URL(fileURLWithPath: $0).appendingPathComponent("themeswitch", isDirectory: true) }
    }

    /// Reads every policy file now.
    public static func load(environment: [String: String]) -> Loaded {
        var policy = MachinePolicy()
        var warnings: [String] = []
        for directory in directories(environment: environment) {
            for kind in [PolicyFileParser.Kind.defaults, .locks] {
                let path = directory.appendingPathComponent(kind.rawValue).path
                let contents: PolicyFileParser.Contents
                switch PolicyFileTrust.read(path, in: directory.path, maximumBytes: PolicyFileParser.maximumBytes) {
                case .missing:
                    continue
                case .ignored(let reason):
                    warnings.append("\(path) \(reason); it is not a machine policy and is ignored")
                    continue
                case .contents(let bytes):
                    do throws(ConfigurationError) {
                        guard let text = String(validating: bytes, as: UTF8.self) else {
                            throw ConfigurationError(file: path, line: nil, reason: "is not UTF-8 text")
                        }
                        contents = try PolicyFileParser.parse(text, kind: kind, file: path, imageFormat: imageFormat)
                    } catch {
                        warnings.append("\(error); the file is refused whole")
                        continue
                    }
                }
                switch kind {
                case .defaults:
                    policy.defaults = policy.defaults.filled(from: contents.values)
                case .locks:
                    let new = contents.locked.filter { policy.locks[$0] == nil }
                    for key in new { policy.locks[key] = path }
                    policy.lockValues = policy.lockValues.filled(from: contents.values.only(new))
                }
            }
        }
        return Loaded(policy: policy, warnings: warnings)
    }

    /// The format of the regular file at `path`, from its first bytes.
    static func imageFormat(_ path: String) -> WallpaperImageFormat? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) <= WallpaperImageFormat.maximumSize else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var signature = [UInt8](repeating: 0, count: WallpaperImageFormat.signatureLength)
        let count = read(descriptor, &signature, signature.count)
        return count > 0 ? WallpaperImageFormat.detect(signature.prefix(count)) : nil
    }
}
