import Glibc

/// Reads an open descriptor to its end, but never more than a limit: a file that grows while it
/// is read, or a pipe that never ends (`/dev/stdin`), is noticed instead of held whole.
public enum BoundedRead {
    /// Every byte left in `descriptor`, when there are at most `maximumBytes`; throws
    /// ``RegularFileError/tooLarge(bytes:limit:)`` as soon as one more arrives (its `bytes` is
    /// then what was read, the limit plus one), and ``RegularFileError/unreadable(reason:)``.
    public static func bytes(of descriptor: Int32, maximumBytes: Int) throws(RegularFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        // One byte more than allowed tells a source that is too long.
        while bytes.count <= maximumBytes {
            let count = Glibc.read(descriptor, &chunk, min(chunk.count, maximumBytes + 1 - bytes.count))
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
        throw .tooLarge(bytes: bytes.count, limit: maximumBytes)
    }
}
