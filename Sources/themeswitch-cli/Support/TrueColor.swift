import ThemeClient

/// 24-bit ANSI color escapes.
enum TrueColor {
    /// Text on a background of `color` (composited over black when translucent).
    static func background(_ color: RGBAColor) -> String {
        let (r, g, b) = bytes(color)
        return "\u{1B}[48;2;\(r);\(g);\(b)m"
    }

    /// Text in `color`.
    static func foreground(_ color: RGBAColor) -> String {
        let (r, g, b) = bytes(color)
        return "\u{1B}[38;2;\(r);\(g);\(b)m"
    }

    /// Back to the terminal's colors.
    static let reset = "\u{1B}[0m"

    /// A two-cell swatch of `color`.
    static func swatch(_ color: RGBAColor) -> String {
        background(color) + "  " + reset
    }

    private static func bytes(_ color: RGBAColor) -> (Int, Int, Int) {
        func byte(_ value: Double) -> Int { Int((value * color.alpha * 255).rounded()) }
        return (byte(color.red), byte(color.green), byte(color.blue))
    }
}
