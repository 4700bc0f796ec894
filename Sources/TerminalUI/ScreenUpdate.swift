/// What to send to the terminal to go from one frame to the next: only the rows that changed,
/// so a move of the focus rewrites a few rows, not the screen, and a console screen reader
/// that reads what changes reads the status line and the focus, not everything again.
public struct ScreenUpdate: Sendable {
    /// The rows on the screen now, each as ``StyledLine/rendered(row:columns:depth:)`` wrote it.
    public private(set) var rows: [String] = []

    /// An update with nothing on the screen yet.
    public init() {}

    /// The output that turns the screen into `frame` (one rendered string per row), and takes
    /// `frame` as what is on the screen. A different number of rows (a resize) redraws all.
    public mutating func changes(to frame: [String]) -> String {
        defer { rows = frame }
        guard frame.count == rows.count else { return frame.joined() }
        return zip(rows, frame).filter { $0 != $1 }.map(\.1).joined()
    }

    /// Forgets what is on the screen, so the next frame is drawn whole (after the terminal
    /// cleared or scrambled it).
    public mutating func invalidate() {
        rows = []
    }
}
