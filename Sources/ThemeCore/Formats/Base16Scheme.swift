/// A tinted-theming color scheme (Base16 or Base24, styling spec 0.11): its name, author,
/// variant and palette `base00`…`base0F` (`…base17` for Base24), in slot order.
public struct Base16Scheme: Sendable, Hashable {
    /// The styling system: 16 or 24 colors.
    public enum System: String, Sendable, CaseIterable {
        case base16, base24

        /// How many colors the palette has.
        public var colorCount: Int { self == .base16 ? 16 : 24 }
    }

    /// Base16 or Base24.
    public var system: System
    /// The scheme's name, as its file gives it.
    public var name: String
    /// The scheme's author.
    public var author: String
    /// Which scheme the palette is for.
    public var variant: ColorScheme
    /// `base00` first; exactly ``System/colorCount`` opaque colors.
    public var palette: [RGBAColor]

    /// A scheme from its parts; `palette` must hold ``System/colorCount`` colors.
    public init(system: System, name: String, author: String, variant: ColorScheme, palette: [RGBAColor]) {
        self.system = system
        self.name = name
        self.author = author
        self.variant = variant
        self.palette = palette
    }

    /// The color of slot `index` (0 is `base00`, 0x0D `base0D`).
    public subscript(index: Int) -> RGBAColor { palette[index] }

    /// The slot's name: `base00` … `base0F`, `base10` … `base17` (hex digits upper case, as the spec writes them).
    public static func slotName(_ index: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return "base" + String(digits[index / 16]) + String(digits[index % 16])
    }
}
