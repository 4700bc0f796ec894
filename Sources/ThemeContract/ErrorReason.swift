#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

extension Error {
    /// Why a file or system operation failed, as the C library says it (`No such file or
    /// directory`): FoundationEssentials has no `localizedDescription`, and full Foundation's
    /// wraps the same words in a longer sentence.
    public var systemReason: String {
        if let posix = self as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if let cocoa = self as? CocoaError {
            if let underlying = cocoa.underlying { return underlying.systemReason }
            return "error \(cocoa.code.rawValue) of the file system"
        }
        return "\(self)"
    }
}
