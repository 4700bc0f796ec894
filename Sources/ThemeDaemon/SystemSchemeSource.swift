import ThemeCore

/// Where the desktop's light/dark setting comes from while the preference is `system`.
/// One small seam: GSettings drives it now; a schedule can drive it later.
public protocol SystemSchemeSource: Sendable {
    /// The scheme now, or nil when it cannot be read (then the last known one stays).
    func current() async -> ColorScheme?
    /// Every later change, in order.
    func changes() async throws -> AsyncStream<ColorScheme>
}

/// A source that never changes, for a desktop without GSettings.
public struct FixedSchemeSource: SystemSchemeSource {
    public let scheme: ColorScheme
    public init(_ scheme: ColorScheme) { self.scheme = scheme }
    public func current() async -> ColorScheme? { scheme }
    public func changes() async throws -> AsyncStream<ColorScheme> { AsyncStream { $0.finish() } }
}
