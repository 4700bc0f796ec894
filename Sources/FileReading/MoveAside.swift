import FoundationEssentials
import Glibc

/// Keeps a file the user wrote that is in the way of one of ours: the entry at a path (a symlink
/// stays a symlink, pointing where it did) is renamed beside itself to
/// `<name>.before-themeswitch-<UTC time>`, never over another file.
public enum MoveAside {
    /// Renames `path` and returns where it went.
    public static func move(_ path: String, now: Date = Date()) throws -> String {
        let stamp = Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted, timeZone: .gmt).format(now)
        let base = "\(path).before-themeswitch-\(stamp)"
        var destination = base
        var info = stat()
        var number = 2
        while lstat(destination, &info) == 0 {
            destination = "\(base)-\(number)"
            number += 1
        }
        guard rename(path, destination) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return destination
    }
}
