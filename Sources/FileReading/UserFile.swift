import FoundationEssentials
import Glibc

/// A file the user wrote (a program's configuration, `kdeglobals`, `config.yaml`), read so that it
/// can be edited and written back without losing anything: its bytes as they are (no decoding), and
/// on writing its mode and owner, the symlink it is reached through and its other hard links.
/// A file that cannot be read is an error, never "empty".
public struct UserFile: Sendable {
    /// The path as named (it may be a symlink).
    public let path: String
    /// Where the content lives: the file a symlink at ``path`` finally points to, or ``path``.
    public let target: String
    /// The file's bytes, or nil when there is no file.
    public let bytes: [UInt8]?
    private let status: stat?

    /// The largest file edited: 4 MiB.
    public static let maximumBytes = 4 << 20

    /// Reads the file at `path` (through symlinks). Throws ``RegularFileError`` when it exists
    /// but cannot be read, is not a regular file or is larger than ``maximumBytes``.
    public init(path: String) throws(RegularFileError) {
        self.path = path
        target = AtomicFile.target(of: path)
        var info = stat()
        guard stat(target, &info) == 0 else {
            guard errno == ENOENT else { throw .unreadable(reason: String(cString: strerror(errno))) }
            bytes = nil
            status = nil
            return
        }
        bytes = try RegularFile.read(target, maximumBytes: UserFile.maximumBytes)
        status = info
    }

    /// Whether the file exists.
    public var exists: Bool { bytes != nil }

    /// The file's permission bits, or nil when there is no file.
    public var mode: mode_t? { status.map { $0.st_mode & 0o7777 } }

    /// Writes `bytes` as the file's new content. An existing file keeps its mode and owner; one
    /// with other hard links is rewritten in place (so every link sees the change), any other
    /// atomically (temporary file, fsync, rename). A new file gets `newMode`; its directory must
    /// exist. Writes go through symlinks.
    public func write(_ bytes: [UInt8], newMode: mode_t = 0o644) throws {
        guard let status else {
            try AtomicFile.write(bytes, to: URL(fileURLWithPath: target), mode: newMode, createsDirectory: false)
            return
        }
        if status.st_nlink > 1 {
            try UserFile.rewriteInPlace(target, bytes)
        } else {
            try AtomicFile.write(
                bytes, to: URL(fileURLWithPath: target), mode: status.st_mode & 0o7777,
                createsDirectory: false, owner: (status.st_uid, status.st_gid))
        }
    }

    /// Writes `bytes` into the existing file at `path` itself (same inode), then cuts it to their length.
    private static func rewriteInPlace(_ path: String, _ bytes: [UInt8]) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.pwrite(descriptor, $0.baseAddress?.advanced(by: offset), $0.count - offset, off_t(offset)) }
            if written < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            offset += written
        }
        guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }
}
