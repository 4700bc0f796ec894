/// The snapshots of ``ThemeClient/updates(via:acknowledging:)``, in serial order. Asking for the
/// next one acknowledges the one taken before it, when acknowledging: the consumer's loop comes
/// back for more only once it has re-rendered.
public struct ThemeUpdates: AsyncSequence, Sendable {
    public typealias Element = ThemeSnapshot

    let stream: AsyncStream<ThemeSnapshot>
    /// Sends `Acknowledge(serial)`; nil when not acknowledging.
    let acknowledge: (@Sendable (UInt64) async -> Void)?

    public func makeAsyncIterator() -> Iterator {
        Iterator(base: stream.makeAsyncIterator(), acknowledge: acknowledge)
    }

    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<ThemeSnapshot>.AsyncIterator
        let acknowledge: (@Sendable (UInt64) async -> Void)?
        /// The serial of the snapshot handed out last, and of the last one acknowledged.
        var taken: UInt64 = 0
        var acknowledged: UInt64 = 0

        public mutating func next() async -> ThemeSnapshot? {
            if let acknowledge, taken > acknowledged {
                acknowledged = taken
                Task { [taken] in await acknowledge(taken) }
            }
            let snapshot = await base.next()
            if let snapshot { taken = snapshot.serial }
            return snapshot
        }
    }
}
