import Glibc

/// The clocks the benchmarks time with, in nanoseconds.
public enum BenchmarkClock {
    /// `CLOCK_MONOTONIC`: one clock for every process on the machine, so stamps taken in two
    /// processes can be subtracted.
    public static func monotonic() -> UInt64 { read(CLOCK_MONOTONIC) }

    /// This thread's CPU time: steadier than wall time on a shared machine (preemption is not counted).
    public static func threadCPU() -> UInt64 { read(CLOCK_THREAD_CPUTIME_ID) }

    private static func read(_ clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
