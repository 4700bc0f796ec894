import Glibc

/// Reads a file a user names (a theme to import, `config.yaml`, a template, a wallpaper), and
/// only when it is a regular file: its type is checked before it is opened, so a FIFO, a
/// device, a socket or a directory is refused at once instead of blocking the reader or
/// reading without end, and at most `maximumBytes` are ever read.
public enum RegularFile {
    /// The whole file at `path`. Symbolic links are followed unless `followingLinks` is false
    /// (then a link is refused). Throws ``RegularFileError``, whose text never holds any of
    /// the file's bytes.
    public static func read(_ path: String, maximumBytes: Int, followingLinks: Bool = true) throws(RegularFileError) -> [UInt8] {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else {
            throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason: String(cString: strerror(errno)))
        }
        try check(status, maximumBytes: maximumBytes)
        // O_NONBLOCK and O_NOCTTY: should the path be swapped for a FIFO or a terminal after the
        // check, opening it still neither blocks nor takes a controlling terminal.
        let flags = O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW)
        let descriptor = open(path, flags)
        guard descriptor >= 0 else {
            throw errno == ELOOP ? .notRegular(kind: .symbolicLink) : .unreadable(reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        try check(opened, maximumBytes: maximumBytes)
        do {
            return try BoundedRead.bytes(of: descriptor, maximumBytes: maximumBytes)
        } catch .tooLarge {
            // It grew while being read: say how large it is now.
            _ = fstat(descriptor, &opened)
            throw .tooLarge(bytes: max(Int(opened.st_size), maximumBytes + 1), limit: maximumBytes)
        }
    }

    private static func check(_ status: stat, maximumBytes: Int) throws(RegularFileError) {
        let kind = RegularFileError.Kind(mode: status.st_mode)
        guard kind == nil else { throw .notRegular(kind: kind ?? .other) }
        guard Int(status.st_size) <= maximumBytes else { throw .tooLarge(bytes: Int(status.st_size), limit: maximumBytes) }
    }
}

/// Why ``RegularFile/read(_:maximumBytes:followingLinks:)`` refused a file. Its description is
/// the end of a sentence that starts with the file's name, e.g. `is a FIFO (named pipe), not
/// a regular file`; it never quotes the file's contents.
public enum RegularFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What a path is when it is not a regular file.
    public enum Kind: String, Sendable, Equatable {
        case directory = "a directory"
        case fifo = "a FIFO (named pipe)"
        case characterDevice = "a character device"
        case blockDevice = "a block device"
        case socket = "a socket"
        case symbolicLink = "a symbolic link"
        case other = "not a file"

        /// The kind of a file with `mode`, or nil for a regular file.
        init?(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: return nil
            case S_IFDIR: self = .directory
            case S_IFIFO: self = .fifo
            case S_IFCHR: self = .characterDevice
            case S_IFBLK: self = .blockDevice
            case S_IFSOCK: self = .socket
            case S_IFLNK: self = .symbolicLink
            default: self = .other
            }
        }
    }

    /// There is no such file.
    case missing
    /// It is something other than a regular file; it was not opened (or not read).
    case notRegular(kind: Kind)
    /// It has more than `limit` bytes.
    case tooLarge(bytes: Int, limit: Int)
    /// The system refused to read it (`reason` is strerror's text, e.g. "Permission denied").
    case unreadable(reason: String)

    public var description: String {
        switch self {
        case .missing: "does not exist"
        case .notRegular(.other): "is not a regular file"
        case .notRegular(let kind): "is \(kind.rawValue), not a regular file"
        case .tooLarge(let bytes, let limit): "is \(bytes) bytes; at most \(limit) are accepted"
        case .unreadable(let reason): "cannot be read (\(reason))"
        }
    }
}
