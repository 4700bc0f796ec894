import Foundation
import Glibc

/// Writes files so that a crash leaves either the old or the new content: a temporary
/// file in the same directory, rename over the target, and — when `durable` — fsync of
/// the file before the rename and of the directory after it, so the new content also
/// survives a power loss. A target that is a symlink is written through: the file it
/// points to is replaced and the link stays.
enum AtomicFile {
    static func write(_ bytes: some Collection<UInt8>, to url: URL, mode: mode_t, durable: Bool = true) throws {
        let target = resolvingSymlink(url)
        let directory = target.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = directory.appendingPathComponent(".\(target.lastPathComponent).tmp-\(getpid())")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw POSIXError(errno, path: temporary.path) }
        do {
            try Array(bytes).withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Glibc.write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw POSIXError(errno, path: temporary.path)
                    }
                    offset += written
                }
            }
            guard fchmod(descriptor, mode) == 0 else { throw POSIXError(errno, path: temporary.path) }
            if durable, fsync(descriptor) != 0 { throw POSIXError(errno, path: temporary.path) }
            close(descriptor)
        } catch {
            close(descriptor)
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, target.path) == 0 else {
            let failure = POSIXError(errno, path: target.path)
            unlink(temporary.path)
            throw failure
        }
        guard durable else { return }
        let directoryDescriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// Where a write to `url` must land: the file a symlink at `url` finally points to
    /// (relative links resolved against their directory), or `url` itself.
    private static func resolvingSymlink(_ url: URL) -> URL {
        var current = url
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else { return current }
            current = destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return current
    }
}

extension POSIXError {
    init(_ code: Int32, path: String) {
        self.init(POSIXErrorCode(rawValue: code) ?? .EIO, userInfo: [NSFilePathErrorKey: path])
    }
}
