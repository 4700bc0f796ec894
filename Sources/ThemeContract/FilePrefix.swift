#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// Reads at most a given number of bytes of a file, so a file too large for its purpose is
/// noticed without reading it all (ask for one byte more than allowed to see that it is larger).
public enum FilePrefix {
    /// Up to `limit` bytes from the start of the file at `path`; `POSIXError` when it cannot be opened or read.
    public static func read(_ path: String, upTo limit: Int) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: limit)
        var filled = 0
        while filled < limit {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + filled, limit - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            if count == 0 { break }
            filled += count
        }
        return Array(bytes.prefix(filled))
    }
}
