/// The median and 99th percentile (nearest rank) of nanosecond samples.
public struct Percentiles: Sendable {
    /// The median, in nanoseconds.
    public let p50: Double
    /// The 99th percentile, in nanoseconds.
    public let p99: Double
    /// How many samples there were.
    public let count: Int

    /// Needs at least one sample.
    public init(_ samples: [UInt64]) {
        let sorted = samples.sorted()
        count = sorted.count
        func rank(_ fraction: Double) -> Double {
            sorted.isEmpty ? .nan : Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))])
        }
        p50 = rank(0.5)
        p99 = rank(0.99)
    }
}

/// Times `body` one call at a time with `clock`, after `iterations / 10` untimed calls
/// (at least `minimumWarmup`); returns the samples' percentiles. `body` gets the call's
/// index and returns a value the caller should use, so the work is not optimised away.
public func measure(
    iterations: Int, minimumWarmup: Int = 0, clock: () -> UInt64 = BenchmarkClock.monotonic, _ body: (Int) -> Int
) -> (percentiles: Percentiles, sink: Int) {
    var samples: [UInt64] = []
    samples.reserveCapacity(iterations)
    var sink = 0
    for index in 0..<max(minimumWarmup, iterations / 10) { sink &+= body(index) }
    for index in 0..<iterations {
        let start = clock()
        sink &+= body(index)
        samples.append(clock() - start)
    }
    return (Percentiles(samples), sink)
}
