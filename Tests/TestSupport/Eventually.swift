/// Polls `condition` every 20 ms until it holds or `timeout` passes; returns whether it held.
/// A condition that throws counts as not holding yet.
public func eventually(within timeout: Duration = .seconds(10), _ condition: () async throws -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if (try? await condition()) == true { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return (try? await condition()) == true
}
