import CDBus

/// How a call's send went.
private enum CallStart { case sent, closed, cancelled }

/// What a call's cancellation handler needs to find its pending entry; only touched
/// under the connection's state lock.
private final class CallTicket: @unchecked Sendable {
    var serial: UInt32?
    var cancelled = false
}

/// A method call waiting for its reply.
struct PendingCall: Sendable {
    let continuation: CheckedContinuation<Message, any Error>
    let deadline: ContinuousClock.Instant
    let member: String
}

extension Connection {
    /// Calls a method and waits for its reply.
    ///
    /// Cancelling the calling task drops the pending call at once: it throws
    /// `CancellationError` and a reply that comes later is ignored.
    ///
    /// - Returns: the reply message; its `arguments` are the method's results.
    /// - Throws: `DBusError` carrying the error name and message the peer replied
    ///   with, `Timeout` when no reply came in `timeout`, `Disconnected` when the
    ///   connection closed first, `InvalidArgs` for arguments D-Bus cannot carry.
    public func call(
        destination: String?, path: ObjectPath, interface: String?, method: String,
        arguments: [Value] = [], timeout: Duration = .seconds(25)
    ) async throws -> Message {
        let message = try RawMessage.methodCall(
            destination: destination, path: path, interface: interface, member: method, arguments: arguments)
        let ticket = CallTicket()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let deadline = ContinuousClock.now.advanced(by: timeout)
                let pendingCall = PendingCall(continuation: continuation, deadline: deadline, member: method)
                let (outcome, mustWake) = state.withLock { state -> (CallStart, Bool) in
                    guard !state.closed else { return (.closed, false) }
                    guard !ticket.cancelled else { return (.cancelled, false) }
                    var serial: UInt32 = 0
                    guard dbus_connection_send(raw, message.pointer, &serial) != 0 else { return (.closed, false) }
                    state.pending[serial] = pendingCall
                    ticket.serial = serial
                    guard let armed = state.armedDeadline, armed <= deadline else {
                        state.armedDeadline = deadline
                        return (.sent, true)
                    }
                    return (.sent, false)
                }
                switch outcome {
                case .closed:
                    continuation.resume(throwing: DBusError(.disconnected, "cannot call \(method): the connection is closed"))
                case .cancelled:
                    continuation.resume(throwing: CancellationError())
                case .sent:
                    if mustWake { wakeLoop() }
                }
            }
        } onCancel: {
            let dropped = state.withLock { state -> PendingCall? in
                ticket.cancelled = true
                guard let serial = ticket.serial else { return nil }
                return state.pending.removeValue(forKey: serial)
            }
            dropped?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Calls a method and returns its results, checking that they have `signature`.
    public func call(
        destination: String?, path: ObjectPath, interface: String?, method: String,
        arguments: [Value] = [], expecting signature: Signature, timeout: Duration = .seconds(25)
    ) async throws -> [Value] {
        let reply = try await call(
            destination: destination, path: path, interface: interface, method: method,
            arguments: arguments, timeout: timeout)
        guard reply.signature == signature else {
            throw DBusError(.invalidSignature, "\(method) replied with signature '\(reply.signature)', expected '\(signature)'")
        }
        return reply.arguments
    }

    func completeCall(with reply: Message) {
        guard let pendingCall = state.withLock({ $0.pending.removeValue(forKey: reply.replySerial) }) else { return }
        if reply.kind == .error {
            pendingCall.continuation.resume(throwing: reply.asError)
        } else {
            pendingCall.continuation.resume(returning: reply)
        }
    }

    /// Fails every call whose deadline has passed, and re-arms the loop's deadline.
    func expireTimedOutCalls() {
        let now = ContinuousClock.now
        let expired = state.withLock { state -> [PendingCall] in
            guard let armed = state.armedDeadline, armed <= now else { return [] }
            var expired: [PendingCall] = []
            for (serial, call) in state.pending where call.deadline <= now {
                expired.append(call)
                state.pending[serial] = nil
            }
            state.armedDeadline = state.pending.values.map(\.deadline).min()
            return expired
        }
        for call in expired {
            call.continuation.resume(throwing: DBusError.noReply(to: call.member))
        }
    }
}

extension DBusError {
    /// The error of a call to `member` whose timeout passed without a reply.
    static func noReply(to member: String) -> DBusError {
        DBusError(.timeout, "\(member) got no reply within its timeout")
    }

    /// Why calls fail when the bus closes the connection.
    static let busClosedReason = "the bus closed the connection"
}
