import Foundation
import Testing
import TestSupport
import ThemeCore
@testable import ThemeTemplates

/// The forecast against an independent computation (issue 38, Checks): Python's astral 3 from
/// PyPI, installed into a virtual environment of Debian's python3 that this test makes (Debian's
/// python3-astral is 1.6, with another API). For 20 zones, at each zone's reference point from
/// tzdata (to 0.1°), over 14 days around the March equinox and 14 around the December solstice:
/// every window edge within 2 minutes of astral's civil dawn, sunrise, sunset or civil dusk.
@Suite(.timeLimit(.minutes(5)))
struct ForecastAgreesWithAstralTests {
    static let zones = [
        "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Sydney", "America/Sao_Paulo",
        "Asia/Tokyo", "Europe/London", "America/Los_Angeles", "Africa/Johannesburg", "Pacific/Auckland",
        "Asia/Shanghai", "Europe/Moscow", "Africa/Cairo", "America/Mexico_City", "Asia/Dubai",
        "America/Chicago", "Pacific/Honolulu", "Asia/Singapore", "Europe/Madrid", "America/Argentina/Buenos_Aires",
    ]
    static let starts = ["2026-03-15", "2026-12-10"]
    static let days = 14

    /// Whether PyPI answers, so that a test run without the network says why the test did not run.
    static func pypiAnswers() async -> Bool {
        let probe = try? await runCommand("/usr/bin/python3", ["-c", "import urllib.request; urllib.request.urlopen('https://pypi.org/simple/astral/', timeout=10)"],
                                          timeout: .seconds(20))
        return probe?.status == 0
    }

    static let astralScript = """
    import datetime, json, sys, zoneinfo
    from astral import Observer
    from astral.sun import sun
    answers = []
    for request in json.load(sys.stdin):
        zone = zoneinfo.ZoneInfo(request["zone"])
        observer = Observer(latitude=request["latitude"], longitude=request["longitude"])
        start = datetime.date.fromisoformat(request["start"])
        for offset in range(request["days"]):
            events = sun(observer, date=start + datetime.timedelta(days=offset), tzinfo=zone)
            answers.append({"zone": request["zone"], **{name: events[name].timestamp() for name in ("dawn", "sunrise", "sunset", "dusk")}})
    json.dump(answers, sys.stdout)
    """

    struct AstralDay: Decodable {
        let zone: String
        let dawn: Double, sunrise: Double, sunset: Double, dusk: Double
    }

    @Test(.enabled("PyPI is unreachable, so astral 3 cannot be installed", { await pypiAnswers() }))
    func everyWindowEdgeIsWithinTwoMinutesOfAstral() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("astral-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let made = try await runCommand("/usr/bin/python3", ["-m", "venv", directory.path], timeout: .seconds(60))
        try #require(made.status == 0, "python3 -m venv failed: \(made.standardError)")
        let python = directory.appendingPathComponent("bin/python3").path
        let installed = try await runCommand(python, ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "astral>=3,<4"],
                                             timeout: .seconds(180))
        try #require(installed.status == 0, "pip could not install astral 3: \(installed.standardError)")

        let tzdata = "/usr/share/zoneinfo"
        let points = try ZoneReferencePoints(
            zone1970: String(contentsOfFile: "\(tzdata)/zone1970.tab", encoding: .utf8),
            zoneTab: String(contentsOfFile: "\(tzdata)/zone.tab", encoding: .utf8),
            tzdataZi: String(contentsOfFile: "\(tzdata)/tzdata.zi", encoding: .utf8))
        var requests: [[String: Any]] = []
        for zone in Self.zones {
            let place = try #require(points.place(of: zone)?.coordinates.rounded, "\(zone) has no reference point")
            for start in Self.starts {
                requests.append(["zone": zone, "latitude": place.latitude, "longitude": place.longitude, "start": start, "days": Self.days])
            }
        }
        let input = String(decoding: try JSONSerialization.data(withJSONObject: requests), as: UTF8.self)
        let answered = try await runCommand(python, ["-c", Self.astralScript], input: input, timeout: .seconds(60))
        try #require(answered.status == 0, "astral failed: \(answered.standardError)")
        let astral = try JSONDecoder().decode([AstralDay].self, from: Data(answered.standardOutput.utf8))
        #expect(astral.count == Self.zones.count * Self.starts.count * Self.days)

        for zoneName in Self.zones {
            let zone = try #require(LocalZone(named: zoneName))
            let place = try #require(points.place(of: zoneName)?.coordinates)
            let plan = try SchedulePlan(schedule: .sun(latitude: place.latitude, longitude: place.longitude))
            var windows: [TransitionWindow] = []
            for start in Self.starts {
                let parts = start.split(separator: "-").compactMap { Int($0) }
                let midnight = zone.instant(of: WallTime(year: parts[0], month: parts[1], day: parts[2]))
                windows += try plan.forecast(days: Self.days, from: midnight, in: zone)
            }
            #expect(windows.count == 2 * Self.starts.count * Self.days, "\(zoneName): \(windows.count) windows")
            for day in astral where day.zone == zoneName {
                let morning = windows.first { abs($0.end.timeIntervalSince1970 - day.sunrise) < 120 && $0.scheme == .light }
                let evening = windows.first { abs($0.start.timeIntervalSince1970 - day.sunset) < 120 && $0.scheme == .dark }
                #expect(morning.map { abs($0.start.timeIntervalSince1970 - day.dawn) < 120 } == true,
                        "\(zoneName): no morning window from dawn \(Date(timeIntervalSince1970: day.dawn)) to sunrise \(Date(timeIntervalSince1970: day.sunrise)) within 2 minutes: \(String(describing: morning))")
                #expect(evening.map { abs($0.end.timeIntervalSince1970 - day.dusk) < 120 } == true,
                        "\(zoneName): no evening window from sunset \(Date(timeIntervalSince1970: day.sunset)) to dusk \(Date(timeIntervalSince1970: day.dusk)) within 2 minutes: \(String(describing: evening))")
            }
        }
    }
}
