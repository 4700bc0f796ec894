import Foundation
import Testing
@testable import ThemeConfiguration
import ThemeCore
@testable import ThemeDaemon
import ThemeTemplates

/// What the schedule keeps across runs (issue 38 §3, §4): the hold, which survives a restart, and
/// the jitter seed, made once; and the system zone's name as the CLI and the daemon read it.
@Suite struct ScheduleStateTests {
    private func temporary() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("schedule-state-\(UUID().uuidString)").appendingPathComponent("schedule.json")
    }

    @Test func theStateFileKeepsTheSeedAndTheHold() throws {
        let url = temporary()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let hold = SchemeHold(scheme: .dark, from: Date(timeIntervalSince1970: 1_800_000_000), until: Date(timeIntervalSince1970: 1_800_001_800.5))
        try ScheduleStateFile(jitterSeed: 0xFEED_FACE_0123_4567, hold: hold, idleSource: "logind").write(to: url)
        #expect(ScheduleStateFile.read(url) == ScheduleStateFile(jitterSeed: 0xFEED_FACE_0123_4567, hold: hold, idleSource: "logind"))
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test(arguments: ["", "{", "{\"jitterSeed\":\"not hex\"}", "[1,2]", String(repeating: "x", count: 5000)])
    func aBadStateFileGivesANewSeedAndNoHold(text: String) throws {
        let url = temporary()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        let first = ScheduleStateFile.read(url)
        #expect(first.hold == nil)
        // A new seed is random: two reads of a bad file do not agree.
        #expect(ScheduleStateFile.read(url).jitterSeed != first.jitterSeed)
    }

    @Test func aHoldSurvivesARestartAndTheSeedIsMadeOnce() throws {
        let url = temporary()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let utc = try #require(LocalZone(named: "UTC"))
        let now = try Date("2026-06-10T12:00:00Z", strategy: .iso8601)
        let plan = try SchedulePlan(schedule: .fixed(light: "07:00", dark: "19:30"))
        let first = ScheduleControl(stateFile: url, now: { now })
        #expect(throws: ScheduleControl.HoldError.noSchedule) { try first.hold(.toggle) }
        first.follow(plan, in: utc)
        let hold = try first.hold(.toggle)
        #expect(hold == SchemeHold(scheme: .dark, from: try Date("2026-06-10T19:30:00Z", strategy: .iso8601),
                                   until: try Date("2026-06-10T20:00:00Z", strategy: .iso8601)))
        let restarted = ScheduleControl(stateFile: url, now: { now })
        #expect(restarted.hold == hold && restarted.jitterSeed == first.jitterSeed)
        restarted.releaseHold()
        #expect(ScheduleControl(stateFile: url).hold == nil)
        #expect(throws: ScheduleError.forecastDays(15)) { try restarted.forecast(days: 15) }
        #expect(try restarted.forecast(days: 1).isEmpty, "a forecast without a schedule followed")
    }

    @Test func theSystemZoneNameComesFromTZOrTheLocaltimeLink() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zone-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let link = directory.appendingPathComponent("localtime")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../usr/share/zoneinfo/America/New_York")
        let missing = directory.appendingPathComponent("timezone").path
        #expect(ZoneReferenceFiles.systemZoneName(environment: ["TZ": ":Europe/Berlin"], localtime: link.path, timezoneFile: missing) == "Europe/Berlin")
        #expect(ZoneReferenceFiles.systemZoneName(environment: ["TZ": "/usr/share/zoneinfo/Asia/Tokyo"], localtime: link.path, timezoneFile: missing) == "Asia/Tokyo")
        #expect(ZoneReferenceFiles.systemZoneName(environment: [:], localtime: link.path, timezoneFile: missing) == "America/New_York")
        try Data("Australia/Sydney\n".utf8).write(to: URL(fileURLWithPath: missing))
        #expect(ZoneReferenceFiles.systemZoneName(environment: [:], localtime: directory.appendingPathComponent("none").path, timezoneFile: missing) == "Australia/Sydney")
    }
}
