import DBus
import ThemeContract
import ThemeCore

/// One app's new set, to be sent to the caller that registered for it.
public struct AppDelivery: Sendable {
    /// How the set is sent.
    public enum Content: Sendable {
        /// The whole set (`AppTokensChanged`).
        case wholeSet
        /// What changed since `previous`, the set the caller held (nil: it followed the global
        /// set, so the whole set goes), numbered `sequence` (`AppTokenChanges`).
        case changes(since: TokenSet?, sequence: UInt64)
    }

    /// The unique bus name of the caller.
    public let destination: String
    public let appID: String
    public let context: String
    public let tokens: AppTokens
    public let content: Content
}

/// Per-app delivery (issue 12 §3): a caller registers an app (and optionally a context); after
/// every change it is sent that app's set when, and only when, the set changed for it. An app
/// without overrides is sent nothing beyond the global signals; when its last override goes it is
/// sent the global set once, so that it follows the global signals again.
extension Provider {
    /// Registers `sender` for the scope's set, sent whole or as what changed (`changesOnly`);
    /// returns the set it holds now and the sequence number of the last changes it was sent.
    public func registerApp(sender: String, appID: String, context: String, changesOnly: Bool) throws -> (tokens: AppTokens, sequence: UInt64) {
        let scope = try OverrideScope(appID: appID, context: context)
        guard !scope.isGlobal else {
            throw ThemeRequestError.invalidArgument("registering an app needs an app id; the global set comes with the global signals")
        }
        let current = try tokens(appID: appID, context: context)
        let registration = AppRegistrations.Registration(sender: sender, scope: scope)
        guard let sequence = apps.register(registration, holding: current.isOwn ? current.tokens : nil, serial: current.serial, changesOnly: changesOnly) else {
            throw ThemeRequestError.tooLarge("this connection already follows \(AppRegistrations.maximumPerSender) apps or contexts; at most that many are accepted")
        }
        return (current, sequence)
    }

    /// Forgets a caller that left the bus.
    public func dropApps(of sender: String) {
        apps.drop(sender: sender)
    }

    /// After a change: the deliveries of every registration whose set changed, each scope's set
    /// taken from `sets` (resolved once per change, shared with the per-app files).
    func deliverAppSets(sharing sets: inout AppSets) {
        guard !apps.isEmpty else { return }
        for registration in apps.registrations {
            let scope = registration.scope
            guard let current = appSet(scope, sharing: &sets),
                  let update = apps.update(registration, to: current.isOwn ? current.tokens : nil, serial: current.serial)
            else { continue }
            let content: AppDelivery.Content = update.sequence.map { .changes(since: update.previous, sequence: $0) } ?? .wholeSet
            let delivery = AppDelivery(destination: registration.sender, appID: scope.appID, context: scope.context, tokens: current, content: content)
            effects?.appSet(delivery)
        }
    }

    /// The scope's set now, from `sets` or resolved and added to it: a scope without layers of
    /// its own gets the global set unresolved, and scopes with identical layer stacks share one.
    func appSet(_ scope: OverrideScope, sharing sets: inout AppSets) -> AppTokens? {
        if let known = sets.byScope[scope] { return known }
        let set: AppTokens
        if settings.hasOwnLayers(for: scope) {
            let stack = settings.layers(for: scope)
            set = sets.byStack[stack] ?? appTokens(stack: stack)
            sets.byStack[stack] = set
        } else {
            set = appTokens(stack: nil)
        }
        sets.byScope[scope] = set
        return set
    }
}

/// The app sets of one change: each scope's, and each distinct layer stack's, resolved once.
struct AppSets {
    var byScope: [OverrideScope: AppTokens] = [:]
    var byStack: [LayerStack: AppTokens] = [:]
}
