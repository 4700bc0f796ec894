import ThemeCore

/// The values one policy file, or several merged, give: each optional, set only when named.
/// `defaults.yaml` gives the starting values; `locks.yaml` the values a lock holds a setting at.
public struct PolicyValues: Sendable, Equatable {
    public var theme: String?
    public var scheme: SchemePreference?
    public var darkVariant: DarkVariant?
    public var highContrast: FlagPreference?
    public var reduceTransparency: FlagPreference?
    public var reducedMotion: FlagPreference?
    public var textScale: TextScalePreference?
    public var wallpaper: Wallpaper?
    public var schedule: ScheduleSetting?
    /// Global override values, by token key.
    public var overrides: [String: SemanticOverrides] = [:]

    public init() {}

    /// The names given a value here.
    public var keys: Set<PolicyKey> {
        var keys = Set(overrides.keys.map(PolicyKey.override))
        let settings: [(PolicySetting, Bool)] = [
            (.theme, theme != nil), (.scheme, scheme != nil), (.darkVariant, darkVariant != nil),
            (.highContrast, highContrast != nil), (.reduceTransparency, reduceTransparency != nil),
            (.reducedMotion, reducedMotion != nil), (.textScale, textScale != nil), (.wallpaper, wallpaper != nil),
            (.schedule, schedule != nil),
        ]
        for (setting, isSet) in settings where isSet { keys.insert(.setting(setting)) }
        return keys
    }

    /// Only the values of `names`.
    public func only(_ names: Set<PolicyKey>) -> PolicyValues {
        var result = PolicyValues()
        if names.contains(.setting(.theme)) { result.theme = theme }
        if names.contains(.setting(.scheme)) { result.scheme = scheme }
        if names.contains(.setting(.darkVariant)) { result.darkVariant = darkVariant }
        if names.contains(.setting(.highContrast)) { result.highContrast = highContrast }
        if names.contains(.setting(.reduceTransparency)) { result.reduceTransparency = reduceTransparency }
        if names.contains(.setting(.reducedMotion)) { result.reducedMotion = reducedMotion }
        if names.contains(.setting(.textScale)) { result.textScale = textScale }
        if names.contains(.setting(.wallpaper)) { result.wallpaper = wallpaper }
        if names.contains(.setting(.schedule)) { result.schedule = schedule }
        result.overrides = overrides.filter { names.contains(.override($0.key)) }
        return result
    }

    /// These values, with each name they do not give taken from `later` (the first directory
    /// that sets a name wins, as the XDG base directory specification orders them).
    public func filled(from later: PolicyValues) -> PolicyValues {
        var result = self
        result.theme = theme ?? later.theme
        result.scheme = scheme ?? later.scheme
        result.darkVariant = darkVariant ?? later.darkVariant
        result.highContrast = highContrast ?? later.highContrast
        result.reduceTransparency = reduceTransparency ?? later.reduceTransparency
        result.reducedMotion = reducedMotion ?? later.reducedMotion
        result.textScale = textScale ?? later.textScale
        result.wallpaper = wallpaper ?? later.wallpaper
        result.schedule = schedule ?? later.schedule
        result.overrides.merge(later.overrides) { first, _ in first }
        return result
    }
}
