/// Each time zone's reference point from tzdata's tables, for a sun schedule without coordinates:
/// the zone's row in `zone1970.tab`, else in `zone.tab`, else the row of the zone a `tzdata.zi`
/// link names (`Asia/Calcutta` → `Asia/Kolkata`). UTC and the `Etc/*` zones have none. The texts
/// are parsed here; reading the files is ``ZoneReferenceFiles``' job.
public struct ZoneReferencePoints: Sendable {
    /// Where a zone's point came from.
    public enum Source: Sendable, Hashable {
        case zone1970
        case zoneTab
        /// Through a link to that zone.
        case link(to: String)
    }

    /// A zone's reference point.
    public struct Place: Sendable, Hashable {
        public let zone: String
        /// The point as tzdata gives it (not yet rounded).
        public let coordinates: Coordinates
        public let source: Source
    }

    private let zone1970: [String: Coordinates]
    private let zoneTab: [String: Coordinates]
    private let links: [String: String]

    /// From the texts of the three files; a nil text is a file that is missing or unreadable.
    /// A table with a malformed row is refused whole (``ZoneTableError``).
    public init(zone1970: String?, zoneTab: String?, tzdataZi: String?) throws(ZoneTableError) {
        self.zone1970 = try zone1970.map { text throws(ZoneTableError) in try Self.table(text, file: "zone1970.tab") } ?? [:]
        self.zoneTab = try zoneTab.map { text throws(ZoneTableError) in try Self.table(text, file: "zone.tab") } ?? [:]
        self.links = tzdataZi.map(Self.links) ?? [:]
    }

    /// The reference point of `zone`, or nil when tzdata gives it none.
    public func place(of zone: String) -> Place? {
        var name = zone
        for _ in 0..<8 {
            if let point = zone1970[name] {
                return Place(zone: zone, coordinates: point, source: name == zone ? .zone1970 : .link(to: name))
            }
            if let point = zoneTab[name] {
                return Place(zone: zone, coordinates: point, source: name == zone ? .zoneTab : .link(to: name))
            }
            guard let target = links[name] else { return nil }
            name = target
        }
        return nil
    }

    /// The rows of a `zone1970.tab` or `zone.tab` text: codes, ISO 6709 point, zone, comment,
    /// separated by tabs; `#` starts a comment line.
    static func table(_ text: String, file: String) throws(ZoneTableError) -> [String: Coordinates] {
        var rows: [String: Coordinates] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty && !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, let point = Coordinates(iso6709: fields[1]), !fields[2].isEmpty else {
                throw ZoneTableError(file: file, line: index + 1)
            }
            rows[String(fields[2])] = point
        }
        return rows
    }

    /// The links of a `tzdata.zi` text: lines `L TARGET LINK-NAME`, by link name.
    static func links(_ text: String) -> [String: String] {
        var links: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("L ") {
            let fields = line.split(separator: " ")
            if fields.count == 3 { links[String(fields[2])] = String(fields[1]) }
        }
        return links
    }
}

/// A row of a tzdata table that is not `codes<TAB>±DDMM[SS]±DDDMM[SS]<TAB>zone`.
public struct ZoneTableError: Error, Sendable, Hashable, CustomStringConvertible {
    public let file: String
    public let line: Int

    public var description: String { "\(file) line \(line) is not a row of country codes, an ISO 6709 point and a zone" }
}
