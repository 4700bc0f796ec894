/// A key the user pressed, decoded from the bytes a terminal sends in raw mode.
public enum Key: Sendable, Hashable {
    case up, down, left, right
    case home, end, pageUp, pageDown
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    case enter
    case escape
    case backspace
    /// Ctrl-C: in raw mode a byte (0x03), not a signal.
    case interrupt
    /// Ctrl-D (0x04).
    case endOfInput
    /// A printable character.
    case character(Character)
    /// A sequence or control byte with no meaning here, as received.
    case unknown([UInt8])
}
