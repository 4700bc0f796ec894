import DBus
import Logging
import ThemeContract
import ThemeCore

/// `org.freedesktop.impl.portal.Settings` at `/org/freedesktop/portal/desktop`: the
/// desktop portal backend (docs/dbus-api.md "Desktop portal backend"). Serves the
/// `org.freedesktop.appearance` keys and Themeswitch's own `org.themeswitch` keys, and
/// announces a change with one `SettingChanged` per changed appearance key plus
/// `theme-id`/`serial` — never per token, never the whole `tokens` value, because
/// xdg-desktop-portal re-broadcasts every one of them to every app.
public final class PortalService: Sendable {
    /// The backend interface's version. The impl interface has not changed since its
    /// first version (ReadAll, Read, SettingChanged); the frontend's own version 2 is
    /// about its `ReadOne`, which backends do not implement.
    public static let version: UInt32 = 1

    private let provider: Provider
    private let logger: Logger

    public init(provider: Provider, logger: Logger) {
        self.provider = provider
        self.logger = logger
    }

    /// Exports the object on `connection`; `publish(_:on:)` announces changes there.
    public func attach(to connection: Connection) throws {
        try connection.export([interface], at: PortalBus.path)
    }

    /// Emits `SettingChanged` for each announced key whose value changed; returns how many.
    @discardableResult
    public func publish(_ change: ThemeChange, on connection: Connection) throws -> Int {
        let changes = PortalService.announcedChanges(change)
        for (namespace, key, value) in changes {
            try connection.emit(
                path: PortalBus.path, interface: PortalBus.interface, signal: "SettingChanged",
                arguments: [.string(namespace), .string(key), .variant(value)])
        }
        return changes.count
    }

    /// The `(namespace, key, value)` announcements of one change, in a stable order.
    static func announcedChanges(_ change: ThemeChange) -> [(String, String, Value)] {
        let old = announced(change.old)
        return announced(change.new).filter { namespace, key, value in
            !old.contains { $0.0 == namespace && $0.1 == key && $0.2 == value }
        }
    }

    /// The keys a change may be announced for: the appearance keys, then `theme-id` and `serial`.
    private static func announced(_ snapshot: ThemeSnapshot) -> [(String, String, Value)] {
        appearance(of: snapshot).sorted { $0.key < $1.key }.map { (PortalBus.appearanceNamespace, $0.key, $0.value) }
            + [(PortalBus.themeswitchNamespace, "theme-id", .string(snapshot.themeID)),
               (PortalBus.themeswitchNamespace, "serial", .uint64(snapshot.serial))]
    }

    // MARK: Settings

    /// The namespaces the backend serves, in the order `ReadAll` lists them.
    static let namespaces = [PortalBus.appearanceNamespace, PortalBus.themeswitchNamespace]

    /// The settings of one namespace, or nil for a namespace the backend does not serve. Built for
    /// the namespace asked only: `org.themeswitch`'s `tokens` is the whole set as `a{sv}`, which a
    /// `Read` of the appearance keys (every portal client's start) does not pay for.
    static func settings(in namespace: String, of snapshot: ThemeSnapshot) -> [String: Value]? {
        switch namespace {
        case PortalBus.appearanceNamespace: appearance(of: snapshot)
        case PortalBus.themeswitchNamespace: themeswitch(of: snapshot)
        default: nil
        }
    }

    /// The `org.themeswitch` keys.
    static func themeswitch(of snapshot: ThemeSnapshot) -> [String: Value] {
        ["theme-id": .string(snapshot.themeID), "serial": .uint64(snapshot.serial), "tokens": TokenCodec.dictionary(snapshot.tokens)]
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
        guard let values = settings(in: namespace, of: snapshot) else {
            throw DBusError(name: PortalBus.notFoundError, message: "namespace \(ThemeRequestError.quoted(namespace)) is not provided by themeswitch; it provides \(PortalBus.appearanceNamespace) and \(PortalBus.themeswitchNamespace)")
        }
        guard let value = values[key] else {
            throw DBusError(name: PortalBus.notFoundError, message: "namespace \(namespace) has no key \(ThemeRequestError.quoted(key)); ReadAll lists the keys it has")
        }
        return value
    }

    // MARK: Interface

    /// The interface table: dispatch and introspection both come from it.
    public var interface: Interface {
        Interface(PortalBus.interface, methods: [
            Method("ReadAll", inputs: [Argument("namespaces", "as")], outputs: [Argument("value", "a{sa{sv}}")]) { [provider] call in
                let patterns = call.arguments[0].array?.compactMap(\.string) ?? []
                let snapshot = await provider.snapshot
                let entries = PortalService.namespaces.filter { PortalService.matches($0, patterns) }.map { namespace in
                    DictionaryEntry(.string(namespace), .stringVariantDictionary(PortalService.settings(in: namespace, of: snapshot) ?? [:]))
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
