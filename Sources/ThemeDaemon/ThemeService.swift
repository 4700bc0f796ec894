import DBus
import Foundation
import Logging
import Synchronization
import ThemeCore

/// `org.themeswitch.Theme1` at `/org/themeswitch/Theme1`: translates D-Bus calls into
/// provider requests, and provider changes into `PropertiesChanged` and `ThemeChanged`.
public final class ThemeService: Sendable {
    public static let busName = "org.themeswitch.Theme1"
    public static let interfaceName = "org.themeswitch.Theme1"
    public static let objectPath: ObjectPath = "/org/themeswitch/Theme1"
    /// The longest argument string a request may carry.
    static let maximumArgumentBytes = 4096

    private let provider: Provider
    private let registry: ThemeRegistry
    private let logger: Logger
    /// The encoded token set of the current serial, shared by `GetTokens` and `ThemeChanged`.
    private let encoded = Mutex<(serial: UInt64, tokens: Value)?>(nil)

    public init(provider: Provider, registry: ThemeRegistry, logger: Logger) {
        self.provider = provider
        self.registry = registry
        self.logger = logger
    }

    /// Exports the object on `connection` and starts publishing the provider's changes there.
    public func attach(to connection: Connection) async throws {
        try connection.export([interface], at: ThemeService.objectPath)
        await provider.addListener { [self] change in publish(change, on: connection) }
    }

    private func encodedTokens(_ snapshot: ThemeSnapshot) -> Value {
        encoded.withLock { cache in
            if let cache, cache.serial == snapshot.serial { return cache.tokens }
            let tokens = TokenEncoding.dictionary(snapshot.tokens)
            cache = (snapshot.serial, tokens)
            return tokens
        }
    }

    private func publish(_ change: ThemeChange, on connection: Connection) {
        let properties = ThemeService.properties(of: change.new)
        let old = ThemeService.properties(of: change.old)
        let changed = properties.filter { old[$0.key] != $0.value }
        do {
            if !changed.isEmpty {
                try connection.emitPropertiesChanged(path: ThemeService.objectPath, interface: ThemeService.interfaceName, changed: changed)
            }
            if change.tokenSetChanged {
                try connection.emit(
                    path: ThemeService.objectPath, interface: ThemeService.interfaceName, signal: "ThemeChanged",
                    arguments: [.string(change.new.themeID), .string(change.new.resolvedScheme.rawValue),
                                .uint64(change.new.serial), encodedTokens(change.new)])
            }
            logger.info("published serial \(change.new.serial): theme \(change.new.themeID), \(change.new.resolvedScheme.rawValue)")
        } catch {
            logger.error("could not publish serial \(change.new.serial): \(error)")
        }
    }

    static func properties(of snapshot: ThemeSnapshot) -> [String: Value] {
        [
            "ThemeId": .string(snapshot.themeID),
            "ColorScheme": .string(snapshot.colorScheme.rawValue),
            "ResolvedScheme": .string(snapshot.resolvedScheme.rawValue),
            "Serial": .uint64(snapshot.serial),
            "HighContrast": .bool(snapshot.accessibility.highContrast),
            "ReduceTransparency": .bool(snapshot.accessibility.reduceTransparency),
            "ReducedMotion": .bool(snapshot.accessibility.reducedMotion),
        ]
    }

