import FileReading
import Glibc

/// Opens a policy file only when an administrator's: the file and its directory owned by root
/// and writable by no group or other user (a user could otherwise lock themselves or, on a
/// shared machine, others). The file is checked on the descriptor it is read from, so that a
/// swap between the check and the read is not read.
enum PolicyFileTrust {
    /// What opening a policy file found.
    enum Outcome: Equatable {
        /// No such file: not a policy, nothing to say.
        case missing
        /// Not a policy, in the end of a sentence that starts with the file's path.
        case ignored(String)
        /// The file's bytes.
        case contents([UInt8])
    }

    /// The policy file at `path` in `directory`, read when both are trusted.
    static func read(_ path: String, in directory: String, maximumBytes: Int) -> Outcome {
        var directoryStatus = stat()
        guard stat(directory, &directoryStatus) == 0 else { return .missing }
        if let problem = problem(with: directoryStatus, what: "its directory") { return .ignored(problem) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else {
            if errno == ENOENT { return .missing }
            return .ignored(errno == ELOOP ? "is a symbolic link" : "cannot be read (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .ignored("cannot be read (\(String(cString: strerror(errno))))") }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .ignored("is not a regular file") }
        if let problem = problem(with: status, what: "it") { return .ignored(problem) }
        do {
            return .contents(try BoundedRead.bytes(of: descriptor, maximumBytes: maximumBytes))
        } catch {
            return .ignored("\(error)")
        }
    }

    /// Why a file or directory with `status` is not an administrator's, or nil when it is.
    static func problem(with status: stat, what: String) -> String? {
        if status.st_uid != 0 {
            return "\(what) is owned by \(ownerName(status.st_uid)), not root"
        }
        if status.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            return "\(what) is writable by \(status.st_mode & S_IWOTH != 0 ? "every user" : "its group") (mode \(String(status.st_mode & 0o7777, radix: 8)))"
        }
        return nil
    }

    private static func ownerName(_ uid: uid_t) -> String {
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return "user \(uid)" }
        return "\(String(cString: name)) (\(uid))"
    }
}
