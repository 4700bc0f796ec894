import DBus
import FoundationEssentials
import Glibc

/// Reports changes to one file name in a directory through inotify on the directory, so that
/// editors that save by writing a new file and renaming it over the old one are seen too.
/// The directory is created when missing (unless told not to). The inotify descriptor is polled by the bus
/// connection's event loop (``Connection/watch(readable:_:)``), which `changed` is called on:
/// no thread of its own, and no thread woken by the daemon's own writes in the directory
/// (`settings.json` beside `config.yaml`) while the loop is awake for the change that makes them.
final class DirectoryWatcher: Sendable {
    private let watch: DescriptorWatch

    /// Calls `changed` after each write, rename, creation or removal of `name` in `directory`, and
    /// each change of its owner or mode.
    init(directory: URL, name: String, createsDirectory: Bool = true, on connection: Connection, changed: @escaping @Sendable () -> Void) throws {
        if createsDirectory {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { throw POSIXError(errno) }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
        guard inotify_add_watch(descriptor, directory.path, mask) >= 0 else {
            let failure = POSIXError(errno)
            close(descriptor)
            throw failure
        }
        watch = connection.watch(readable: descriptor) {
            if DirectoryWatcher.readEvents(descriptor, naming: name) { changed() }
        }
    }

    /// Ends the watch; no call of `changed` starts after it.
    func stop() {
        watch.cancel()
    }

    /// Reads every event waiting on `descriptor`; returns whether one of them names `name`.
    private static func readEvents(_ descriptor: Int32, naming name: String) -> Bool {
        let headerSize = MemoryLayout<inotify_event>.size
        var matched = false
        withUnsafeTemporaryAllocation(byteCount: 4096, alignment: MemoryLayout<inotify_event>.alignment) { buffer in
            guard let base = buffer.baseAddress else { return }
            while true {
                let count = read(descriptor, base, buffer.count)
                guard count > 0 else { return }
                var offset = 0
                while offset + headerSize <= count {
                    let length = Int(buffer.loadUnaligned(fromByteOffset: offset, as: inotify_event.self).len)
                    let nameBytes = UnsafeRawBufferPointer(rebasing: buffer[(offset + headerSize)..<min(count, offset + headerSize + length)])
                    if String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self) == name { matched = true }
                    offset += headerSize + length
                }
            }
        }
        return matched
    }
}
