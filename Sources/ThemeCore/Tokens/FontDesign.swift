/// The system font variant a typography token asks for (SwiftUI's `Font.Design`).
public enum FontDesign: String, Sendable, CaseIterable {
    /// The regular UI face.
    case `default`
    /// Fixed-width.
    case monospaced
    /// Rounded terminals.
    case rounded
    /// Serif.
    case serif
}
