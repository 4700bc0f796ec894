/// What the provider's commit path does with an accessibility decision's new state, besides
/// resolving, persisting and publishing it.
struct AccessibilityEffects: Sendable, Hashable {
    /// Whether the settings file is synced to disk before the change is published
    /// (``SettingsStore/save(_:durable:)``).
    let durable: Bool
}
