import DBus

extension ThemeClient {
    /// How ``updates(via:)`` learns about changes.
    public enum UpdatePath: Sendable {
        /// The lean path (the default): the small `TokensChanged` signal, then the daemon's
        /// snapshot file in `$XDG_RUNTIME_DIR/themeswitch/tokens.json`; `GetTokens` only when the
        /// file is missing, of another daemon, or older than the signal.
        case snapshotFile
        /// The `ThemeChanged` signal, which carries the whole token set (about 12 KB) to every subscriber.
        case themeChangedSignal
    }

    /// The theme as it changes: the current state first, then the published changes.
    ///
    /// Snapshots come in serial order, never a duplicate nor an older serial. The stream holds
    /// only the newest snapshot the consumer has not taken yet: a slow consumer skips the ones
    /// it missed and sees the latest next, never a backlog. When the daemon restarts, the stream
    /// goes on by itself: it re-reads the new daemon's state and passes it on (unless it is
    /// exactly the last snapshot). While the daemon is not running the stream waits. With a
    /// non-empty ``appID`` the app is registered (`RegisterAppForChanges`), so per-app layers
    /// apply: each change of its set, also of its own overrides alone (the serial stays), arrives
    /// as `AppTokenChanges` and is applied to the set held; while no layer of its own applies, the
    /// global signals bring its set.
    ///
    /// When the consumer asks for the next snapshot, the one it took before is acknowledged to
    /// the daemon (`Acknowledge`, without waiting for the reply), so that `themeswitch status` can
    /// say this app followed; pass `acknowledging: false` for a consumer that does not re-render
    /// (a logger, a test probe).
    ///
    /// The stream finishes when the client is closed; ending the iteration unsubscribes.
    public func updates(via path: UpdatePath = .snapshotFile, acknowledging: Bool = true) -> ThemeUpdates {
        let (stream, continuation) = AsyncStream.makeStream(of: ThemeSnapshot.self, bufferingPolicy: .bufferingNewest(1))
        let task = Task { [self] in
            await follow(continuation, path: path)
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        guard acknowledging else { return ThemeUpdates(stream: stream, acknowledge: nil) }
        let acknowledge: @Sendable (UInt64) async -> Void = { [self] serial in
            do {
                try await self.acknowledge(serial)
            } catch {
                // A daemon that went away, or one older than Acknowledge: nothing to tell.
            }
        }
        return ThemeUpdates(stream: stream, acknowledge: acknowledge)
    }

    /// Signals and owner changes waiting to be handled, at most; older ones are dropped, which
    /// loses nothing: the newest signal (or the next one from a new owner) brings the newest state.
    private static let eventBuffer = 64

    private func follow(_ output: AsyncStream<ThemeSnapshot>.Continuation, path: UpdatePath) async {
        let member = path == .snapshotFile ? ThemeBus.tokensChanged : ThemeBus.themeChanged
        let rule = MatchRule(sender: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface, member: member)
        guard let signals = try? await connection.signals(matching: rule, buffering: Self.eventBuffer),
              let owners = try? await connection.bus.ownerChanges(of: ThemeBus.name) else { return }
        let (events, sink) = AsyncStream.makeStream(of: UpdateEvent.self, bufferingPolicy: .bufferingNewest(Self.eventBuffer))
        let forwardSignals = Task {
            for await message in signals { sink.yield(.signal(message)) }
            sink.finish()
        }
        let forwardOwners = Task {
            for await owner in owners { sink.yield(.ownerChanged(owner)) }
            sink.finish()
        }
        let forwardAppSets = await forwardAppSets(to: sink)
        defer {
            forwardSignals.cancel()
            forwardOwners.cancel()
            forwardAppSets?.cancel()
        }

        var sequencer = SnapshotSequencer()
        var appSet: AppSetChanges?
        func resync() async {
            guard let (snapshot, sender, registered) = try? await registeredWithSender() else { return }
            appSet = registered
            if sequencer.accept(snapshot, from: sender) { output.yield(snapshot) }
        }

        await resync()
        for await event in events {
            switch event {
            case .ownerChanged(let owner):
                if let owner, owner != sequencer.owner { await resync() }
            case .appSet(let message):
                // Changes from a daemon other than the one registered with are not for this set.
                guard message.sender == sequencer.owner else { continue }
                switch appSet?.apply(message.arguments) {
                case .applied(let snapshot):
                    if sequencer.acceptAppSet(snapshot, from: message.sender) { output.yield(snapshot) }
                case .known:
                    continue
                case .missed, nil:
                    await resync()
                }
            case .signal(let message):
                guard let serial = Self.serial(of: message, path: path),
                      sequencer.isNews(serial: serial, from: message.sender) else { continue }
                // An app's own set comes with its AppTokenChanges; the global set is the app's
                // when no layer of its own applies.
                if message.sender == sequencer.owner, appSet?.isOwn == true { continue }
                guard message.sender == sequencer.owner, appID.isEmpty || appSet != nil,
                      let snapshot = snapshot(from: message, serial: serial, path: path) else {
                    await resync()
                    continue
                }
                if sequencer.accept(snapshot, from: message.sender) { output.yield(snapshot) }
            }
        }
    }

    /// The serial a change signal announces.
    private static func serial(of message: Message, path: UpdatePath) -> UInt64? {
        let index = path == .snapshotFile ? 0 : 2
        return message.arguments.count > index ? message.arguments[index].uint64 : nil
    }

    /// The state a change signal announces, without a call: decoded from `ThemeChanged`, or read
    /// from the snapshot file when that file was written by the signal's sender at its serial or later.
    private func snapshot(from message: Message, serial: UInt64, path: UpdatePath) -> ThemeSnapshot? {
        switch path {
        case .themeChangedSignal:
            return try? TokenWire.snapshot(message.arguments)
        case .snapshotFile:
            guard let file = snapshotFile.read(), file.sender == message.sender, file.serial >= serial else { return nil }
            return try? TokenWire.snapshot(file)
        }
    }
}
