import FoundationEssentials
import ThemeCore

/// A scheme the user chose over the schedule until its next transition (`scheme toggle`,
/// `scheme light|dark --until-next`, D-Bus `HoldScheme`): held as it is until the window
/// `from`–`until` begins, inside it given up as soon as the user is idle (or at a resume or a
/// clock step), and gone at `until` (D-Bus `HeldUntil`) at the latest.
public struct SchemeHold: Sendable, Hashable {
    /// The scheme held.
    public let scheme: ColorScheme
    /// The start of the transition window that ends the hold.
    public let from: Date
    /// The end of that window: the hold is gone by then.
    public let until: Date

    public init(scheme: ColorScheme, from: Date, until: Date) {
        self.scheme = scheme
        self.from = min(from, until)
        self.until = until
    }

    /// What a hold asks for: a scheme, or the other one than that in force.
    public enum Request: String, Sendable, CaseIterable {
        case light, dark, toggle

        /// The scheme held when `shown` is the one in force.
        public func scheme(from shown: ColorScheme) -> ColorScheme {
            switch self {
            case .light: .light
            case .dark: .dark
            case .toggle: shown.opposite
            }
        }
    }
}

extension SchedulePlan {
    /// The hold `request` makes at `now` while `shown` is in force: until the end of the first
    /// window that starts after `now`; nil when no window comes within a year (a pole with a fixed sun).
    public func hold(_ request: SchemeHold.Request, shown: ColorScheme, at now: Date, in zone: LocalZone) -> SchemeHold? {
        nextWindow(startingAfter: now, in: zone).map { SchemeHold(scheme: request.scheme(from: shown), from: $0.start, until: $0.end) }
    }
}
