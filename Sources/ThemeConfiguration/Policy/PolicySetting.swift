/// A setting a machine policy can give a default for (`defaults.yaml`) or lock (`locks.yaml`),
/// named as in those files, in the `Locks` property and in `org.themeswitch.Theme1.Error.Locked`.
public enum PolicySetting: String, Sendable, Hashable, CaseIterable, Comparable {
    case theme
    case scheme
    case darkVariant = "dark-variant"
    case highContrast = "high-contrast"
    case reduceTransparency = "reduce-transparency"
    case reducedMotion = "reduced-motion"
    case textScale = "text-scale"
    case wallpaper
    /// config.yaml's `schedule`.
    case schedule
    /// Holding the scheme until the schedule's next transition (`HoldScheme`); a lock only.
    case hold

    public static func < (lhs: PolicySetting, rhs: PolicySetting) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// One name of a machine policy: a setting, or the token key of a global override (`color.accent`).
public enum PolicyKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    case setting(PolicySetting)
    case override(String)

    /// The name as the files spell it: `theme`, `text-scale`, `color.accent`.
    public var description: String {
        switch self {
        case .setting(let setting): setting.rawValue
        case .override(let key): key
        }
    }

    public static func < (lhs: PolicyKey, rhs: PolicyKey) -> Bool {
        switch (lhs, rhs) {
        case (.setting(let left), .setting(let right)): left < right
        case (.setting, .override): true
        case (.override, .setting): false
        case (.override(let left), .override(let right)): left < right
        }
    }
}

extension PolicyKey {
    /// The key a file or a settings file names: a setting's name, else a token key.
    public init(name: String) {
        self = PolicySetting(rawValue: name).map(PolicyKey.setting) ?? .override(name)
    }
}
