import ThemeCore

/// Where the desktop's accessibility settings come from while a preference is `system`: the
/// same seam as ``SystemSchemeSource`` has for the color scheme.
protocol DesktopAccessibilitySource: Sendable {
    /// The settings now, or nil when they cannot be read (then the last known ones stay).
    func current() async -> DesktopAccessibility?
    /// A signal for every later change that may concern them; read ``current()`` on each.
    func changes() async throws -> AsyncStream<Void>
}
