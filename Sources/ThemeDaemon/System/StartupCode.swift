#if canImport(Glibc)
import Glibc
#endif

/// The executable's code that only start-up ran. Once the daemon serves, its code pages mapped
/// so far are handed back (`madvise(MADV_DONTNEED)` on the executable's read-only, executable
/// mappings, never on data): they are clean copies of the file, so they stay in the page cache
/// and a page used again is mapped again on its next use. What stays resident is the code that
/// idling and changes run (docs/PERFORMANCE.md, "Daemon").
public enum StartupCode {
    /// Unmaps the executable's code pages from this process; returns how many bytes of mappings
    /// it covered (0 when `/proc/self/maps` cannot be read).
    @discardableResult
    public static func release() -> Int {
        var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        guard length > 0, let maps = fopen("/proc/self/maps", "r") else { return 0 }
        defer { fclose(maps) }
        let executable = String(decoding: path[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var released = 0
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, maps) > 0, let line {
            // "start-end perms offset device inode path"
            let fields = String(cString: line).split(whereSeparator: { $0 == " " || $0 == "\n" })
            guard fields.count >= 6, fields[1] == "r-xp", fields[5...].joined(separator: " ") == executable else { continue }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16), end > start,
                  let address = UnsafeMutableRawPointer(bitPattern: start) else { continue }
            if madvise(address, Int(end - start), MADV_DONTNEED) == 0 { released += Int(end - start) }
        }
        return released
    }
}
