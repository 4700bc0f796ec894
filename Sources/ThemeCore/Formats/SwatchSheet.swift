/// A theme's swatch sheet (issue 11 §8): light and dark side by side, each on its own
/// `color.background` — every color token as a swatch with its key and hex, the type scale set
/// in its sizes, weights and families, and the card, chips, buttons and search bar drawn from
/// their component tokens. Pure text: SVG, or the same SVG in an HTML page.
///
/// Every swatch and component fill is a `rect` whose `id` is `<scheme>:<token key>` (the
/// column, drawn in `color.background`, is `<scheme>:page`), so a test can find where a token is drawn.
public enum SwatchSheet {
    /// The width of one scheme's column, in CSS pixels.
    public static let columnWidth = 600.0

    /// The sheet as a standalone SVG document.
    public static func svg(title: String, light: TokenSet, dark: TokenSet) -> String {
        let columns = [(ColorScheme.light, light), (.dark, dark)].enumerated().map { index, pair in
            Column(scheme: pair.0, tokens: pair.1, left: Double(index) * columnWidth, title: title)
        }
        let height = columns.map(\.height).max() ?? 0
        var lines = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(number(columnWidth * 2))" height="\#(number(height))" "#
                + #"viewBox="0 0 \#(number(columnWidth * 2)) \#(number(height))">"#,
            "<title>\(escaped(title)) — swatch sheet</title>",
        ]
        for column in columns { lines += column.drawing(height: height) }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The sheet in an HTML page: the SVG inline, at the page's top left, nothing else.
    public static func html(title: String, light: TokenSet, dark: TokenSet) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escaped(title)) — swatch sheet</title>
        <style>html, body { margin: 0; padding: 0; } svg { display: block; }</style>
        </head>
        <body>
        \(svg(title: title, light: light, dark: dark))</body>
        </html>

        """
    }

    /// One scheme's column: where each part goes, then its drawing.
    private struct Column {
        let scheme: ColorScheme
        let tokens: TokenSet
        let left: Double
        let title: String

        static let margin = 24.0
        static let swatchRow = 36.0
        /// Every color-valued key (semantic, component, shadow and wallpaper colors), in key order.
        var colorKeys: [String] { TokenSet.allKeys.filter { tokens.color($0) != nil } }
        var swatchesTop: Double { 88 }
        var typeTop: Double { swatchesTop + Double((colorKeys.count + 1) / 2) * Self.swatchRow + 40 }
        var componentsTop: Double {
            typeTop + TypographyRole.allCases.reduce(0) { $0 + size($1.sizeKey) * 1.4 + 6 } + 40
        }
        var height: Double { componentsTop + 330 }

        func drawing(height: Double) -> [String] {
            var lines = [rect("color.background", id: "page", x: 0, y: 0, width: SwatchSheet.columnWidth, height: height)]
            lines.append(text("\(title) — \(scheme.rawValue)", x: Self.margin, y: 44, key: "titleLarge", color: "color.textPrimary"))
            lines += swatches() + typeScale() + components()
            return lines
        }

        // MARK: Parts

        private func swatches() -> [String] {
            var lines = [heading("Colors", y: swatchesTop - 16)]
            for (index, key) in colorKeys.enumerated() {
                let x = Self.margin + Double(index % 2) * 280
                let y = swatchesTop + Double(index / 2) * Self.swatchRow
                lines.append(rect(key, x: x, y: y, width: 48, height: 28, radius: 4, stroke: "color.border"))
                lines.append(plain(key, x: x + 56, y: y + 12, size: 10, color: "color.textPrimary"))
                lines.append(plain(tokens.color(key)?.hex ?? "", x: x + 56, y: y + 25, size: 10, color: "color.textSecondary",
                                   family: "ui-monospace, monospace"))
            }
            return lines
        }

        private func typeScale() -> [String] {
            var lines = [heading("Type scale", y: typeTop - 16)]
            var y = typeTop
            for role in TypographyRole.allCases {
                let size = size(role.sizeKey)
                y += size * 1.1
                let weight = tokens[role.weightKey]?.formatted ?? "400"
                let name = String(role.sizeKey.dropFirst("typography.".count).dropLast(".size".count))
                lines.append(text("\(name) \(number(size))/\(weight)", x: Self.margin, y: y, key: name, color: "color.textPrimary"))
                y += size * 0.3 + 6
            }
            return lines
        }

        private func components() -> [String] {
            let top = componentsTop
            var lines = [heading("Components", y: top - 16)]
            // Card
            let card = "component.card"
            lines.append(rect("\(card).background", x: Self.margin, y: top, width: 260, height: 110,
                              radius: size("\(card).cornerRadius"), shadow: card + ".shadow"))
            let padding = size("\(card).padding")
            lines.append(text("Card title", x: Self.margin + padding, y: top + padding + 16, key: "titleMedium",
                              color: "color.textPrimary"))
            lines.append(text("Body text on the card", x: Self.margin + padding, y: top + padding + 40, key: "bodyMedium",
                              color: "color.textSecondary"))
            // Chips
            var x = Self.margin + 290
            for (label, prefix) in [("Chip", ""), ("Selected", "selected")] {
                let background = "component.chip." + (prefix.isEmpty ? "background" : prefix + "Background")
                let foreground = "component.chip." + (prefix.isEmpty ? "foreground" : prefix + "Foreground")
                let width = Double(label.count) * size("component.chip.font.size") * 0.62 + 2 * size("component.chip.paddingHorizontal")
                let height = size("component.chip.font.size") * 1.3 + 2 * size("component.chip.paddingVertical")
                lines.append(rect(background, x: x, y: top, width: width, height: height, radius: size("component.chip.cornerRadius")))
                lines.append(text(label, x: x + size("component.chip.paddingHorizontal"), y: top + height / 2 + 4,
                                  key: "component.chip.font", color: foreground))
                x += width + 12
            }
            // Buttons
            let buttonTop = top + 140
            x = Self.margin
            for (label, fill) in [("Primary", "background"), ("Pressed", "pressedBackground"), ("Disabled", "disabledBackground")] {
                let height = size("component.primaryButton.minHeight")
                lines.append(rect("component.primaryButton.\(fill)", x: x, y: buttonTop, width: 120, height: height,
                                  radius: size("component.primaryButton.cornerRadius")))
                lines.append(text(label, x: x + size("component.primaryButton.paddingHorizontal"), y: buttonTop + height / 2 + 5,
                                  key: "component.primaryButton.font", color: "component.primaryButton.foreground"))
                x += 132
            }
            let secondary = "component.secondaryButton"
            let height = size("\(secondary).minHeight")
            lines.append(rect(nil, x: x, y: buttonTop, width: 120, height: height, radius: size("\(secondary).cornerRadius"),
                              stroke: "\(secondary).border", strokeWidth: size("\(secondary).borderWidth")))
            lines.append(text("Secondary", x: x + size("\(secondary).paddingHorizontal"), y: buttonTop + height / 2 + 5,
                              key: "\(secondary).font", color: "\(secondary).foreground"))
            // Search bar
            let searchTop = buttonTop + 80
            let search = "component.searchBar"
            let searchHeight = size("\(search).height")
            lines.append(rect("\(search).background", x: Self.margin, y: searchTop, width: SwatchSheet.columnWidth - 2 * Self.margin,
                              height: searchHeight, radius: size("\(search).cornerRadius"), stroke: "\(search).border",
                              strokeWidth: size("\(search).borderWidth")))
            lines.append(text("Search mail", x: Self.margin + 40, y: searchTop + searchHeight / 2 + 5, key: "bodyLarge",
                              color: "\(search).placeholder"))
            return lines
        }

        // MARK: Drawing

        private func size(_ key: String) -> Double {
            if case .dimension(let value)? = tokens[key] { return value }
            return 0
        }

        private func fill(_ key: String) -> String {
            guard let color = tokens.color(key) else { return "none" }
            return color.isOpaque ? color.hex : #"\#(color.withAlpha(1).hex)" fill-opacity="\#(number(Self.alpha(color)))"#
        }

        private static func alpha(_ color: RGBAColor) -> Double { (color.alpha * 255).rounded() / 255 }

        private func rect(_ key: String?, id: String? = nil, x: Double, y: Double, width: Double, height: Double,
                          radius: Double = 0, stroke: String? = nil, strokeWidth: Double = 1, shadow: String? = nil) -> String {
            var attributes = #"x="\#(number(left + x))" y="\#(number(y))" width="\#(number(width))" "#
                + #"height="\#(number(height))" rx="\#(number(min(radius, height / 2)))""#
            if let key { attributes = #"id="\#(scheme.rawValue):\#(id ?? key)" "# + attributes + #" fill="\#(fill(key))""# }
            else { attributes += #" fill="none""# }
            if let stroke, let color = tokens.color(stroke) {
                attributes += #" stroke="\#(color.withAlpha(1).hex)" stroke-opacity="\#(number(Self.alpha(color)))" "#
                    + #"stroke-width="\#(number(strokeWidth))""#
            }
            if let shadow, let color = tokens.color(shadow + ".color"), size(shadow + ".radius") > 0 {
                // The blur the CSS export writes for the radius (docs/themes.md, "CSS").
                attributes += #" style="filter: drop-shadow(\#(number(size(shadow + ".x")))px \#(number(size(shadow + ".y")))px "#
                    + #"\#(number(size(shadow + ".radius") * ThemeCSS.blurPerRadius))px \#(color.hex))""#
            }
            return "<rect \(attributes)/>"
        }

        /// Text set in a typography style (`key` a role name or a component's `…font` group).
        private func text(_ content: String, x: Double, y: Double, key: String, color: String) -> String {
            let prefix = key.contains(".") ? key : "typography." + key
            let design = tokens[prefix + ".design"].flatMap { value -> FontDesign? in
                if case .fontDesign(let design) = value { return design }
                return nil
            } ?? .default
            let weight = tokens[prefix + ".weight"]?.formatted ?? "400"
            return #"<text x="\#(number(left + x))" y="\#(number(y))" font-size="\#(number(size(prefix + ".size")))" "#
                + #"font-weight="\#(weight)" font-family="\#(FontFamilies.families(design).joined(separator: ", "))" "#
                + #"fill="\#(fill(color))">\#(escaped(content))</text>"#
        }

        private func plain(_ content: String, x: Double, y: Double, size: Double, color: String,
                           family: String = "system-ui, sans-serif") -> String {
            #"<text x="\#(number(left + x))" y="\#(number(y))" font-size="\#(number(size))" font-family="\#(family)" "#
                + #"fill="\#(fill(color))">\#(escaped(content))</text>"#
        }

        private func heading(_ content: String, y: Double) -> String {
            text(content, x: Self.margin, y: y, key: "titleSmall", color: "color.textSecondary")
        }
    }

    private static func number(_ value: Double) -> String { JSONText.number((value * 100).rounded() / 100) }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
