import Glibc

/// Reads the daemon's snapshot file (``TokenSnapshotFile``) with plain system calls.
struct SnapshotFileReader: Sendable {
    /// The file, or nil when there is no runtime directory (then every change is fetched with `GetTokens`).
    let path: String?

    /// The file's contents, or nil when it is missing, too large or not a snapshot.
    func read() -> TokenSnapshotFile.Contents? {
        guard let path else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while bytes.count <= TokenSnapshotFile.maximumBytes {
            let count = Glibc.read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return try? TokenSnapshotFile.decode(bytes) }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return nil
    }
}
