import DBus
import FoundationEssentials
import Logging
import ThemeConfiguration
import ThemeContract
import ThemeCore

/// The one owner of the theme. Every change goes request → resolve → persist →
/// publish; requests are serialised by the actor, so serials never go backwards
/// and a published token set always matches its serial. A request that cannot be
/// persisted changes nothing: not the state, not the serial, and nothing is published.
public actor Provider {
    /// The built-ins and the user themes' working copies.
    var registry: ThemeRegistry
    private let store: SettingsStore
    let logger: Logger
    /// The settings in force: the user's own with the machine policy applied (Policy/SettingsPolicy.swift).
    private(set) var settings: Settings
    /// The user's own settings, as persisted; the policy's defaults and locks are not in them.
    private(set) var ownSettings: Settings
    /// The machine defaults and locks in force (Policy/Provider+Policy.swift).
    var policy: MachinePolicy
    /// Where each change's effects go (``ChangePipeline``); none until the daemon connects one.
    var effects: (any ChangeEffects)?
    /// The user themes (Provider+UserThemes.swift).
    var userThemes: UserThemeLibrary
    /// The theme shown for a while instead of the applied one (Provider+Preview.swift).
    var preview: ThemePreview?
    /// When edits of the applied theme were last published, and the publish waiting for its turn.
    var editPublishing = EditPublishing()
    /// The same pace for catalog announcements (each accent edit changes a preview color).
    var catalogPublishing = EditPublishing()
    /// The drafts of unsaved edits (Provider+Drafts.swift).
    var drafts = DraftKeeping()
    /// The callers following an app's own set, and where its changes go (Provider+Apps).
    var apps = AppRegistrations()
    /// The per-app sets last written to the lean path's files (Provider+AppFiles).
    var appFileSets: [OverrideScope: TokenSet] = [:]
    /// The apps whose files are written (config.yaml `app-files`).
    var appFileReaders = AppFileReaders.all
    /// Where copied wallpaper images are kept (Wallpaper/Provider+Wallpaper.swift).
    var wallpaperImages: WallpaperImages?
    /// A desktop scheme that could not be persisted yet, and the retry that will try again.
    private var unsavedSystemScheme: (scheme: ColorScheme, retry: Task<Void, Never>)?
    /// The state published now.
    public private(set) var snapshot: ThemeSnapshot

    /// How long after a failed save of a desktop switch the first retry comes; each next one waits twice as long, up to a minute.
    static let firstRetryDelay: Duration = .milliseconds(500)

    /// Starts from stored settings, in the desktop scheme they last saw.
    public init(registry: ThemeRegistry, store: SettingsStore, settings: Settings, logger: Logger) {
        self.init(userThemes: UserThemeLibrary(builtIn: registry), store: store, settings: settings, logger: logger)
    }

    /// Starts from stored settings, with the user themes loaded.
    init(userThemes: UserThemeLibrary, store: SettingsStore, settings: Settings, policy: MachinePolicy = .none, logger: Logger) {
        let registry = userThemes.registry
        self.userThemes = userThemes
        self.registry = registry
        self.store = store
        self.logger = logger
        self.policy = policy
        ownSettings = settings
        self.settings = SettingsPolicy.inForce(settings, under: policy)
        snapshot = Provider.resolve(self.settings, registry: registry, serial: max(settings.serial, 1)).withLocks(policy.lockedNames)
        self.settings.serial = snapshot.serial
        ownSettings.serial = snapshot.serial
    }

    /// Hands every change from now on to `effects`, and writes the per-app files of the settings as they are.
    public func connect(_ effects: any ChangeEffects) {
        self.effects = effects
        updateAppFiles()
    }

    /// Applies a theme. Unknown or malformed ids change nothing.
    public func apply(themeID: String) throws {
        try checkKnown(themeID)
        var next = settings
        next.themeID = themeID
        try commit(next)
    }

    /// Throws unless `themeID` is well formed and in the registry.
    func checkKnown(_ themeID: String) throws {
        guard ThemeID.isValid(themeID) else { throw ThemeRequestError.malformedID(themeID) }
        do {
            _ = try registry.lookup(themeID)
        } catch {
            throw ThemeRequestError.unknownTheme(error.description)
        }
    }

    /// Sets the scheme preference: `system`, `light` or `dark`.
    public func setColorScheme(_ text: String) throws {
        guard let preference = SchemePreference(rawValue: text) else {
            throw ThemeRequestError.invalidArgument("color scheme \(ThemeRequestError.quoted(text)) is not one of system, light, dark")
        }
        var next = settings
        next.colorScheme = preference
        try commit(next)
    }

    /// Hands an accessibility request or a reading of the desktop to the accessibility component
    /// (``AccessibilityState/decide(_:_:)``) and its decision to ``commit(_:durable:)``. Throws what
    /// the component refuses, and `SaveFailed` when the change cannot be saved; either way nothing changes.
    func changeAccessibility(_ event: AccessibilityEvent) throws {
        let (state, effects) = try AccessibilityState.decide(settings.accessibility, event)
        var next = settings
        next.accessibility = state
        try commit(next, durable: effects.durable)
    }

    /// The desktop switched between light and dark (or was read at start-up).
    ///
    /// Saved without fsync: the file still survives a crash of the daemon, which is what keeps
    /// the serial from going backwards for any client still running; only a power loss can lose
    /// it, and that ends every client too, while the desktop's scheme is read again at start.
    /// A switch that cannot be saved is not forgotten: it is retried until it is saved or superseded.
    public func systemSchemeChanged(to scheme: ColorScheme) {
        unsavedSystemScheme?.retry.cancel()
        unsavedSystemScheme = nil
        saveSystemScheme(scheme, attempt: 0)
    }

    private func saveSystemScheme(_ scheme: ColorScheme, attempt: Int) {
        var next = settings
        next.systemScheme = scheme
        do {
            try commit(next, durable: false)
            unsavedSystemScheme = nil
        } catch {
            let delay = min(Provider.firstRetryDelay * (1 << min(attempt, 7)), .seconds(60))
            if attempt == 0 {
                logger.error("could not follow the desktop's switch to \(scheme.rawValue): \(error); retrying")
            }
            let retry = Task { [weak self] in
                try? await Task.sleep(for: delay)
                guard !Task.isCancelled else { return }
                await self?.retrySystemScheme(scheme, attempt: attempt + 1)
            }
            unsavedSystemScheme = (scheme, retry)
        }
    }

    private func retrySystemScheme(_ scheme: ColorScheme, attempt: Int) {
        guard unsavedSystemScheme?.scheme == scheme else { return }
        saveSystemScheme(scheme, attempt: attempt)
        if unsavedSystemScheme == nil { logger.notice("followed the desktop's switch to \(scheme.rawValue) after \(attempt) retries") }
    }

    /// Tokens of any theme in `scheme` with the current accessibility flags, without applying it.
    public func tokens(themeID: String, scheme: String) throws -> TokenSet {
        guard let colorScheme = ColorScheme(rawValue: scheme) else {
            throw ThemeRequestError.invalidArgument("scheme \(ThemeRequestError.quoted(scheme)) is not one of light, dark")
        }
        do {
            return try registry.tokens(themeID: themeID, scheme: colorScheme, accessibility: settings.accessibility.flags)
        } catch {
            throw ThemeRequestError.unknownTheme(error.description)
        }
    }

    /// What the daemon's templates render in `scheme` (`GetGlobalTokens`): in the resolved
    /// scheme the published global set, in the other one ``globalTokens(in:)``.
    public func shownTokens(scheme: String) throws -> TokenSet {
        guard let colorScheme = ColorScheme(rawValue: scheme) else {
            throw ThemeRequestError.invalidArgument("scheme \(ThemeRequestError.quoted(scheme)) is not one of light, dark")
        }
        return colorScheme == snapshot.resolvedScheme ? snapshot.tokens : globalTokens(in: colorScheme)
    }

    /// The global set of what is shown now (the applied theme, or a preview, with the global
    /// layers) in `scheme`: in the resolved scheme it is the published set; the other scheme is
    /// what a light/dark template pair renders besides it.
    public func globalTokens(in scheme: ColorScheme) -> TokenSet {
        Provider.globalTokenSet(displayed(settings), in: scheme, registry: registry)
    }

    /// The global token set `settings` give in `scheme`: their theme (or `default`) with the global layers.
    private static func globalTokenSet(_ settings: Settings, in scheme: ColorScheme, registry: ThemeRegistry) -> TokenSet {
        (try? registry.tokens(
            themeID: registry.themeOrDefault(settings.themeID).id, stack: settings.layers(for: .global), scheme: scheme,
            accessibility: settings.accessibility.flags)) ?? TokenSet()
    }

    /// Resolves `proposed`, persists it, and only then makes it the state and publishes it.
    func commit(_ proposed: Settings, durable: Bool = true) throws {
        let decided = try decideUnderPolicy(proposed)
        let resolved = Provider.resolve(displayed(decided.inForce), registry: registry, serial: snapshot.serial)
            .withLocks(policy.lockedNames).withHeldUntil(snapshot.heldUntil)
        let tokenSetChanged = resolved.tokenSetDiffers(from: snapshot)
        var next = decided.inForce
        next.serial = snapshot.serial + (tokenSetChanged ? 1 : 0)
        var own = decided.own
        own.serial = next.serial
        guard next != settings || own != ownSettings || resolved.locks != snapshot.locks else { return }
        do {
            try store.save(own, durable: durable)
        } catch {
            throw ThemeRequestError.saveFailed("could not save \(store.fileURL.path) (\(error.systemReason)); nothing was changed")
        }
        let change = ThemeChange(old: snapshot, new: resolved.withSerial(next.serial))
        settings = next
        ownSettings = own
        snapshot = change.new
        effects?.published(change)
        var appSets = AppSets()
        updateAppFiles(sharing: &appSets)
        deliverAppSets(sharing: &appSets)
    }

    /// The schedule's hold now ends at `until` (Unix µs; 0: no hold): `HeldUntil` changes, nothing
    /// is persisted here (the schedule keeps its hold in its own state file) and the serial stays.
    public func scheduleHoldChanged(until: UInt64) {
        guard until != snapshot.heldUntil else { return }
        let change = ThemeChange(old: snapshot, new: snapshot.withHeldUntil(until))
        snapshot = change.new
        effects?.published(change)
    }

    /// The snapshot `settings` resolve to.
    private static func resolve(_ settings: Settings, registry: ThemeRegistry, serial: UInt64) -> ThemeSnapshot {
        let theme = registry.themeOrDefault(settings.themeID)
        let resolved: ColorScheme = switch settings.colorScheme {
        case .system: settings.systemScheme
        case .light: .light
        case .dark: .dark
        }
        return ThemeSnapshot(
            themeID: theme.id, colorScheme: settings.colorScheme, resolvedScheme: resolved,
            accessibility: settings.accessibility.flags, serial: serial, tokens: globalTokenSet(settings, in: resolved, registry: registry),
            darkVariant: settings.darkVariant, accessibilityPreferences: settings.accessibility.preferences,
            otherSchemeTokens: globalTokenSet(settings, in: resolved == .light ? .dark : .light, registry: registry),
            dynamicColors: settings.wallpaper.dynamicColors)
    }
}
