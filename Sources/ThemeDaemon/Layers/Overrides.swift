import DBus
import ThemeCore

/// Every override layer the user set (issue 12 §2), persisted with the settings: one
/// ``SemanticOverrides`` per ``OverrideScope``. Only layers that set something are kept.
public struct Overrides: Sendable, Hashable {
    private var layers: [OverrideScope: SemanticOverrides] = [:]

    /// The most app and app-context layers (docs/RELIABILITY.md "Limits"): each is resolved
    /// again on every change and has a per-app file of its own.
    static let maximumScopes = 128
    /// The most contexts of one app with overrides of their own.
    static let maximumContextsPerApp = 16
    /// The most values set in all scopes together; with the longest app ids and contexts the
    /// settings file keeping them stays under `SettingsStore.maximumBytes`.
    static let maximumValues = 1_000

    /// No overrides anywhere.
    public init() {}

    /// One override: where, in which scheme, which key, which value.
    public struct Entry: Sendable, Hashable {
        public let scope: OverrideScope
        public let scheme: ColorScheme
        public let key: SemanticKey
        public let value: TokenValue
    }

    /// Whether no layer sets anything.
    public var isEmpty: Bool { layers.isEmpty }

    /// The layer of one scope (empty when it sets nothing).
    public subscript(scope: OverrideScope) -> SemanticOverrides {
        get { layers[scope] ?? SemanticOverrides() }
        set { layers[scope] = newValue.isEmpty ? nil : newValue }
    }

    /// The layers that apply in `scope`, lowest first: global, the app's, the app context's.
    public func layers(for scope: OverrideScope) -> [SemanticOverrides] {
        var result = [self[.global]]
        if !scope.isGlobal { result.append(self[scope.app]) }
        if !scope.context.isEmpty { result.append(self[scope]) }
        return result
    }

    /// Every app and app-context scope that sets something, in order.
    public var ownScopes: [OverrideScope] {
        layers.keys.filter { !$0.isGlobal }.sorted()
    }

    /// Whether any layer above the global one applies in `scope`.
    public func hasOwnLayers(for scope: OverrideScope) -> Bool {
        !scope.isGlobal && (layers[scope.app] != nil || layers[scope] != nil)
    }

    /// Parses, checks and sets one value; throws `InvalidArgument` with the problem's sentence
    /// (unknown key with the closest one, component key, wrong kind, out of range), `TooLarge`
    /// when it would take the overrides past ``maximumScopes``, ``maximumContextsPerApp`` or
    /// ``maximumValues``.
    public mutating func set(_ key: String, _ input: ThemeValueInput, scheme: SchemeSelection, in scope: OverrideScope) throws(DBusError) {
        var layer = self[scope]
        do {
            try layer.set(key, input, for: scheme)
        } catch {
            throw ThemeRequestError.invalidArgument(error.message)
        }
        try checkRoom(for: scope, adding: Self.count(layer) - Self.count(self[scope]))
        self[scope] = layer
    }

    /// Throws `TooLarge` when a new `scope`, or `added` more values, would pass a limit.
    private func checkRoom(for scope: OverrideScope, adding added: Int) throws(DBusError) {
        if !scope.isGlobal, layers[scope] == nil {
            guard layers.keys.count(where: { !$0.isGlobal }) < Self.maximumScopes else {
                throw ThemeRequestError.tooLarge("\(Self.maximumScopes) apps and app contexts already have overrides, the most kept; reset one before giving \(scope.label) any")
            }
            if !scope.context.isEmpty, layers.keys.count(where: { $0.appID == scope.appID && !$0.context.isEmpty }) >= Self.maximumContextsPerApp {
                throw ThemeRequestError.tooLarge("app '\(scope.appID)' already has overrides in \(Self.maximumContextsPerApp) contexts, the most kept; reset one before adding context \(ThemeRequestError.quoted(scope.context))")
            }
        }
        let total = layers.values.reduce(0) { $0 + Self.count($1) }
        guard added <= 0 || total + added <= Self.maximumValues else {
            throw ThemeRequestError.tooLarge("the overrides already hold \(total) values and at most \(Self.maximumValues) are kept; clear some before setting more")
        }
    }

    /// How many values a layer sets, both schemes together.
    private static func count(_ layer: SemanticOverrides) -> Int {
        layer[.light].count + layer[.dark].count
    }

    /// Removes one key; `NotFound` when `scope` does not set it in any selected scheme.
    public mutating func clear(_ key: String, scheme: SchemeSelection, in scope: OverrideScope) throws(DBusError) {
        let semanticKey: SemanticKey
        switch SemanticKey.lookup(key) {
        case .success(let found): semanticKey = found
        case .failure(let problem): throw ThemeRequestError.invalidArgument(problem.message)
        }
        var layer = self[scope]
        guard scheme.schemes.contains(where: { layer[$0][semanticKey] != nil }) else {
            throw ThemeRequestError.notFound("\(scope.label) has no override of '\(key)' for \(scheme.rawValue); nothing was cleared")
        }
        layer.clear(semanticKey, for: scheme)
        self[scope] = layer
    }

    /// Removes the global layer (`.global`), or one app's layer and all its contexts' layers.
    public mutating func reset(_ scope: OverrideScope) {
        if scope.isGlobal {
            layers[.global] = nil
        } else {
            layers = layers.filter { $0.key.appID != scope.appID }
        }
    }

    /// Removes every layer.
    public mutating func resetAll() { layers = [:] }

    /// Every override, ordered by scope, scheme (light first) and key; only `scope`'s when given.
    public func entries(in scope: OverrideScope? = nil) -> [Entry] {
        layers.keys.filter { scope == nil || $0 == scope }.sorted().flatMap { scope in
            ColorScheme.allCases.flatMap { scheme in
                self[scope][scheme].sorted { $0.key.key < $1.key.key }.map {
                    Entry(scope: scope, scheme: scheme, key: $0.key, value: $0.value)
                }
            }
        }
    }
}
