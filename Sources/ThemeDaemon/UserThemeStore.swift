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
        for name in names.sorted() where name.hasSuffix(".theme") && !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name)
            do {
                let theme = try UserThemeStore.read(url)
                guard "\(theme.id).theme" == name else {
                    warnings.append("skipped \(url.path): it holds theme id '\(theme.id)'; expected the file name's id")
                    continue
                }
                themes.append(theme)
            } catch let error as UserThemeFileError {
                warnings.append("skipped \(url.path): \(error)")
            } catch {
                warnings.append("skipped \(url.path): \(error.systemReason)")
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

    /// The theme in the file at `url` (a regular file, or a link to one); reads at most one byte
    /// more than a theme file may have.
    static func read(_ url: URL) throws -> UserTheme {
        var status = stat()
        guard stat(url.path, &status) == 0 else { throw POSIXError(errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw UserThemeFileError(description: "it is not a regular file")
        }
        let data = try FilePrefix.read(url.path, upTo: ThemeFile.maximumBytes + 1)
        do {
            return try ThemeFile.decode(Array(data))
        } catch {
            throw UserThemeFileError(description: error.description)
        }
    }
}

/// Why a theme file was not used, in one sentence.
struct UserThemeFileError: Error, CustomStringConvertible {
    let description: String
}
