import ThemeCore

/// The offset that moves each transition (config.yaml `jitter`): drawn from a seed the user's
/// installation keeps, fixed for each local date and scheme, so that a day's times stay put
/// however often they are computed, and differ from day to day by up to ``maximum`` either way.
struct DailyJitter: Sendable, Hashable {
    let seed: UInt64
    let maximum: ScheduleDuration

    /// The offset in seconds, −maximum…maximum, for the transition to `scheme` on the local date.
    func offset(year: Int, month: Int, day: Int, scheme: ColorScheme) -> Int {
        guard maximum.seconds > 0 else { return 0 }
        let date = UInt64(bitPattern: Int64(year * 10_000 + month * 100 + day))
        let key = date << 1 | (scheme == .light ? 0 : 1)
        let span = UInt64(2 * maximum.seconds + 1)
        return Int(Self.mix(seed &+ key &* 0x9E37_79B9_7F4A_7C15) % span) - maximum.seconds
    }

    /// SplitMix64's finaliser: every bit of the input moves every bit of the output.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
