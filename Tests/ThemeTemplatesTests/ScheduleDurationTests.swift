import Testing
@testable import ThemeTemplates

/// Durations as config.yaml and the CLI write them (`transition: 20m`, `--jitter 10m`).
@Suite("Schedule durations")
struct ScheduleDurationTests {
    @Test(arguments: [("0", 0), ("5s", 5), ("20m", 1200), ("1h", 3600), ("1h30m", 5400), ("2m30s", 150), ("90s", 90)])
    func durationsParse(text: String, seconds: Int) throws {
        #expect(try ScheduleDuration(text).seconds == seconds)
    }

    @Test(arguments: ["", "20", "m", "-5m", "5 m", "20min", "1m1h", "5s5s", "1.5h", "０m", "9999999s"])
    func malformedDurationsAreRefused(text: String) {
        #expect(throws: ScheduleError.malformedDuration(text)) { try ScheduleDuration(text) }
    }

    @Test func aDurationWritesItselfBackShortest() throws {
        #expect(["0", "45s", "20m", "1h30m", "1h0m5s"].map { (try? ScheduleDuration($0))?.description } == ["0", "45s", "20m", "1h30m", "1h5s"])
    }
}
