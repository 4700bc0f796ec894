import TerminalUI
import ThemeClient

/// What a ``TerminalSession``'s feeds deliver, as cases of the session's own event type: its
/// enum declares these four cases beside those of its own requests.
protocol TerminalSessionEvent: Sendable {
    /// A key, a resize or the terminal closing.
    static func terminal(_ event: TerminalEvent) -> Self
    /// A token set the daemon published.
    static func published(_ snapshot: ThemeSnapshot) -> Self
    /// Whether the daemon runs, each time that changes.
    static func presence(_ running: Bool) -> Self
    /// A change of the daemon's properties or catalog.
    static func changed(_ change: ThemeClient.StateChange) -> Self
}
