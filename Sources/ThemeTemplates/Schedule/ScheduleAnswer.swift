import FoundationEssentials
import ThemeCore

/// What a schedule says at one instant.
public struct ScheduleAnswer: Sendable, Equatable {
    /// The scheme in force now.
    public let scheme: ColorScheme
    /// When the scheme next changes, or `nil` when it does not within a year (only at the poles
    /// with a fixed sun, never in practice).
    public let nextSwitch: Date?
}
