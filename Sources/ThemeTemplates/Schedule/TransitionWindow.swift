import FoundationEssentials
import ThemeCore

/// One change of scheme: from `start` the schedule switches to `scheme` as soon as the user is
/// idle, and by `end` it has. An instant switch has `start == end`.
public struct TransitionWindow: Sendable, Hashable {
    /// The scheme the window switches to.
    public let scheme: ColorScheme
    public let start: Date
    public let end: Date

    public init(scheme: ColorScheme, start: Date, end: Date) {
        self.scheme = scheme
        self.start = start
        self.end = max(start, end)
    }

    /// Whether `instant` is inside the window (`start` included, `end` not).
    public func contains(_ instant: Date) -> Bool { instant >= start && instant < end }

    /// The window moved by `seconds`.
    func shifted(by seconds: Int) -> TransitionWindow {
        TransitionWindow(scheme: scheme, start: start.addingTimeInterval(Double(seconds)), end: end.addingTimeInterval(Double(seconds)))
    }
}
