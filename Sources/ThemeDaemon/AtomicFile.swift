import Foundation
import Glibc

/// Writes files so that a crash leaves either the old or the new content: a temporary
/// file in the same directory, fsync, rename over the target, fsync of the directory.
enum AtomicFile {
    static func write(_ data: Data, to url: URL, mode: mode_t) throws {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw POSIXError(errno, path: temporary.path) }
        do {
            try data.withUnsafeBytes { buffer in
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
            guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else { throw POSIXError(errno, path: temporary.path) }
            close(descriptor)
        } catch {
            close(descriptor)
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            let failure = POSIXError(errno, path: url.path)
            unlink(temporary.path)
            throw failure
        }
        let directoryDescriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }
}

extension POSIXError {
    init(_ code: Int32, path: String) {
        self.init(POSIXErrorCode(rawValue: code) ?? .EIO, userInfo: [NSFilePathErrorKey: path])
    }
}
