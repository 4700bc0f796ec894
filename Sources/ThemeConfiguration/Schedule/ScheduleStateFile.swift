import FileReading
import FoundationEssentials
import ThemeContract
import ThemeCore
import ThemeTemplates

/// What the schedule keeps across runs, in `schedule.json` of the state directory
/// (``ThemeStateDirectory``): the installation's jitter seed, made once at random, so that a day's
/// offsets are the same for the daemon and `schedule show` and unknown to anyone else; and the hold
/// in force (`scheme toggle`), which survives a restart of the daemon; and the idle source the
/// daemon found, for `schedule show`. Written atomically, mode 0600.
public struct ScheduleStateFile: Sendable, Equatable {
    /// The seed of ``SchedulePlan``'s jitter.
    public var jitterSeed: UInt64
    /// The hold in force, if any.
    public var hold: SchemeHold?
    /// The idle source the daemon uses, in words.
    public var idleSource: String?

    public init(jitterSeed: UInt64, hold: SchemeHold? = nil, idleSource: String? = nil) {
        self.jitterSeed = jitterSeed
        self.hold = hold
        self.idleSource = idleSource
    }

    /// The file in the state directory of `environment`.
    public static func url(environment: [String: String]) -> URL {
        ThemeStateDirectory.url(environment: environment).appendingPathComponent("schedule.json")
    }

    /// The file's state; a missing, unreadable or malformed file gives a new random seed and no hold
    /// (then ``write(to:)`` replaces it whole).
    public static func read(_ url: URL) -> ScheduleStateFile {
        guard let bytes = try? RegularFile.read(url.path, maximumBytes: 4096),
              let stored = try? JSONDecoder().decode(Stored.self, from: Data(bytes)),
              let seed = UInt64(stored.jitterSeed, radix: 16)
        else { return ScheduleStateFile(jitterSeed: UInt64.random(in: .min ... .max)) }
        let hold = stored.hold.flatMap { hold -> SchemeHold? in
            guard let scheme = ColorScheme(rawValue: hold.scheme) else { return nil }
            return SchemeHold(scheme: scheme, from: Date(timeIntervalSince1970: Double(hold.from) / 1e6),
                              until: Date(timeIntervalSince1970: Double(hold.until) / 1e6))
        }
        return ScheduleStateFile(jitterSeed: seed, hold: hold, idleSource: stored.idleSource)
    }

    /// The file's state, written first with a new seed when it has none, so that every reader
    /// after this one draws the same jitter.
    public static func readOrCreate(_ url: URL) -> ScheduleStateFile {
        let state = read(url)
        if state != read(url) { try? state.write(to: url) }
        return state
    }

    /// Writes the state atomically.
    public func write(to url: URL) throws {
        let stored = Stored(jitterSeed: String(jitterSeed, radix: 16), hold: hold.map {
            Stored.Hold(scheme: $0.scheme.rawValue, from: Self.microseconds($0.from), until: Self.microseconds($0.until))
        }, idleSource: idleSource)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(try encoder.encode(stored) + [UInt8(ascii: "\n")], to: url, mode: 0o600)
    }

    /// Unix microseconds, as D-Bus carries instants (`HeldUntil`, `GetForecast`).
    public static func microseconds(_ instant: Date) -> UInt64 {
        UInt64(max(0, (instant.timeIntervalSince1970 * 1e6).rounded()))
    }

    private struct Stored: Codable {
        struct Hold: Codable {
            let scheme: String
            let from: UInt64
            let until: UInt64
        }

        let jitterSeed: String
        let hold: Hold?
        let idleSource: String?
    }
}
