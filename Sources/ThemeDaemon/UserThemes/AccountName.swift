#if canImport(Glibc)
import Glibc
#endif
import ThemeCore

/// The name of the account the daemon runs as, for a new theme's author (seed 002 §7: "auto-filled
/// from user profile"): the full name in the GECOS field of its passwd entry (up to the first
/// comma), else the login name; `nil` when neither is known.
enum AccountName {
    static func current() -> String? {
        guard let entry = getpwuid(getuid())?.pointee else { return nil }
        let gecos = entry.pw_gecos.map { String(cString: $0) } ?? ""
        let fullName = String(gecos.prefix { $0 != "," }).trimmingSurroundingWhitespace
        if !fullName.isEmpty { return String(fullName.prefix(100)) }
        let login = entry.pw_name.map { String(cString: $0) } ?? ""
        return login.isEmpty ? nil : String(login.prefix(100))
    }
}
