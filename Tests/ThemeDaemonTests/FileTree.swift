import Foundation
import Glibc

/// What is at a path in a test's home, to compare a tree before and after: a file's bytes, mode
/// and (when it has other hard links, which must see every change) inode, a symlink's
/// destination, or a directory.
enum FileTreeEntry: Equatable {
    case file([UInt8], mode: mode_t, inode: ino_t)
    case link(String)
    case directory

    /// Every entry below `root`, by path; symlinks are not followed.
    static func entries(below root: URL) -> [String: FileTreeEntry] {
        var entries: [String: FileTreeEntry] = [:]
        for relative in (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? [] {
            let path = root.appendingPathComponent(relative).path
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFLNK: entries[path] = .link((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "")
            case S_IFDIR: entries[path] = .directory
            default:
                entries[path] = .file(FileManager.default.contents(atPath: path).map(Array.init) ?? [], mode: info.st_mode & 0o7777,
                                      inode: info.st_nlink > 1 ? info.st_ino : 0)
            }
        }
        return entries
    }
}
