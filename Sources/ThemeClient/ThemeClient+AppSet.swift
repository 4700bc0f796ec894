import DBus

/// How a client with an ``ThemeClient/appID`` follows its own set (docs/dbus-api.md, "Per-app
/// delivery"): it registers the app with the daemon, which then sends it `AppTokensChanged`
/// whenever that app's set changes, also when only its overrides changed.
extension ThemeClient {
    /// Forwards the `AppTokensChanged` signals sent to this client; nil without an app id.
    func forwardAppSets(to sink: AsyncStream<UpdateEvent>.Continuation) async -> Task<Void, Never>? {
        guard !appID.isEmpty else { return nil }
        let rule = MatchRule(sender: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface, member: ThemeBus.appTokensChanged)
        guard let signals = try? await connection.signals(matching: rule) else { return nil }
        return Task {
            for await message in signals { sink.yield(.appSet(message)) }
        }
    }

    /// The current state for ``appID``: `RegisterApp` (which also makes the daemon send this
    /// client the app's changes) when there is an app id, else `GetTokens`; and who answered.
    func registeredWithSender() async throws(ThemeClientError) -> (snapshot: ThemeSnapshot, sender: String?) {
        guard !appID.isEmpty else { return try await currentWithSender() }
        let reply = try await call("RegisterApp", [.string(appID), .string("")], signature: "bssta{sv}")
        return (try TokenWire.snapshot(Array(reply.arguments.dropFirst())), reply.sender)
    }

    /// The snapshot an `AppTokensChanged(s app_id, s context, s theme_id, s resolved_scheme, t serial, b own, a{sv} tokens)` carries.
    static func appSnapshot(from message: Message) -> ThemeSnapshot? {
        let arguments = message.arguments
        guard arguments.count == 7 else { return nil }
        return try? TokenWire.snapshot([arguments[2], arguments[3], arguments[4], arguments[6]])
    }
}
