import DBus

extension ThemeClient {
    /// The theme as it changes: the current state first, then one snapshot per published change.
    ///
    /// Snapshots come in serial order, never a duplicate nor an older serial. When the daemon
    /// restarts, the stream goes on by itself: it re-reads the new daemon's state and passes it
    /// on (unless it is exactly the last snapshot). While the daemon is not running the stream
    /// waits. With a non-empty ``appID`` each change is re-read with `GetTokens(appID)`, so
    /// per-app overrides apply; otherwise the signal's token set is used as is.
    ///
    /// The stream finishes when the client is closed; ending the iteration unsubscribes.
    public func updates() -> AsyncStream<ThemeSnapshot> {
        let (stream, continuation) = AsyncStream.makeStream(of: ThemeSnapshot.self)
        let task = Task { [self] in
            await follow(continuation)
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private func follow(_ output: AsyncStream<ThemeSnapshot>.Continuation) async {
        let rule = MatchRule(sender: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                             member: "ThemeChanged")
        guard let signals = try? await connection.signals(matching: rule),
              let owners = try? await connection.bus.ownerChanges(of: ThemeBus.name) else { return }
        let (events, sink) = AsyncStream.makeStream(of: UpdateEvent.self)
        let forwardSignals = Task {
            for await message in signals { sink.yield(.themeChanged(message)) }
            sink.finish()
        }
        let forwardOwners = Task {
            for await owner in owners { sink.yield(.ownerChanged(owner)) }
            sink.finish()
        }
        defer {
            forwardSignals.cancel()
            forwardOwners.cancel()
        }

        var sequencer = SnapshotSequencer()
        func resync() async {
            guard let (snapshot, sender) = try? await currentWithSender() else { return }
            if sequencer.accept(snapshot, from: sender) { output.yield(snapshot) }
        }

        await resync()
        for await event in events {
            switch event {
            case .ownerChanged(let owner):
                if let owner, owner != sequencer.owner { await resync() }
            case .themeChanged(let message):
                guard let serial = message.arguments.count > 2 ? message.arguments[2].uint64 : nil,
                      sequencer.isNews(serial: serial, from: message.sender) else { continue }
                if message.sender != sequencer.owner || !appID.isEmpty {
                    await resync()
                } else if let snapshot = try? TokenWire.snapshot(message.arguments),
                          sequencer.accept(snapshot, from: message.sender) {
                    output.yield(snapshot)
                }
            }
        }
    }
}
