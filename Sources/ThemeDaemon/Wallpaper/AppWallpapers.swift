import DBus
import ThemeCore

/// The wallpapers apps and app contexts chose for themselves (issue 25 §2; seed 004's per-user and
/// per-chat wallpaper), persisted with the settings. In a scope the context's wallpaper wins over
/// its app's, and the app's over the global one; the chosen one takes the wallpaper's place in the
/// layer order (base ← global ← wallpaper ← app ← context), so only that scope's set changes.
public struct AppWallpapers: Sendable, Hashable {
    private var chosen: [OverrideScope: Wallpaper] = [:]

    /// The most apps and app contexts with a wallpaper of their own (docs/RELIABILITY.md "Limits").
    static let maximumScopes = 128
    /// The most contexts of one app with a wallpaper of their own.
    static let maximumContextsPerApp = 16

    /// No app has a wallpaper of its own.
    public init() {}

    /// The wallpaper `scope` chose itself, if any (never for the global scope).
    public subscript(scope: OverrideScope) -> Wallpaper? { chosen[scope] }

    /// The wallpaper that applies in `scope` above the global one: the context's, else the app's.
    func applying(in scope: OverrideScope) -> Wallpaper? {
        guard !scope.isGlobal else { return nil }
        return chosen[scope] ?? chosen[scope.app]
    }

    /// Every scope with a wallpaper of its own, in order.
    public var scopes: [OverrideScope] { chosen.keys.sorted() }

    /// The paths of every image a scope names.
    var imagePaths: Set<String> {
        Set(chosen.values.compactMap { wallpaper in
            if case .image(let path, _) = wallpaper.source { return path }
            return nil
        })
    }

    /// Gives `scope` (an app or app context) its own wallpaper; `TooLarge` past ``maximumScopes``
    /// or ``maximumContextsPerApp``.
    mutating func set(_ wallpaper: Wallpaper, in scope: OverrideScope) throws(DBusError) {
        if chosen[scope] == nil {
            guard chosen.count < Self.maximumScopes else {
                throw ThemeRequestError.tooLarge("\(Self.maximumScopes) apps and app contexts already have a wallpaper of their own, the most kept; clear one before giving \(scope.label) one")
            }
            if !scope.context.isEmpty, chosen.keys.count(where: { $0.appID == scope.appID && !$0.context.isEmpty }) >= Self.maximumContextsPerApp {
                throw ThemeRequestError.tooLarge("app '\(scope.appID)' already has a wallpaper in \(Self.maximumContextsPerApp) contexts, the most kept; clear one before adding context \(ThemeRequestError.quoted(scope.context))")
            }
        }
        chosen[scope] = wallpaper
    }

    /// Removes `scope`'s own wallpaper, so it shows its app's or the global one again; `NotFound`
    /// when it has none.
    mutating func clear(in scope: OverrideScope) throws(DBusError) {
        guard chosen.removeValue(forKey: scope) != nil else {
            throw ThemeRequestError.notFound("\(scope.label) has no wallpaper of its own; nothing was cleared")
        }
    }
}

/// How app wallpapers are kept in `settings.json`: a list of entries
/// `{"app": "org.example.Chat", "context": "", "wallpaper": {"kind": "preset", …}}`, the wallpaper
/// as the global one is stored (``Wallpaper``'s coding), read back entry by entry.
extension AppWallpapers: Encodable {
    /// One stored entry, before its scope is checked.
    struct StoredEntry: Codable {
        var app: String
        var context: String
        var wallpaper: Wallpaper
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for scope in scopes {
            guard let wallpaper = chosen[scope] else { continue }
            try container.encode(StoredEntry(app: scope.appID, context: scope.context, wallpaper: wallpaper))
        }
    }

    /// Adds a stored entry after checking it like a request; the error's sentence when it is refused.
    mutating func add(_ stored: StoredEntry) -> String? {
        do throws(DBusError) {
            let scope = try OverrideScope(appID: stored.app, context: stored.context)
            guard !scope.isGlobal else { return "an app wallpaper needs an app id" }
            try set(stored.wallpaper, in: scope)
            return nil
        } catch {
            return error.message
        }
    }
}
