import Foundation
import Testing
@testable import ThemeTemplates

/// Time zones' reference points from this machine's tzdata (issue 38 §5): every row of
/// zone1970.tab parses, ten match the values written here by hand from the file, zone.tab and the
/// links of tzdata.zi fill in the rest, and UTC and Etc/* have none.
@Suite("Zone reference points")
struct ZoneReferencePointTests {
    private static let directory = "/usr/share/zoneinfo"

    private func text(_ name: String) throws -> String {
        try String(contentsOfFile: "\(Self.directory)/\(name)", encoding: .utf8)
    }

    private func points() throws -> ZoneReferencePoints {
        try ZoneReferencePoints(zone1970: text("zone1970.tab"), zoneTab: text("zone.tab"), tzdataZi: text("tzdata.zi"))
    }

    @Test func everyRowOfZone1970TabParses() throws {
        let text = try text("zone1970.tab")
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let table = try ZoneReferencePoints.table(text, file: "zone1970.tab")
        #expect(rows.count > 300)
        #expect(table.count == rows.count)
        for row in rows {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            #expect(Coordinates(iso6709: fields[1]) != nil, "\(row)")
        }
    }

    /// A point written by hand from a row of the file: degrees, minutes, seconds and hemisphere.
    struct HandPoint: Sendable, CustomTestStringConvertible {
        let zone: String
        let latitude: Double
        let longitude: Double
        var testDescription: String { zone }

        init(_ zone: String, _ latitude: (Double, Double, Double, Character), _ longitude: (Double, Double, Double, Character)) {
            func degrees(_ part: (Double, Double, Double, Character)) -> Double {
                let value = part.0 + part.1 / 60 + part.2 / 3600
                return part.3 == "S" || part.3 == "W" ? -value : value
            }
            self.zone = zone
            self.latitude = degrees(latitude)
            self.longitude = degrees(longitude)
        }
    }

    /// Degrees, minutes and seconds as the file writes them (`+5230+01322` is 52°30′ N 13°22′ E).
    static let handPoints = [
        HandPoint("Europe/Berlin", (52, 30, 0, "N"), (13, 22, 0, "E")),
        HandPoint("America/New_York", (40, 42, 51, "N"), (74, 0, 23, "W")),
        HandPoint("Asia/Kolkata", (22, 32, 0, "N"), (88, 22, 0, "E")),
        HandPoint("Australia/Sydney", (33, 52, 0, "S"), (151, 13, 0, "E")),
        HandPoint("America/Sao_Paulo", (23, 32, 0, "S"), (46, 37, 0, "W")),
        HandPoint("Asia/Tokyo", (35, 39, 16, "N"), (139, 44, 41, "E")),
        HandPoint("Europe/London", (51, 30, 30, "N"), (0, 7, 31, "W")),
        HandPoint("America/Los_Angeles", (34, 3, 8, "N"), (118, 14, 34, "W")),
        HandPoint("Africa/Johannesburg", (26, 15, 0, "S"), (28, 0, 0, "E")),
        HandPoint("Pacific/Auckland", (36, 52, 0, "S"), (174, 46, 0, "E")),
    ]

    @Test(arguments: handPoints)
    func tenZonesMatchTheFile(point: HandPoint) throws {
        let place = try #require(try points().place(of: point.zone))
        #expect(place.source == .zone1970)
        #expect(abs(place.coordinates.latitude - point.latitude) < 1e-9 && abs(place.coordinates.longitude - point.longitude) < 1e-9, "\(place)")
    }

    @Test func zoneTabAndLinksFillIn() throws {
        let points = try points()
        // Longyearbyen is a link to Berlin in tzdata.zi, but has its own row in zone.tab (+7800+01600).
        #expect(points.place(of: "Arctic/Longyearbyen") == .init(zone: "Arctic/Longyearbyen", coordinates: Coordinates(latitude: 78, longitude: 16), source: .zoneTab))
        let calcutta = try #require(points.place(of: "Asia/Calcutta"))
        #expect(calcutta.source == .link(to: "Asia/Kolkata") && calcutta.coordinates.rounded == Coordinates(latitude: 22.5, longitude: 88.4))
        let eastern = try #require(points.place(of: "US/Eastern"))
        #expect(eastern.source == .link(to: "America/New_York"))
    }

    @Test(arguments: ["UTC", "Etc/UTC", "Etc/GMT+5", "Etc/GMT-14", "GMT", "Nowhere/Atlantis"])
    func zonesWithoutAPlaceHaveNone(zone: String) throws {
        #expect(try points().place(of: zone) == nil)
    }

    @Test func aMalformedRowRefusesTheTableWhole() {
        let text = "#codes\tcoordinates\tTZ\nDE\t+5230+01322\tEurope/Berlin\nXX\t+5275+01322\tNowhere/Bad\n"
        #expect(throws: ZoneTableError(file: "zone1970.tab", line: 3)) { try ZoneReferencePoints(zone1970: text, zoneTab: nil, tzdataZi: nil) }
    }

    @Test(arguments: ["+5230", "5230+01322", "+52301+01322", "+9100+00000", "+0000+18100", "+5260+01322", "+523061+0132200", ""])
    func malformedISO6709IsRefused(text: String) {
        #expect(Coordinates(iso6709: text) == nil)
    }
}
