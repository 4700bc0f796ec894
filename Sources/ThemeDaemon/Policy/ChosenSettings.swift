import ThemeConfiguration
import ThemeCore

/// Which of the names a machine policy can default the user chose themselves (persisted in
/// `settings.json` as `chosen`): a default in `defaults.yaml` applies to every other name.
public struct ChosenSettings: Sendable, Hashable, Encodable {
    public var keys: Set<PolicyKey>

    public init(_ keys: Set<PolicyKey> = []) { self.keys = keys }

    public func contains(_ key: PolicyKey) -> Bool { keys.contains(key) }

    /// Stored as the sorted names, so that the file changes only when the set does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(keys.sorted().map(\.description))
    }

    /// What a settings file written before machine policies chose: each setting it holds at
    /// other than the built-in value, and each token key it overrides globally.
    static func inferred(from settings: Settings) -> ChosenSettings {
        let keys = PolicySetting.allCases.map(PolicyKey.setting).filter { !settings.same($0, as: .defaults) }
            + ColorScheme.allCases.flatMap { settings.overrides[.global][$0].keys.map { PolicyKey.override($0.key) } }
        return ChosenSettings(Set(keys))
    }
}
