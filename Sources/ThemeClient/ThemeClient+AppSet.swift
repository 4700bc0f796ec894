import DBus

/// How a client with an ``ThemeClient/appID`` follows its own set (docs/dbus-api.md, "Per-app
/// delivery"): it registers the app for its changes with the daemon, which then sends it
/// `AppTokenChanges` (what changed, numbered) whenever that app's set changes, also when only
/// its overrides changed.
extension ThemeClient {
    /// Forwards the `AppTokenChanges` signals sent to this client; nil without an app id.
    func forwardAppSets(to sink: AsyncStream<UpdateEvent>.Continuation) async -> Task<Void, Never>? {
        guard !appID.isEmpty else { return nil }
        let rule = MatchRule(sender: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface, member: ThemeBus.appTokenChanges)
        guard let signals = try? await connection.signals(matching: rule) else { return nil }
        return Task {
            for await message in signals { sink.yield(.appSet(message)) }
        }
    }

    /// The current state for ``appID`` and who answered: `RegisterAppForChanges` (which also makes
    /// the daemon send this client the app's changes, applied to the returned set) when there is
    /// an app id, else `GetTokens` (and no set to apply changes to).
    func registeredWithSender() async throws(ThemeClientError) -> (snapshot: ThemeSnapshot, sender: String?, appSet: AppSetChanges?) {
        guard !appID.isEmpty else {
            let (snapshot, sender) = try await currentWithSender()
            return (snapshot, sender, nil)
        }
        let reply = try await call("RegisterAppForChanges", [.string(appID), .string("")], signature: "bssta{sv}t")
        let appSet = try AppSetChanges(reply: reply.arguments)
        return (appSet.snapshot, reply.sender, appSet)
    }
}
