import ThemeConfiguration
import ThemeCore

/// The names of a machine policy read and written on ``Settings``: each setting's field, and a
/// token key's overrides. `schedule` and `hold` are not settings (config.yaml and the schedule hold
/// them): every settings holds them the same.
extension Settings {
    /// Whether `key` holds the same value here and in `other`; for a token key, in every override scope.
    func same(_ key: PolicyKey, as other: Settings) -> Bool {
        switch key {
        case .setting(let setting):
            switch setting {
            case .theme: themeID == other.themeID
            case .scheme: colorScheme == other.colorScheme
            case .darkVariant: darkVariant == other.darkVariant
            case .highContrast: accessibilityPreferences.highContrast == other.accessibilityPreferences.highContrast
            case .reduceTransparency: accessibilityPreferences.reduceTransparency == other.accessibilityPreferences.reduceTransparency
            case .reducedMotion: accessibilityPreferences.reducedMotion == other.accessibilityPreferences.reducedMotion
            case .textScale: accessibilityPreferences.textScale == other.accessibilityPreferences.textScale
            case .wallpaper: wallpaper == other.wallpaper
            case .schedule, .hold: true
            }
        case .override(let name):
            overrideValues(name) == other.overrideValues(name)
        }
    }

    /// Whether the global override of the token key `name` is the same here and in `other`.
    func sameGlobalOverride(_ name: String, as other: Settings) -> Bool {
        guard let key = SemanticKey.named(name) else { return true }
        return ColorScheme.allCases.allSatisfy { overrides[.global][$0][key] == other.overrides[.global][$0][key] }
    }

    /// Sets the global override of the token key `name` to the one in `source`.
    mutating func takeGlobalOverride(_ name: String, from source: Settings) {
        guard let key = SemanticKey.named(name) else { return }
        var layer = overrides[.global]
        layer.clear(key, for: .both)
        for scheme in ColorScheme.allCases {
            if let value = source.overrides[.global][scheme][key] { try? layer.set(key, value, for: scheme == .light ? .light : .dark) }
        }
        overrides[.global] = layer
    }

    /// Every token key overridden in some scope.
    var overriddenKeys: Set<String> {
        Set((overrides.ownScopes + [.global]).flatMap { scope in ColorScheme.allCases.flatMap { overrides[scope][$0].keys.map(\.key) } })
    }

    /// Sets `key` to its value in `source`; a token key in every override scope.
    mutating func take(_ key: PolicyKey, from source: Settings) {
        switch key {
        case .setting(let setting):
            switch setting {
            case .theme: themeID = source.themeID
            case .scheme: colorScheme = source.colorScheme
            case .darkVariant: darkVariant = source.darkVariant
            case .highContrast: accessibilityPreferences.highContrast = source.accessibilityPreferences.highContrast
            case .reduceTransparency: accessibilityPreferences.reduceTransparency = source.accessibilityPreferences.reduceTransparency
            case .reducedMotion: accessibilityPreferences.reducedMotion = source.accessibilityPreferences.reducedMotion
            case .textScale: accessibilityPreferences.textScale = source.accessibilityPreferences.textScale
            case .wallpaper: wallpaper = source.wallpaper
            case .schedule, .hold: break
            }
        case .override(let name):
            guard let semanticKey = SemanticKey.named(name) else { return }
            for scope in Set(overrides.ownScopes + source.overrides.ownScopes + [.global]) {
                var layer = overrides[scope]
                layer.clear(semanticKey, for: .both)
                for scheme in ColorScheme.allCases {
                    if let value = source.overrides[scope][scheme][semanticKey] {
                        try? layer.set(semanticKey, value, for: scheme == .light ? .light : .dark)
                    }
                }
                overrides[scope] = layer
            }
        }
    }

    /// Sets `key` to the value `values` give it; returns false, changing nothing, when they give none.
    /// A token key's value is its global override; the apps' overrides of it are left as they are.
    @discardableResult
    mutating func take(_ key: PolicyKey, from values: PolicyValues) -> Bool {
        switch key {
        case .setting(let setting):
            switch setting {
            case .theme: guard let value = values.theme else { return false }; themeID = value
            case .scheme: guard let value = values.scheme else { return false }; colorScheme = value
            case .darkVariant: guard let value = values.darkVariant else { return false }; darkVariant = value
            case .highContrast: guard let value = values.highContrast else { return false }; accessibilityPreferences.highContrast = value
            case .reduceTransparency:
                guard let value = values.reduceTransparency else { return false }
                accessibilityPreferences.reduceTransparency = value
            case .reducedMotion: guard let value = values.reducedMotion else { return false }; accessibilityPreferences.reducedMotion = value
            case .textScale: guard let value = values.textScale else { return false }; accessibilityPreferences.textScale = value
            case .wallpaper: guard let value = values.wallpaper else { return false }; wallpaper = value
            case .schedule, .hold: return false
            }
        case .override(let name):
            guard let layer = values.overrides[name], let semanticKey = SemanticKey.named(name) else { return false }
            var global = overrides[.global]
            global.clear(semanticKey, for: .both)
            overrides[.global] = layer.merged(over: global)
        }
        return true
    }

    /// The overrides of the token key `name` in every scope.
    private func overrideValues(_ name: String) -> [OverrideScope: [TokenValue?]] {
        guard let key = SemanticKey.named(name) else { return [:] }
        var values: [OverrideScope: [TokenValue?]] = [:]
        for scope in overrides.ownScopes + [.global] {
            let pair = ColorScheme.allCases.map { overrides[scope][$0][key] }
            if pair.contains(where: { $0 != nil }) { values[scope] = pair }
        }
        return values
    }
}
