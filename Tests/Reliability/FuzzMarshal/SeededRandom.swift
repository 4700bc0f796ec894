/// A seeded pseudo-random generator (SplitMix64): the same seed gives the same cases, so a
/// failing case can be replayed with `--seed`.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `percent`/100.
    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }

    /// One of `choices`, which must not be empty.
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &self)] }
}
