import FileReading
import Glibc

/// How a template's output is written, decided from what is at its path now, so that no file the
/// user wrote is lost and nothing is made outside the documented paths:
/// - nothing there: the file is written when its directory exists (or may be made);
/// - a file of ours (``OutputRecord/isOurs(_:holding:)``): it is replaced;
/// - a file of the user's: it is moved aside first;
/// - a symlink: written through when it points to a file of ours, or to a missing file whose
///   directory exists; a link to a file of the user's is itself moved aside (the file it points
///   to stays untouched); a link whose target's directory is missing is refused.
struct OutputPlacement: Equatable {
    /// Where the bytes go: the output path, or the file a symlink there points to.
    let target: String
    /// What the file there holds now (the user's, when it is to be moved aside), or nil when there is none.
    let existing: [UInt8]?
    /// The entry to move aside before writing (the user's file, or a symlink to one).
    let movingAside: String?
    /// Whether the output's missing directory is to be made.
    let makesDirectory: Bool

    /// Examines `path`. `createsDirectory`: a missing directory of the output may be made;
    /// `isOurs` tells a file of ours by its path and content.
    init(_ path: String, createsDirectory: Bool, isOurs: (String, [UInt8]) -> Bool) throws(OutputError) {
        var entry = stat()
        guard lstat(path, &entry) == 0 else {
            guard errno == ENOENT else { throw OutputError("\(path) cannot be examined (\(String(cString: strerror(errno))))") }
            let directory = OutputPlacement.directory(of: path)
            guard OutputPlacement.isDirectory(directory) || createsDirectory else {
                throw OutputError("the output directory \(directory) does not exist")
            }
            self.init(target: path, existing: nil, movingAside: nil, makesDirectory: createsDirectory)
            return
        }
        let target = (entry.st_mode & S_IFMT) == S_IFLNK ? AtomicFile.target(of: path) : path
        var status = stat()
        guard stat(target, &status) == 0 else {
            let directory = OutputPlacement.directory(of: target)
            guard errno == ENOENT, OutputPlacement.isDirectory(directory) else {
                throw OutputError("\(path) is a symbolic link to \(target), whose directory \(directory) does not exist; nothing was written")
            }
            self.init(target: target, existing: nil, movingAside: nil, makesDirectory: false)
            return
        }
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(target, maximumBytes: UserFile.maximumBytes)
        } catch {
            throw OutputError(target == path ? "\(path) \(error)" : "\(path) is a symbolic link to \(target), which \(error)")
        }
        let ours = isOurs(target, bytes)
        self.init(target: ours ? target : path, existing: bytes, movingAside: ours ? nil : path, makesDirectory: false)
    }

    private init(target: String, existing: [UInt8]?, movingAside: String?, makesDirectory: Bool) {
        self.target = target
        self.existing = existing
        self.movingAside = movingAside
        self.makesDirectory = makesDirectory
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
