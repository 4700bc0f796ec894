#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Minimal file access for tests that check the repository (no Foundation).
enum SourceFiles {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Every `.swift` file under `directory`, recursively, sorted.
    static func list(_ directory: String) throws -> [String] {
        guard let handle = opendir(directory) else { throw Failure(description: "cannot open \(directory)") }
        defer { closedir(handle) }
        var files: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(".") { continue }
            let path = directory + "/" + name
            if name.hasSuffix(".swift") {
                files.append(path)
            } else if Int32(entry.pointee.d_type) == Int32(DT_DIR) {
                files += try list(path)
            }
        }
        return files.sorted()
    }

    /// The names of the entries in `directory` (no hidden ones), sorted.
    static func names(in directory: String) throws -> [String] {
        guard let handle = opendir(directory) else { throw Failure(description: "cannot open \(directory)") }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }

    /// The file's contents as UTF-8.
    static func read(_ path: String) throws -> String {
        guard let file = fopen(path, "r") else { throw Failure(description: "cannot open \(path)") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
