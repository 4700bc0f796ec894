import FoundationEssentials
import Glibc

/// Writes files so that a crash leaves either the old or the new content: a temporary
/// file in the same directory, rename over the target, and — when `durable` — fsync of
/// the file before the rename and of the directory after it, so the new content also
/// survives a power loss. A target that is a symlink is written through: the file it
/// points to is replaced and the link stays.
public enum AtomicFile {
    /// Writes `bytes` to `url` with `mode`, creating its directory (mode 0700) on a first write
    /// unless `createsDirectory` is false (then a missing directory throws ENOENT). `owner`, when
    /// given, is set on the new file (a user's file keeps its owner when root edits it).
    public static func write(
        _ bytes: some Collection<UInt8>, to url: URL, mode: mode_t, durable: Bool = true,
        createsDirectory: Bool = true, owner: (user: uid_t, group: gid_t)? = nil
    ) throws {
        let target = target(of: url.path)
        let slash = target.lastIndex(of: "/") ?? target.startIndex
        let directory = slash == target.startIndex ? "/" : String(target[..<slash])
        let temporary = directory + "/." + target[target.index(after: slash)...] + ".tmp-\(getpid())"
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        if descriptor < 0, errno == ENOENT, createsDirectory {
            // First write: make the directory (private, like every directory the daemon owns).
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        }
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        do {
            try Array(bytes).withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Glibc.write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                    }
                    offset += written
                }
            }
            guard fchmod(descriptor, mode) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            if let owner, geteuid() == 0, fchown(descriptor, owner.user, owner.group) != 0 {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            if durable, fsync(descriptor) != 0 { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            close(descriptor)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let failure = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            unlink(temporary)
            throw failure
        }
        guard durable else { return }
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// Where a write to `path` must land: the file a symlink at `path` finally points to
    /// (relative links resolved against their directory), or `path` itself.
    public static func target(of path: String) -> String {
        var current = path
        for _ in 0..<32 {
            let link = withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PATH_MAX)) { buffer -> String? in
                guard let base = buffer.baseAddress else { return nil }
                let length = readlink(current, base, buffer.count)
                guard length > 0 else { return nil }
                return String(decoding: UnsafeRawBufferPointer(start: base, count: length), as: UTF8.self)
            }
            guard let destination = link else { return current }
            if destination.hasPrefix("/") {
                current = destination
            } else if let slash = current.lastIndex(of: "/") {
                current = String(current[...slash]) + destination
            } else {
                current = destination
            }
        }
        return current
    }
}
