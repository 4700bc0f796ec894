import DBus
import ThemeContract
import ThemeCore

/// The token set one app (or one context of it) is to render, as `GetTokens` returns it.
public struct AppTokens: Sendable {
    public let themeID: String
    public let resolvedScheme: ColorScheme
    /// The serial of the global set this one is resolved over.
    public let serial: UInt64
    public let tokens: TokenSet
    /// Whether an app or context layer applies, so the set may differ from the global one.
    public let isOwn: Bool
    /// `AppTokensChanged`'s last arguments for this set, marshalled once for every app it goes to.
    let signalTail = AppSignalTail()
}

/// Override requests (issue 12 §2): each checks its arguments, changes nothing on a bad one,
/// and goes through the provider's one commit path (persist, then publish).
extension Provider {
    /// The app id that stands for every scope in `ListOverrides` and `ResetOverrides`.
    public static let allScopes = "*"

    /// Sets one override of `key` in `scheme` (`light`, `dark`, `both`) for the scope.
    public func setOverride(key: String, value: ThemeValueInput, scheme: String, appID: String, context: String) throws {
        let scope = try OverrideScope(appID: appID, context: context)
        var next = settings
        try next.overrides.set(key, value, scheme: try Provider.schemeSelection(scheme), in: scope)
        try commit(next)
    }

    /// Clears one override; `NotFound` when the scope does not set it.
    public func clearOverride(key: String, scheme: String, appID: String, context: String) throws {
        let scope = try OverrideScope(appID: appID, context: context)
        var next = settings
        try next.overrides.clear(key, scheme: try Provider.schemeSelection(scheme), in: scope)
        try commit(next)
    }

    /// The overrides of one scope, or of every scope when `appID` is ``allScopes``.
    public func overrides(appID: String, context: String) throws -> [Overrides.Entry] {
        if appID == Provider.allScopes, context.isEmpty { return settings.overrides.entries() }
        return settings.overrides.entries(in: try OverrideScope(appID: appID, context: context))
    }

    /// Removes the global layer (`""`), one app's layers with its contexts', or all (``allScopes``).
    public func resetOverrides(appID: String) throws {
        var next = settings
        if appID == Provider.allScopes {
            next.overrides.resetAll()
        } else {
            next.overrides.reset(try OverrideScope(appID: appID, context: ""))
        }
        try commit(next)
    }

    /// Every override as YAML (``OverridesYAML``).
    public func exportOverrides() -> String {
        OverridesYAML.text(of: settings.overrides)
    }

    /// Replaces every override with those of `yaml`; a document with any problem changes nothing.
    /// A document holding no override (an empty file, only comments, `{}`) is refused too:
    /// removing every override is `ResetOverrides`, never the side effect of an empty file.
    public func importOverrides(_ yaml: String) throws {
        var next = settings
        next.overrides = try OverridesYAML.overrides(from: yaml)
        guard !next.overrides.isEmpty else {
            throw ThemeRequestError.invalidArgument("the overrides document holds no override, and importing it would remove every override; to do that, run `themeswitch override reset --all` (ResetOverrides)")
        }
        try commit(next)
    }

    /// The token set of one app (`""`: the global set) or one of its contexts.
    public func tokens(appID: String, context: String) throws -> AppTokens {
        let scope = try OverrideScope(appID: appID, context: context)
        return appTokens(stack: settings.hasOwnLayers(for: scope) ? settings.layers(for: scope) : nil)
    }

    /// The set `stack` resolves to over the current state; the global set for nil (a scope
    /// without layers of its own) or when it does not resolve.
    func appTokens(stack: LayerStack?) -> AppTokens {
        let current = snapshot
        guard let stack,
              let tokens = try? registry.tokens(
                themeID: current.themeID, stack: stack, scheme: current.resolvedScheme, accessibility: settings.accessibility.flags)
        else {
            return AppTokens(themeID: current.themeID, resolvedScheme: current.resolvedScheme, serial: current.serial,
                             tokens: current.tokens, isOwn: false)
        }
        return AppTokens(themeID: current.themeID, resolvedScheme: current.resolvedScheme, serial: current.serial,
                         tokens: tokens, isOwn: true)
    }

    /// Sets the dark scheme's variant, `black` or `dim`.
    public func setDarkVariant(_ text: String) throws {
        guard let variant = DarkVariant(rawValue: text) else {
            throw ThemeRequestError.invalidArgument("dark variant \(ThemeRequestError.quoted(text)) is not one of \(DarkVariant.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var next = settings
        next.darkVariant = variant
        try commit(next)
    }

    static func schemeSelection(_ text: String) throws -> SchemeSelection {
        guard let selection = SchemeSelection(rawValue: text) else {
            throw ThemeRequestError.invalidArgument("scheme \(ThemeRequestError.quoted(text)) is not one of light, dark, both")
        }
        return selection
    }
}
