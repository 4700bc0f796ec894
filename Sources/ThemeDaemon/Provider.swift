import DBus
import Foundation
import Logging
import ThemeCore

/// The one owner of the theme. Every change goes request → resolve → persist →
/// publish; requests are serialised by the actor, so serials never go backwards
/// and a published token set always matches its serial.
public actor Provider {
    private let registry: ThemeRegistry
    private let store: SettingsStore
    private let logger: Logger
    private var settings: Settings
    private var systemScheme: ColorScheme
    private var listeners: [@Sendable (ThemeChange) -> Void] = []
    /// The state published now.
    public private(set) var snapshot: ThemeSnapshot

    /// Starts from stored settings and the desktop's current scheme.
    public init(registry: ThemeRegistry, store: SettingsStore, settings: Settings, systemScheme: ColorScheme, logger: Logger) {
        self.registry = registry
        self.store = store
        self.logger = logger
        self.settings = settings
        self.systemScheme = systemScheme
        snapshot = Provider.resolve(settings, systemScheme: systemScheme, registry: registry, serial: max(settings.serial, 1))
        self.settings.serial = snapshot.serial
    }

    /// Adds a function called, in order, after every persisted change.
    public func addListener(_ listener: @escaping @Sendable (ThemeChange) -> Void) {
        listeners.append(listener)
    }

    /// Applies a theme. Unknown or malformed ids change nothing.
    public func apply(themeID: String) throws {
        guard ThemeID.isValid(themeID) else {
            throw ThemeRequestError.invalidArgument("theme id \(ThemeRequestError.quoted(themeID)) is malformed: ids are 1–64 characters of a-z, 0-9 and '-', starting with a letter or digit")
        }
        do {
            _ = try registry.lookup(themeID)
        } catch {
            throw ThemeRequestError.unknownTheme(error.description)
        }
        var next = settings
        next.themeID = themeID
        try commit(next, systemScheme: systemScheme)
    }

    /// Sets the scheme preference: `system`, `light` or `dark`.
    public func setColorScheme(_ text: String) throws {
        guard let preference = SchemePreference(rawValue: text) else {
            throw ThemeRequestError.invalidArgument("color scheme \(ThemeRequestError.quoted(text)) is not one of system, light, dark")
        }
        var next = settings
        next.colorScheme = preference
        try commit(next, systemScheme: systemScheme)
    }

    /// Sets some accessibility flags; nil leaves a flag as it is.
    public func setAccessibility(highContrast: Bool?, reduceTransparency: Bool?, reducedMotion: Bool?) throws {
        var next = settings
        if let highContrast { next.accessibility.highContrast = highContrast }
        if let reduceTransparency { next.accessibility.reduceTransparency = reduceTransparency }
        if let reducedMotion { next.accessibility.reducedMotion = reducedMotion }
        try commit(next, systemScheme: systemScheme)
    }

    /// The desktop switched between light and dark.
    public func systemSchemeChanged(to scheme: ColorScheme) {
        do {
            try commit(settings, systemScheme: scheme)
        } catch {
            logger.error("could not follow the desktop's switch to \(scheme.rawValue): \(error)")
        }
    }

    /// Tokens of any theme in `scheme` with the current accessibility flags, without applying it.
    public func tokens(themeID: String, scheme: String) throws -> TokenSet {
        guard let colorScheme = ColorScheme(rawValue: scheme) else {
            throw ThemeRequestError.invalidArgument("scheme \(ThemeRequestError.quoted(scheme)) is not one of light, dark")
        }
        do {
            return try registry.tokens(themeID: themeID, scheme: colorScheme, accessibility: settings.accessibility)
        } catch {
            throw ThemeRequestError.unknownTheme(error.description)
        }
    }

    private func commit(_ proposed: Settings, systemScheme newSystemScheme: ColorScheme) throws {
        var next = proposed
        let unchangedSerial = Provider.resolve(next, systemScheme: newSystemScheme, registry: registry, serial: snapshot.serial)
        let tokenSetChanged = unchangedSerial.tokens != snapshot.tokens || unchangedSerial.themeID != snapshot.themeID
            || unchangedSerial.resolvedScheme != snapshot.resolvedScheme
        next.serial = snapshot.serial + (tokenSetChanged ? 1 : 0)
        systemScheme = newSystemScheme
        guard next != settings || tokenSetChanged else { return }
        do {
            try store.save(next)
        } catch {
            throw DBusError(.failed, "could not save \(store.fileURL.path): \(error.localizedDescription); nothing was changed")
        }
        let change = ThemeChange(old: snapshot, new: unchangedSerial.withSerial(next.serial))
        settings = next
        snapshot = change.new
        for listener in listeners { listener(change) }
    }

    private static func resolve(
        _ settings: Settings, systemScheme: ColorScheme, registry: ThemeRegistry, serial: UInt64
    ) -> ThemeSnapshot {
        let theme = registry.themeOrDefault(settings.themeID)
        let resolved: ColorScheme = switch settings.colorScheme {
        case .system: systemScheme
        case .light: .light
        case .dark: .dark
        }
        let tokenSet = (try? registry.tokens(themeID: theme.id, scheme: resolved, accessibility: settings.accessibility)) ?? TokenSet(values: [:])
        return ThemeSnapshot(
            themeID: theme.id, colorScheme: settings.colorScheme, resolvedScheme: resolved,
            accessibility: settings.accessibility, serial: serial, tokens: tokenSet)
    }
}
