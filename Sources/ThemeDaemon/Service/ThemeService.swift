import DBus
import FoundationEssentials
import Logging
import ThemeContract
import ThemeCore

/// `org.themeswitch.Theme1` at `/org/themeswitch/Theme1`: translates D-Bus calls into
/// provider requests, and provider changes into `PropertiesChanged` and `ThemeChanged`.
public final class ThemeService: Sendable {
    /// The longest argument string a request may carry.
    static let maximumArgumentBytes = 4096

    let provider: Provider
    let logger: Logger
    /// The callers that registered apps or acknowledged changes, watched until they leave the bus.
    let departures: AppDepartures
    /// What each output holds and each known client acknowledged.
    let ledger: DeliveryLedger

    /// The schedule's hold and forecast; nil where no schedule can run (the declared interfaces).
    let schedule: ScheduleControl?

    public init(provider: Provider, ledger: DeliveryLedger = DeliveryLedger(), schedule: ScheduleControl? = nil, logger: Logger) {
        self.provider = provider
        self.ledger = ledger
        self.schedule = schedule
        self.logger = logger
        departures = AppDepartures { [provider, ledger] sender in
            ledger.forget(sender)
            await provider.dropApps(of: sender)
        }
    }

    /// Stops watching the callers that registered apps.
    public func stop() {
        departures.stop()
    }

    /// Exports the object on `connection`; `publish(_:on:)` announces changes there.
    public func attach(to connection: Connection) throws {
        try connection.export([interface], at: ThemeBus.path)
    }

    /// Announces one change: `PropertiesChanged` for the properties that changed, then, for a
    /// new serial, `TokensChanged` (small) and `ThemeChanged` (the whole token set, encoded once).
    public func publish(_ change: ThemeChange, on connection: Connection) throws {
        let changed = ThemeProperty.changed(from: change.old, to: change.new)
        if !changed.isEmpty {
            try connection.emitPropertiesChanged(path: ThemeBus.path, interface: ThemeBus.interface, changed: changed)
        }
        guard change.tokenSetChanged else { return }
        let new = change.new
        try connection.emit(
            path: ThemeBus.path, interface: ThemeBus.interface, signal: ThemeBus.tokensChanged,
            arguments: [.uint64(new.serial), .string(new.themeID), .string(new.resolvedScheme.rawValue)])
        // Written straight from the tokens by the layer's own marshaller and checked whole by
        // libdbus, cheaper than libdbus's iterator for the 21 KB set (docs/PERFORMANCE.md, "Daemon").
        try connection.emit(
            path: ThemeBus.path, interface: ThemeBus.interface, signal: ThemeBus.themeChanged,
            leading: [.string(new.themeID), .string(new.resolvedScheme.rawValue)],
            trailing: try TokenCodec.marshalled([.uint64(new.serial)], new.tokens))
        logger.info("published serial \(new.serial): theme \(new.themeID), \(new.resolvedScheme.rawValue)")
    }

