/// The text of a tinted-theming scheme file, both ways, apart from YAML syntax itself: reading
/// takes the fields a YAML reader found, so the daemon's YAML reader stays the only one.
///
/// Accepted: spec 0.11 (`system: base16|base24`, `name`, `author`, `variant: dark|light`,
/// `palette: {base00: …}`) and the older flat form (`scheme`, `author`, `base00: …` at the top).
/// The variant is the colors' (base00 darker than base05 is dark), whatever `variant` says. Every slot of the system is required, each
/// `rrggbb` or `#rrggbb`; anything else refuses the whole file.
public enum Base16SchemeFile {
    /// The scheme the fields describe: `fields` the top-level scalars, `palette` the entries of
    /// the `palette` mapping (`nil` without one).
    public static func scheme(fields: [String: String], palette: [String: String]?) throws(Base16SchemeError) -> Base16Scheme {
        let system: Base16Scheme.System
        if let name = fields["system"] {
            guard let known = Base16Scheme.System(rawValue: name) else {
                throw Base16SchemeError("the scheme's system '\(name)' is not base16 or base24")
            }
            system = known
        } else if fields["scheme"] != nil {
            system = .base16
        } else {
            throw Base16SchemeError("the file has neither 'system' (spec 0.11) nor 'scheme' (the older form); expected a tinted-theming scheme")
        }
        let flat = fields["system"] == nil
        guard let name = fields[flat ? "scheme" : "name"], !name.isEmpty else {
            throw Base16SchemeError("the scheme has no '\(flat ? "scheme" : "name")'; it is required")
        }
        guard let author = fields["author"] else { throw Base16SchemeError("the scheme has no 'author'; it is required") }
        let entries = flat ? fields.filter { $0.key.hasPrefix("base") } : (palette ?? [:])
        if !flat, palette == nil { throw Base16SchemeError("the scheme has no 'palette' mapping; it is required") }
        let slots = (0..<system.colorCount).map(Base16Scheme.slotName)
        if let extra = entries.keys.sorted().first(where: { key in !slots.contains { $0.lowercased() == key.lowercased() } }) {
            throw Base16SchemeError("the palette entry '\(extra)' is not a \(system.rawValue) slot; expected base00 to \(slots[slots.count - 1])")
        }
        let lowered = Dictionary(entries.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        var colors: [RGBAColor] = []
        for slot in slots {
            guard let text = lowered[slot.lowercased()] else {
                throw Base16SchemeError("the palette has no \(slot); a \(system.rawValue) scheme needs base00 to \(slots[slots.count - 1])")
            }
            colors.append(try color(text, slot: slot))
        }
        if let text = fields["variant"], ColorScheme(rawValue: text) == nil {
            throw Base16SchemeError("the scheme's variant '\(text)' is not dark or light")
        }
        if !flat, fields["variant"] == nil {
            throw Base16SchemeError("the scheme has no 'variant'; it is required (dark or light)")
        }
        // The colors decide: a file whose `variant` contradicts them is read as its colors are (``variantNote(fields:scheme:)``).
        let variant = variant(of: colors)
        return Base16Scheme(system: system, name: name, author: author, variant: variant, palette: colors)
    }

    /// The variant a palette's colors are: dark when base00 is darker than base05, the text on it.
    public static func variant(of palette: [RGBAColor]) -> ColorScheme {
        WCAG.relativeLuminance(palette[0]) < WCAG.relativeLuminance(palette[5]) ? .dark : .light
    }

    /// The one line saying the file's `variant` contradicts its colors, which ``scheme(fields:palette:)`` followed; `nil` when it does not.
    public static func variantNote(fields: [String: String], scheme: Base16Scheme) -> String? {
        guard let text = fields["variant"], text != scheme.variant.rawValue else { return nil }
        return "\(scheme.name) says variant \(text), but its base00 \(scheme[0].hex) is \(scheme.variant == .dark ? "darker" : "lighter") "
            + "than its base05 \(scheme[5].hex); imported as \(scheme.variant.rawValue)"
    }

    /// `rrggbb` or `#rrggbb`, six hex digits.
    private static func color(_ text: String, slot: String) throws(Base16SchemeError) -> RGBAColor {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.utf8.count == 6, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }),
              let value = UInt32(digits, radix: 16) else {
            throw Base16SchemeError("\(slot) is '\(text)'; expected six hex digits like \"1e1e2e\"")
        }
        return RGBAColor(rgb: value)
    }

    /// The scheme as a spec 0.11 file: `system`, `name`, `author`, `variant`, then the palette,
    /// each color quoted `rrggbb` in lower case as the tinted-theming schemes write them (text as
    /// JSON strings, which YAML reads as double-quoted scalars).
    public static func render(_ scheme: Base16Scheme) -> String {
        var lines = [
            "system: \"\(scheme.system.rawValue)\"", "name: " + JSONText.string(scheme.name), "author: " + JSONText.string(scheme.author),
            "variant: \"\(scheme.variant.rawValue)\"", "palette:",
        ]
        for (index, color) in scheme.palette.enumerated() {
            lines.append("  \(Base16Scheme.slotName(index)): \"\(color.withAlpha(1).hex.dropFirst().lowercased())\"")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
