import FoundationEssentials
import Glibc

extension POSIXError {
    /// The error of a failed system call, from its `errno`.
    init(_ code: Int32) {
        self.init(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
}