    /// The interface table: dispatch and introspection both come from it.
    public var interface: Interface {
        Interface(ThemeService.interfaceName, methods: [
            Method("Apply", inputs: [Argument("theme_id", "s")]) { [provider] call in
                try await provider.apply(themeID: try ThemeService.string(call, 0, "theme id"))
                return []
            },
            Method("SetColorScheme", inputs: [Argument("scheme", "s")]) { [provider] call in
                try await provider.setColorScheme(try ThemeService.string(call, 0, "color scheme"))
                return []
            },
            Method("SetAccessibility", inputs: [Argument("flags", "a{sv}")]) { [provider] call in
                let flags = try AccessibilityRequest(call.arguments[0])
                try await provider.setAccessibility(
                    highContrast: flags.highContrast, reduceTransparency: flags.reduceTransparency,
                    reducedMotion: flags.reducedMotion)
                return []
            },
            Method("ListThemes", outputs: [Argument("themes", "a(sssb)")]) { [registry] _ in
                [.array(element: "(sssb)", registry.themes.map { theme in
                    .structure([.string(theme.id), .string(theme.displayName), .string(theme.previewColor.hex), .bool(theme.isBuiltIn)])
                })]
            },
            Method("GetTokens", inputs: [Argument("app_id", "s")], outputs: [
                Argument("theme_id", "s"), Argument("resolved_scheme", "s"), Argument("serial", "t"), Argument("tokens", "a{sv}"),
            ]) { [self] call in
                _ = try ThemeService.string(call, 0, "app id")
                let snapshot = await provider.snapshot
                return [.string(snapshot.themeID), .string(snapshot.resolvedScheme.rawValue), .uint64(snapshot.serial), encodedTokens(snapshot)]
            },
            Method("GetThemeTokens", inputs: [Argument("theme_id", "s"), Argument("scheme", "s")],
                   outputs: [Argument("tokens", "a{sv}")]) { [provider] call in
                let tokens = try await provider.tokens(
                    themeID: try ThemeService.string(call, 0, "theme id"), scheme: try ThemeService.string(call, 1, "scheme"))
                return [TokenEncoding.dictionary(tokens)]
            },
        ], properties: ThemeService.propertyNames.map { name, signature in
            Property(name, signature) { [provider] in
                ThemeService.properties(of: await provider.snapshot)[name] ?? .string("")
            }
        }, signals: [
            SignalDeclaration("ThemeChanged", arguments: [
                Argument("theme_id", "s"), Argument("resolved_scheme", "s"), Argument("serial", "t"), Argument("tokens", "a{sv}"),
            ]),
        ])
    }

    /// The introspection XML of the object, as shipped in `systemd/org.themeswitch.Theme1.xml`.
    public static func introspectionXML() -> String {
        let registry = ThemeRegistry.builtIn
        let provider = Provider(
            registry: registry, store: SettingsStore(fileURL: URL(fileURLWithPath: "/dev/null")), settings: .defaults,
            systemScheme: .light, logger: Logger(label: "introspection"))
        return Introspection.xml(interfaces: [ThemeService(provider: provider, registry: registry, logger: Logger(label: "introspection")).interface])
    }

    static let propertyNames: [(String, Signature)] = [
        ("ThemeId", "s"), ("ColorScheme", "s"), ("ResolvedScheme", "s"), ("Serial", "t"),
        ("HighContrast", "b"), ("ReduceTransparency", "b"), ("ReducedMotion", "b"),
    ]

    /// A string argument, refused when it is larger than any valid request needs.
    static func string(_ call: MethodCall, _ index: Int, _ what: String) throws -> String {
        let text = call.arguments[index].string ?? ""
        guard text.utf8.count <= maximumArgumentBytes else {
            throw ThemeRequestError.tooLarge("the \(what) is \(text.utf8.count) bytes; at most \(maximumArgumentBytes) are accepted")
        }
        return text
    }
}

/// The flags of a `SetAccessibility` call, checked key by key.
struct AccessibilityRequest {
    var highContrast: Bool?
    var reduceTransparency: Bool?
    var reducedMotion: Bool?

    static let keys = ["high-contrast", "reduce-transparency", "reduced-motion"]

    init(_ argument: Value) throws {
        for (key, value) in argument.stringKeyedDictionary ?? [:] {
            guard let flag = value.unwrapped.bool, case .bool = value.unwrapped else {
                throw ThemeRequestError.invalidArgument("accessibility flag \(ThemeRequestError.quoted(key)) must be a boolean (b), not '\(value.unwrapped.signature)'")
            }
            switch key {
            case "high-contrast": highContrast = flag
            case "reduce-transparency": reduceTransparency = flag
            case "reduced-motion": reducedMotion = flag
            default:
                throw ThemeRequestError.invalidArgument("unknown accessibility flag \(ThemeRequestError.quoted(key)); accepted: \(AccessibilityRequest.keys.joined(separator: ", "))")
            }
        }
    }
}
