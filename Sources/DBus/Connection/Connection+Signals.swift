/// One signal stream and the rule that feeds it.
struct Subscription: Sendable {
    let rule: MatchRule
    let continuation: AsyncStream<Message>.Continuation
}

extension Connection {
    /// Emits a signal: broadcast, or to one `destination` only.
    public func emit(
        path: ObjectPath, interface: String, signal: String, arguments: [Value] = [], destination: String? = nil
    ) throws(DBusError) {
        let message = try RawMessage.signal(
            path: path, interface: interface, member: signal, arguments: arguments, destination: destination)
        try send(message)
    }

    /// Sends a signal whose arguments are `leading`, then `trailing` (marshalled once for many
    /// signals): to `destination` only (unicast) when given, else to every subscriber.
    public func emit(
        path: ObjectPath, interface: String, signal: String, leading: [Value], trailing: MarshalledArguments, destination: String? = nil
    ) throws(DBusError) {
        try send(try RawMessage.signal(
            path: path, interface: interface, member: signal, leading: leading, trailing: trailing, destination: destination))
    }

    /// How many received signals a stream from ``signals(matching:buffering:)`` holds for a
    /// consumer that has not taken them yet, by default. Past it the oldest are dropped, so a
    /// stalled consumer costs bounded memory.
    public static let defaultSignalBuffer = 256

    /// Subscribes to the signals `rule` selects. The bus has the rule before this
    /// returns, so no signal sent afterwards is missed. Ending the stream (or
    /// cancelling its consumer) removes the rule; closing the connection finishes it.
    ///
    /// The stream holds at most `buffering` signals the consumer has not taken yet; when a
    /// new one arrives past that, the oldest is dropped.
    public func signals(matching rule: MatchRule, buffering: Int = Connection.defaultSignalBuffer) async throws -> AsyncStream<Message> {
        try rule.validate()
        let (stream, continuation) = AsyncStream<Message>.makeStream(bufferingPolicy: .bufferingNewest(max(buffering, 1)))
        let id = state.withLock { state -> UInt64? in
            guard !state.closed else { return nil }
            state.nextSubscriptionID += 1
            state.subscriptions[state.nextSubscriptionID] = Subscription(rule: rule, continuation: continuation)
            return state.nextSubscriptionID
        }
        guard let id else { throw DBusError(.disconnected, "cannot subscribe: the connection is closed") }
        continuation.onTermination = { [weak self] _ in
            guard let self, self.state.withLock({ $0.subscriptions.removeValue(forKey: id) }) != nil else { return }
            Task { try? await self.bus.removeMatch(rule.text) }
        }
        do {
            try await bus.addMatch(rule.text)
        } catch {
            continuation.finish()
            throw error
        }
        return stream
    }

    func deliverSignal(_ message: Message) {
        let targets = state.withLock { state in
            state.subscriptions.values.filter { $0.rule.matches(message) }.map(\.continuation)
        }
        for target in targets { target.yield(message) }
    }
}
