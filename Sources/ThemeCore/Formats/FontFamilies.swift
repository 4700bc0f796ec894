/// CSS generic font families for each ``FontDesign``, for formats that name fonts.
enum FontFamilies {
    /// The family list for a design, most specific first.
    static func families(_ design: FontDesign) -> [String] {
        switch design {
        case .default: ["system-ui", "sans-serif"]
        case .monospaced: ["ui-monospace", "monospace"]
        case .rounded: ["ui-rounded", "system-ui", "sans-serif"]
        case .serif: ["ui-serif", "serif"]
        }
    }
}
