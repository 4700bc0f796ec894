import FileReading
import FoundationEssentials
import Glibc
import ThemeTemplates

/// Reads what ``ZoneReferencePoints`` parses: tzdata's `zone1970.tab`, `zone.tab` and `tzdata.zi`
/// from `$TZDIR` (else /usr/share/zoneinfo), and the name of the system's time zone.
public enum ZoneReferenceFiles {
    /// The largest tzdata file read (tzdata.zi is about 100 KiB).
    static let maximumBytes = 1 << 20

    /// The reference points of this machine's tzdata; a missing file counts as empty, a malformed one throws.
    public static func points(environment: [String: String]) throws(ZoneTableError) -> ZoneReferencePoints {
        let directory = environment["TZDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/usr/share/zoneinfo"
        func text(_ name: String) -> String? {
            (try? RegularFile.read("\(directory)/\(name)", maximumBytes: maximumBytes)).map { String(decoding: $0, as: UTF8.self) }
        }
        return try ZoneReferencePoints(zone1970: text("zone1970.tab"), zoneTab: text("zone.tab"), tzdataZi: text("tzdata.zi"))
    }

    /// The system's zone name: `TZ` (`Europe/Berlin` or `:Europe/Berlin`, or a path under a zoneinfo
    /// directory, or a link to one), else where /etc/localtime links to, else /etc/timezone; nil
    /// when none names one.
    public static func systemZoneName(environment: [String: String], localtime: String = "/etc/localtime", timezoneFile: String = "/etc/timezone") -> String? {
        var localtime = localtime
        if let tz = environment["TZ"], !tz.isEmpty {
            let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
            guard name.hasPrefix("/") else { return name }
            if let zone = zoneName(inPath: name) { return zone }
            // A file outside zoneinfo (TZ=:/etc/localtime): where it links to.
            localtime = name
        }
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(localtime, &buffer, buffer.count - 1)
        if count > 0, let name = zoneName(inPath: String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)) {
            return name
        }
        let file = (try? RegularFile.read(timezoneFile, maximumBytes: 256)).map { String(decoding: $0, as: UTF8.self) }
        return file?.split(whereSeparator: \.isWhitespace).first.map(String.init)
    }

    /// `Europe/Berlin` from `/usr/share/zoneinfo/Europe/Berlin` (or `../usr/share/zoneinfo/…`).
    static func zoneName(inPath path: String) -> String? {
        guard let range = path.firstRange(of: "zoneinfo/") else { return nil }
        let name = path[range.upperBound...]
        return name.isEmpty ? nil : String(name)
    }
}