    /// The interface table: dispatch and introspection both come from it.
    public var interface: Interface {
        Interface(ThemeBus.interface, methods: [
            Method("Apply", inputs: [Argument("theme_id", "s")]) { [provider] call in
                try await provider.apply(themeID: try ThemeService.string(call, 0, "theme id"))
                return []
            },
            Method("SetColorScheme", inputs: [Argument("scheme", "s")]) { [provider, schedule] call in
                let preference = try ThemeService.string(call, 0, "color scheme")
                try await provider.setColorScheme(preference)
                // `system` returns to the schedule at once: a scheme held over it ends.
                if preference == SchemePreference.system.rawValue { schedule?.releaseHold() }
                return []
            },
            Method("SetAccessibility", inputs: [Argument("flags", "a{sv}")]) { [provider] call in
                let flags = try AccessibilityRequest(call.arguments[0])
                try await provider.changeAccessibility(.force(
                    highContrast: flags.highContrast, reduceTransparency: flags.reduceTransparency,
                    reducedMotion: flags.reducedMotion))
                return []
            },
            Method("SetAccessibilityPreferences", inputs: [Argument("preferences", "a{ss}")]) { [provider] call in
                let entries = (call.arguments[0].stringKeyedDictionary ?? [:]).sorted { $0.key < $1.key }
                try await provider.changeAccessibility(.setPreferences(entries.map { (key: $0.key, value: $0.value.string ?? "") }))
                return []
            },
            Method("ListThemes", outputs: [Argument("themes", "a(sssb)")]) { [provider] _ in
                [.array(element: "(sssb)", await provider.catalog.map { theme in
                    .structure([.string(theme.id), .string(theme.displayName), .string(theme.previewColor.hex), .bool(theme.isBuiltIn)])
                })]
            },
            Method("GetTokens", inputs: [Argument("app_id", "s")], outputs: [
                Argument("theme_id", "s"), Argument("resolved_scheme", "s"), Argument("serial", "t"), Argument("tokens", "a{sv}"),
            ]) { [provider] call in
                ThemeService.reply(try await provider.tokens(appID: try ThemeService.string(call, 0, "app id"), context: ""))
            },
            Method("GetThemeTokens", inputs: [Argument("theme_id", "s"), Argument("scheme", "s")],
                   outputs: [Argument("tokens", "a{sv}")]) { [provider] call in
                let tokens = try await provider.tokens(
                    themeID: try ThemeService.string(call, 0, "theme id"), scheme: try ThemeService.string(call, 1, "scheme"))
                return [TokenCodec.dictionary(tokens)]
            },
            Method("GetGlobalTokens", inputs: [Argument("scheme", "s")], outputs: [Argument("tokens", "a{sv}")]) { [provider] call in
                [TokenCodec.dictionary(try await provider.shownTokens(scheme: try ThemeService.string(call, 0, "scheme")))]
            },
        ] + ThemeService.userThemeMethods(provider) + ThemeService.layerMethods(provider, ledger: ledger, departures: departures)
            + ThemeService.wallpaperMethods(provider) + ThemeService.deliveryMethods(provider, ledger: ledger, departures: departures)
            + ThemeService.scheduleMethods(provider, schedule: schedule), properties: ThemeProperty.all.map { property in
            Property(property.name, property.signature) { [provider] in property.value(await provider.snapshot) }
        }, signals: [
            SignalDeclaration(ThemeBus.themeChanged, arguments: [
                Argument("theme_id", "s"), Argument("resolved_scheme", "s"), Argument("serial", "t"), Argument("tokens", "a{sv}"),
            ]),
            SignalDeclaration(ThemeBus.tokensChanged, arguments: [
                Argument("serial", "t"), Argument("theme_id", "s"), Argument("resolved_scheme", "s"),
            ]),
            ThemeService.catalogSignal,
        ] + ThemeService.layerSignals + ThemeService.scheduleSignals, readAllProperties: { [provider] in ThemeProperty.values(of: await provider.snapshot) })
    }

    /// The interface tables the daemon exports (its own and the portal backend's), as declared:
    /// what introspection answers and `docs/dbus-api.md` lists. Built on a provider that saves
    /// nowhere, so that nothing here needs a bus or a settings file.
    public static func declaredInterfaces() -> (theme: Interface, portal: Interface) {
        let registry = ThemeRegistry.builtIn
        let logger = Logger(label: "declaration")
        let provider = Provider(
            registry: registry, store: SettingsStore(fileURL: URL(fileURLWithPath: "/dev/null")), settings: .defaults, logger: logger)
        return (ThemeService(provider: provider, logger: logger).interface,
                PortalService(provider: provider, logger: logger).interface)
    }

    /// The introspection XML of the object, as shipped in `systemd/org.themeswitch.Theme1.xml`.
    public static func introspectionXML() -> String {
        Introspection.xml(interfaces: [declaredInterfaces().theme])
    }

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
