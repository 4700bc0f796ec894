import Foundation

/// A directory for one test, removed by `remove()`.
struct ScratchDirectory {
    let url: URL

    /// Creates `<parent>/<name>-<random>`; the parent defaults to the temporary directory.
    init(_ name: String, in parent: URL = FileManager.default.temporaryDirectory) throws {
        url = parent.appendingPathComponent("\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// `relative` inside this directory, created as a directory when `create`.
    func path(_ relative: String, create: Bool = false) throws -> URL {
        let target = url.appendingPathComponent(relative)
        if create { try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true) }
        return target
    }

    /// Every regular file below this directory, as paths relative to it, sorted.
    func files() -> [String] {
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        let base = url.resolvingSymlinksInPath().path + "/"
        return walker.compactMap { item -> String? in
            guard let file = item as? URL, (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { return nil }
            return String(file.resolvingSymlinksInPath().path.dropFirst(base.count))
        }.sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
