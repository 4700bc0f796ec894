import FoundationEssentials
import Glibc
import Spawn
import Synchronization

/// Reports changes to one file name in a directory through inotify on the directory, so that
/// editors that save by writing a new file and renaming it over the old one are seen too.
/// The directory is created when missing. Events come on a thread of its own, which sleeps in
/// `poll` until an event or `stop()` (a byte on a pipe) wakes it: no wake-ups while idle.
final class DirectoryWatcher: Sendable {
    private let descriptor: Int32
    private let wakeUp: (read: Int32, write: Int32)
    private let stopped = Mutex(false)

    /// Calls `changed` after each write, rename, creation or removal of `name` in `directory`.
    init(directory: URL, name: String, changed: @escaping @Sendable () -> Void) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { throw POSIXError(errno) }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
        guard inotify_add_watch(descriptor, directory.path, mask) >= 0 else {
            let failure = POSIXError(errno)
            close(descriptor)
            throw failure
        }
        let pipeEnds: (read: Int32, write: Int32)
        do {
            pipeEnds = try Spawn.pipe()
        } catch {
            close(descriptor)
            throw error
        }
        self.descriptor = descriptor
        wakeUp = pipeEnds
        // The thread keeps the watcher until it sees `stop()`, then closes the descriptors.
        DetachedThread.start {
            self.watch(name: name, changed: changed)
            close(descriptor)
            close(pipeEnds.read)
            close(pipeEnds.write)
        }
    }

    /// Ends the watch; no call of `changed` starts after the thread sees it.
    func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        if first {
            var byte: UInt8 = 1
            _ = write(wakeUp.write, &byte, 1)
        }
    }

    private func watch(name: String, changed: @Sendable () -> Void) {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let headerSize = MemoryLayout<inotify_event>.size
        while !stopped.withLock({ $0 }) {
            var pollers = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0)]
            guard poll(&pollers, 2, -1) > 0, pollers[0].revents & Int16(POLLIN) != 0 else { continue }
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
