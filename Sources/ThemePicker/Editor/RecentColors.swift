import ThemeCore

/// The colors last used in the color picker, newest first, at most ``limit``: using a color
/// again moves it to the front (seed 002 §6, "Recent colors").
public struct RecentColors: Sendable, Hashable {
    /// How many are kept.
    public static let limit = 10

    /// The colors as `#RRGGBB`, newest first.
    public private(set) var colors: [String]

    /// The list from saved colors: invalid entries and repeats are dropped, at most ``limit`` kept.
    public init(_ colors: [String] = []) {
        self.colors = []
        for color in colors.reversed() { use(color) }
    }

    /// Puts `hex` first (uppercased); ignored when it is not a color.
    public mutating func use(_ hex: String) {
        guard let color = try? RGBAColor(hex: hex.trimmed) else { return }
        let normalized = color.hex
        colors.removeAll { $0 == normalized }
        colors.insert(normalized, at: 0)
        if colors.count > Self.limit { colors.removeLast(colors.count - Self.limit) }
    }

    /// The file's text: one color a line.
    public var text: String { colors.map { $0 + "\n" }.joined() }

    /// The list from a file's text (one color a line).
    public init(text: String) {
        self.init(text.split(whereSeparator: \.isNewline).map(String.init))
    }
}
