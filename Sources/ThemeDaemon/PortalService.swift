import DBus
import Logging
import ThemeCore

/// `org.freedesktop.impl.portal.Settings` at `/org/freedesktop/portal/desktop`: the
/// desktop portal backend (INTERFACE.md "Desktop portal backend"). Translates provider
/// state into portal settings, and provider changes into `SettingChanged`, one signal
/// per key whose value changed.
public final class PortalService: Sendable {
    public static let busName = "org.freedesktop.impl.portal.desktop.themeswitch"
    public static let interfaceName = "org.freedesktop.impl.portal.Settings"
    public static let objectPath: ObjectPath = "/org/freedesktop/portal/desktop"
    /// The backend interface's version. The impl interface has not changed since its
    /// first version (ReadAll, Read, SettingChanged); the frontend's own version 2 is
    /// about its `ReadOne`, which backends do not implement.
    public static let version: UInt32 = 1

    static let appearanceNamespace = "org.freedesktop.appearance"
    static let tokensNamespace = "org.themeswitch.tokens"
    static let notFoundError = "org.freedesktop.portal.Error.NotFound"

    private let provider: Provider
    private let logger: Logger

    public init(provider: Provider, logger: Logger) {
        self.provider = provider
        self.logger = logger
    }

    /// Exports the object on `connection` and starts announcing the provider's changes there.
    public func attach(to connection: Connection) async throws {
        try connection.export([interface], at: PortalService.objectPath)
        await provider.addListener { [self] change in publish(change, on: connection) }
    }

    private func publish(_ change: ThemeChange, on connection: Connection) {
        let old = PortalService.settings(of: change.old)
        let new = PortalService.settings(of: change.new)
        do {
            for (namespace, values) in new.sorted(by: { $0.key < $1.key }) {
                let before = old[namespace] ?? [:]
                for (key, value) in values.sorted(by: { $0.key < $1.key }) where before[key] != value {
                    try connection.emit(
                        path: PortalService.objectPath, interface: PortalService.interfaceName, signal: "SettingChanged",
                        arguments: [.string(namespace), .string(key), .variant(value)])
                }
            }
        } catch {
            logger.error("could not announce portal settings of serial \(change.new.serial): \(error)")
        }
    }

    // MARK: Settings

    /// Every setting the backend serves, by namespace and key.
    static func settings(of snapshot: ThemeSnapshot) -> [String: [String: Value]] {
        [appearanceNamespace: appearance(of: snapshot), tokensNamespace: snapshot.tokens.values.mapValues(TokenEncoding.value)]
    }

    /// The `org.freedesktop.appearance` keys.
    static func appearance(of snapshot: ThemeSnapshot) -> [String: Value] {
        var values: [String: Value] = [
            "color-scheme": .uint32(snapshot.resolvedScheme == .dark ? 1 : 2),
            "contrast": .uint32(snapshot.accessibility.highContrast ? 1 : 0),
            "reduced-motion": .uint32(snapshot.accessibility.reducedMotion ? 1 : 0),
        ]
        if let accent = snapshot.tokens.color("color.accent") {
            // The 8-bit channels of the published `#RRGGBB`, so both forms agree exactly.
            func channel(_ value: Double) -> Value { .double((value * 255).rounded() / 255) }
            values["accent-color"] = .structure([channel(accent.red), channel(accent.green), channel(accent.blue)])
        }
        return values
    }

    /// Whether `namespace` is selected by `patterns` as the portal's `ReadAll` defines it:
    /// no patterns or an empty pattern select all; a trailing `*` matches any suffix.
    static func matches(_ namespace: String, _ patterns: [String]) -> Bool {
        if patterns.isEmpty { return true }
        return patterns.contains { pattern in
            if pattern.isEmpty || pattern == namespace { return true }
            guard pattern.hasSuffix("*") else { return false }
            return namespace.hasPrefix(pattern.dropLast())
        }
    }

    /// The value of one key, or `NotFound`.
    static func read(_ namespace: String, _ key: String, in snapshot: ThemeSnapshot) throws -> Value {
        let value: Value? = switch namespace {
        case appearanceNamespace: appearance(of: snapshot)[key]
        case tokensNamespace: snapshot.tokens[key].map(TokenEncoding.value)
        default:
            throw DBusError(name: notFoundError, message: "namespace \(ThemeRequestError.quoted(namespace)) is not provided by themeswitch; it provides \(appearanceNamespace) and \(tokensNamespace)")
        }
        guard let value else {
            throw DBusError(name: notFoundError, message: "namespace \(namespace) has no key \(ThemeRequestError.quoted(key)); ReadAll lists the keys it has")
        }
        return value
    }

    // MARK: Interface

    /// The interface table: dispatch and introspection both come from it.
    public var interface: Interface {
        Interface(PortalService.interfaceName, methods: [
            Method("ReadAll", inputs: [Argument("namespaces", "as")], outputs: [Argument("value", "a{sa{sv}}")]) { [provider] call in
                let patterns = call.arguments[0].array?.compactMap(\.string) ?? []
                let settings = PortalService.settings(of: await provider.snapshot)
                let entries = settings.keys.sorted().filter { PortalService.matches($0, patterns) }.map { namespace in
                    DictionaryEntry(.string(namespace), .stringVariantDictionary(settings[namespace] ?? [:]))
                }
                return [.dictionary(key: "s", value: "a{sv}", entries)]
            },
            Method("Read", inputs: [Argument("namespace", "s"), Argument("key", "s")], outputs: [Argument("value", "v")]) { [provider] call in
                let value = try PortalService.read(
                    call.arguments[0].string ?? "", call.arguments[1].string ?? "", in: await provider.snapshot)
                return [.variant(value)]
            },
        ], properties: [
            Property("version", "u", announcement: .constant) { .uint32(PortalService.version) },
        ], signals: [
            SignalDeclaration("SettingChanged", arguments: [Argument("namespace", "s"), Argument("key", "s"), Argument("value", "v")]),
        ])
    }
}
