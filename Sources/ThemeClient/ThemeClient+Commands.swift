import DBus
import FoundationEssentials

extension ThemeClient {
    /// Applies a theme for every app (`Apply`): the daemon persists it, then publishes it.
    ///
    /// - Throws: ``ThemeClientError/unknownTheme(_:)`` naming the closest known id when the
    ///   daemon does not know `themeID`.
    public func apply(_ themeID: String) async throws(ThemeClientError) {
        do {
            _ = try await call("Apply", [.string(themeID)])
        } catch .rejected(let name, let message) where ThemeCall.isUnknownTheme(name) {
            let known = (try? await listThemes().map(\.id)) ?? []
            throw ThemeCall.unknownTheme(themeID, name: name, message: message, known: known)
        }
    }

    /// Sets the user's color-scheme preference (`SetColorScheme`).
    public func setColorScheme(_ preference: SchemePreference) async throws(ThemeClientError) {
        _ = try await call("SetColorScheme", [.string(preference.rawValue)])
    }

    /// Changes the accessibility flags that are given (`SetAccessibility`); `nil` leaves a flag as it is.
    public func setAccessibility(highContrast: Bool? = nil, reduceTransparency: Bool? = nil,
                                 reducedMotion: Bool? = nil) async throws(ThemeClientError) {
        var flags: [String: Value] = [:]
        if let highContrast { flags["high-contrast"] = .bool(highContrast) }
        if let reduceTransparency { flags["reduce-transparency"] = .bool(reduceTransparency) }
        if let reducedMotion { flags["reduced-motion"] = .bool(reducedMotion) }
        _ = try await call("SetAccessibility", [.stringVariantDictionary(flags)])
    }

    /// Sets accessibility preferences by name (`SetAccessibilityPreferences`): `high-contrast`,
    /// `reduce-transparency`, `reduced-motion` to `system`, `on` or `off`, `text-scale` to `system`
    /// or a factor. The daemon refuses the whole request when one name or value is bad.
    public func setAccessibilityPreferences(_ preferences: [String: String]) async throws(ThemeClientError) {
        let entries = preferences.sorted { $0.key < $1.key }.map { DictionaryEntry(.string($0.key), .string($0.value)) }
        _ = try await call("SetAccessibilityPreferences", [.dictionary(key: "s", value: "s", entries)])
    }

    /// Every theme in display order (`ListThemes`): built-ins first, then the user's.
    public func listThemes() async throws(ThemeClientError) -> [ThemeInfo] {
        try ThemeCall.themes(from: try await call("ListThemes", signature: "a(sssb)"))
    }

    /// The global set shown now in `scheme` (`GetGlobalTokens`): the applied theme (or a preview)
    /// with the accessibility flags, the dark variant, the global overrides and the wallpaper, as
    /// the daemon's templates render it.
    public func globalTokens(in scheme: ColorScheme) async throws(ThemeClientError) -> ThemeTokens {
        let reply = try await call("GetGlobalTokens", [.string(scheme.rawValue)], signature: "a{sv}")
        guard let tokens = reply.arguments.first else { throw .unexpectedReply("GetGlobalTokens gave no tokens") }
        return ThemeTokens(try TokenWire.tokenSet(tokens))
    }

    /// Any theme's tokens in `scheme`, without applying it (`GetThemeTokens`), for pickers and previews.
    public func themeTokens(_ themeID: String, scheme: ColorScheme) async throws(ThemeClientError) -> ThemeTokens {
        let reply: Message
        do {
            reply = try await call("GetThemeTokens", [.string(themeID), .string(scheme.rawValue)], signature: "a{sv}")
        } catch .rejected(let name, let message) where ThemeCall.isUnknownTheme(name) {
            let known = (try? await listThemes().map(\.id)) ?? []
            throw ThemeCall.unknownTheme(themeID, name: name, message: message, known: known)
        }
        guard let tokens = reply.arguments.first else { throw .unexpectedReply("GetThemeTokens gave no tokens") }
        return ThemeTokens(try TokenWire.tokenSet(tokens))
    }

    /// The daemon's properties (`GetAll`): theme, scheme preference, resolved scheme, serial, flags, dark variant.
    public func status() async throws(ThemeClientError) -> ThemeStatus {
        let reply = try await call("GetAll", [.string(ThemeBus.interface)], interface: ThemeBus.properties,
                                   signature: "a{sv}")
        guard let properties = reply.arguments.first?.stringKeyedDictionary else {
            throw .unexpectedReply("GetAll gave no a{sv}")
        }
        guard let themeID = properties["ThemeId"]?.string,
              let preference = properties["ColorScheme"]?.string.flatMap(SchemePreference.init(rawValue:)),
              let resolved = properties["ResolvedScheme"]?.string.flatMap(ColorScheme.init(rawValue:)),
              let serial = properties["Serial"]?.uint64 else {
            throw .unexpectedReply("the properties lack ThemeId, ColorScheme, ResolvedScheme or Serial")
        }
        let flags = AccessibilityFlags(
            highContrast: properties["HighContrast"]?.bool ?? false,
            reduceTransparency: properties["ReduceTransparency"]?.bool ?? false,
            reducedMotion: properties["ReducedMotion"]?.bool ?? false,
            textScale: properties["TextScale"]?.double ?? 1)
        var preferences: AccessibilityPreferences?
        if let texts = properties["AccessibilityPreferences"]?.stringKeyedDictionary {
            var read = AccessibilityPreferences()
            for (key, value) in texts { try? read.set(key, to: value.string ?? "") }
            preferences = read
        }
        return ThemeStatus(themeID: themeID, colorScheme: preference, resolvedScheme: resolved, serial: serial,
                           accessibility: flags, darkVariant: properties["DarkVariant"]?.string,
                           accessibilityPreferences: preferences, locks: properties["Locks"]?.array?.compactMap(\.string) ?? [],
                           heldUntil: properties["HeldUntil"]?.uint64.flatMap { $0 == 0 ? nil : Date(timeIntervalSince1970: Double($0) / 1_000_000) })
    }
}
