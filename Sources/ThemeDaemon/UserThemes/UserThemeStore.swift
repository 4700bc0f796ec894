import FileReading
import FoundationEssentials
import Glibc
import ThemeCore
import ThemeContract

/// A directory of `<id>.theme` files (docs/themes.md): the user themes in
/// `$XDG_DATA_HOME/themeswitch/themes` (issue 11 §3), or the drafts of unsaved edits. Reads
/// every file at start, skipping a bad one with a warning, and writes one atomically with mode 0600.
public struct UserThemeStore: Sendable {
    /// The directory of the theme files.
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// The store at `$XDG_DATA_HOME/themeswitch/themes` (or `~/.local/share/…`).
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> UserThemeStore {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path) + "/.local/share")
        return UserThemeStore(directory: URL(fileURLWithPath: data).appendingPathComponent("themeswitch/themes"))
    }

    /// The trash beside the themes (`$XDG_DATA_HOME/themeswitch/trash`): deleted theme files,
    /// and in its `drafts` the unsaved edits they had.
    public var trash: UserThemeStore {
        UserThemeStore(directory: directory.deletingLastPathComponent().appendingPathComponent("trash"))
    }

    /// The store's `drafts` subdirectory (the trash's unsaved edits).
    var drafts: UserThemeStore {
        UserThemeStore(directory: directory.appendingPathComponent("drafts"))
    }

    /// Moves the file of `id` into `destination` (one rename, made private when new), replacing
    /// a file of that id there; returns false when there is no file to move.
    func move(id: String, to destination: UserThemeStore) throws -> Bool {
        try FileManager.default.createDirectory(atPath: destination.directory.path, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        guard rename(fileURL(of: id).path, destination.fileURL(of: id).path) == 0 else {
            if errno == ENOENT { return false }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        return true
    }

    /// The file of the theme `id`.
    public func fileURL(of id: String) -> URL {
        directory.appendingPathComponent("\(id).theme")
    }

    /// Every readable theme file, by file name; one warning per file skipped (unreadable,
    /// invalid, or holding an id other than its file name's).
    public func load() -> (themes: [UserTheme], warnings: [String]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var themes: [UserTheme] = []
        var warnings: [String] = []
        // Paths as plain strings: URL's appendingPathComponent costs more than reading a small file.
        let directoryPath = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
        for name in names.sorted() where name.hasSuffix(".theme") && !name.hasPrefix(".") {
            let path = directoryPath + name
            do {
                let theme = try UserThemeStore.read(path)
                guard "\(theme.id).theme" == name else {
                    warnings.append("skipped \(path): it holds theme id '\(theme.id)'; expected the file name's id")
                    continue
                }
                themes.append(theme)
            } catch {
                warnings.append("skipped \(path): \(error)")
            }
        }
        return (themes, warnings)
    }

    /// Writes `theme` to its file, atomically.
    public func save(_ theme: UserTheme) throws {
        try AtomicFile.write(Array(ThemeFile.encode(theme).utf8), to: fileURL(of: theme.id), mode: 0o600)
    }

    /// Removes the file of `id`; a file that is already gone is not an error.
    public func delete(id: String) throws {
        guard unlink(fileURL(of: id).path) == 0 || errno == ENOENT else {
            throw POSIXError(errno)
        }
    }

    /// The theme in the file at `path` (a regular file, or a link to one; ``RegularFile``): a
    /// FIFO, device or directory is refused without being opened.
    static func read(_ path: String) throws(UserThemeFileError) -> UserTheme {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, maximumBytes: ThemeFile.maximumBytes)
        } catch {
            throw UserThemeFileError(description: "it \(error)")
        }
        do {
            return try ThemeFile.decode(bytes)
        } catch {
            throw UserThemeFileError(description: error.description)
        }
    }
}

/// Why a theme file was not used, in one sentence.
struct UserThemeFileError: Error, CustomStringConvertible {
    let description: String
}
