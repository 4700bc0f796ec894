import Foundation
import Glibc
import Synchronization

/// Reports changes to one file name in a directory through inotify on the directory, so that
/// editors that save by writing a new file and renaming it over the old one are seen too.
/// The directory is created when missing. Events come on a thread of its own; `stop()` ends it.
final class DirectoryWatcher: Sendable {
    private let descriptor: Int32
    private let stopped = Mutex(false)

    /// How often the watching thread looks whether it was stopped.
    private static let pollMilliseconds: Int32 = 200

    /// Calls `changed` after each write, rename, creation or removal of `name` in `directory`.
    init(directory: URL, name: String, changed: @escaping @Sendable () -> Void) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { throw POSIXError(errno, path: directory.path) }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
        guard inotify_add_watch(descriptor, directory.path, mask) >= 0 else {
            let failure = POSIXError(errno, path: directory.path)
            close(descriptor)
            throw failure
        }
        self.descriptor = descriptor
        // The thread keeps the watcher until it sees `stop()`, then closes the descriptor.
        Thread {
            self.watch(name: name, changed: changed)
            close(descriptor)
        }.start()
    }

    /// Ends the watch; no call of `changed` starts after the thread sees it.
    func stop() {
        stopped.withLock { $0 = true }
    }

    private func watch(name: String, changed: @Sendable () -> Void) {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let headerSize = MemoryLayout<inotify_event>.size
        while !stopped.withLock({ $0 }) {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, DirectoryWatcher.pollMilliseconds) > 0 else { continue }
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { continue }
            var offset = 0
            var matched = false
            while offset + headerSize <= count {
                let length = buffer.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self).len) }
                let nameBytes = buffer[(offset + headerSize)..<min(count, offset + headerSize + length)]
                if String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self) == name { matched = true }
                offset += headerSize + length
            }
            if matched, !stopped.withLock({ $0 }) { changed() }
        }
    }
}
