import TerminalUI
import ThemeCore

/// Draws a ``PickerState`` as the lines of a screen: title, category chips, the grid of theme
/// tiles, the appearance, accessibility and dark-variant rows, the key hints and the status
/// line. Pure: the same state, size and palette give the same lines.
public struct PickerView: Sendable {
    /// Cells a tile takes across.
    public static let tileWidth = 18
    /// Lines a tile takes, with the blank line under it.
    public static let tileHeight = 5
    /// The most columns of tiles (seed 000 FR-SET-02).
    public static let maximumColumns = 3
    /// Lines above the grid: title, blank, chips, blank.
    static let headerHeight = 4

    /// The terminal's size and the picker's own colors.
    let canvas: ScreenCanvas

    /// A view of a terminal of `columns` × `rows` cells, in `palette`.
    public init(columns: Int, rows: Int, palette: PickerPalette) {
        canvas = ScreenCanvas(columns: columns, rows: rows, palette: palette)
    }

    /// The grid's columns at this width: three where they fit, fewer when narrow, none when
    /// not even one tile fits.
    public var gridColumns: Int { min(Self.maximumColumns, canvas.columns / Self.tileWidth) }

    /// Lines below the grid: blank, appearance, accessibility, (dark variant), wallpaper, blank, hints, status.
    func footerHeight(_ state: PickerState) -> Int { state.darkVariant == nil ? 7 : 8 }

    /// The smallest size that shows one tile and every row.
    public func minimumRows(_ state: PickerState) -> Int { Self.headerHeight + Self.tileHeight + footerHeight(state) }

    /// Whether the terminal is large enough for the picker.
    public func fits(_ state: PickerState) -> Bool { gridColumns >= 1 && canvas.rows >= minimumRows(state) }

    // MARK: - Lines

    /// Every line of the screen, top to bottom (exactly as many as the terminal has rows).
    public func lines(_ state: PickerState) -> [StyledLine] {
        guard fits(state) else { return tooSmall(state) }
        var lines = [title(), StyledLine(fill: canvas.base), chips(state), StyledLine(fill: canvas.base)]
        let gridHeight = canvas.rows - Self.headerHeight - footerHeight(state)
        lines += state.showsHelp ? help(height: gridHeight) : grid(state, height: gridHeight)
        lines.append(StyledLine(fill: canvas.base))
        lines.append(appearance(state))
        lines.append(accessibility(state))
        if state.darkVariant != nil { lines.append(darkVariant(state)) }
        lines.append(wallpaper(state))
        lines.append(StyledLine(fill: canvas.base))
        lines.append(hints(state))
        lines.append(canvas.statusLine(state.status))
        return lines
    }

    /// The frame, one string per row: each line's escapes and text at its row.
    public func frame(_ state: PickerState, depth: ColorDepth) -> [String] {
        canvas.frame(lines(state), depth: depth)
    }

    private func tooSmall(_ state: PickerState) -> [StyledLine] {
        var lines = (0..<max(canvas.rows, 1)).map { _ in StyledLine(fill: canvas.base) }
        let message = "Make the terminal larger: the picker needs \(Self.tileWidth)×\(minimumRows(state)) cells, it has \(canvas.columns)×\(canvas.rows)."
        for (index, text) in Self.wrap(message, width: max(canvas.columns - 1, 1)).prefix(max(canvas.rows - 1, 1)).enumerated() {
            lines[index].append(" " + text)
        }
        if canvas.rows > 1 { lines[canvas.rows - 1] = canvas.statusLine(state.status) }
        return lines
    }

    /// `text` in lines of at most `width` characters, broken between words where it can.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
            while line.count > width {
                lines.append(String(line.prefix(width)))
                line = String(line.dropFirst(width))
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private func title() -> StyledLine {
        var line = StyledLine(fill: canvas.base)
        line.append(" Themeswitch", canvas.accent)
        line.append(" · pick a theme", canvas.caption)
        return line
    }

    private func chips(_ state: PickerState) -> StyledLine {
        var line = StyledLine(fill: canvas.base)
        line.append(" ")
        for (index, chip) in state.categoryChips.enumerated() {
            let label = PickerState.chipLabel(chip)
            let chosen = chip == state.categoryFilter
            let text = chosen ? "[\(label)]" : " \(label) "
            let isFocused = state.section == .categories && state.index(in: .categories) == index
            line.append(text, isFocused ? canvas.focused : chosen ? canvas.accent : canvas.caption)
            line.append(" ")
        }
        return line
    }

    private func grid(_ state: PickerState, height: Int) -> [StyledLine] {
        let themes = state.visibleThemes
        let perRow = max(gridColumns, 1)
        let shownRows = max(height / Self.tileHeight, 1)
        let focusedRow = (themes.firstIndex { $0.id == state.focusedThemeID } ?? 0) / perRow
        let firstRow = focusedRow >= shownRows ? focusedRow - shownRows + 1 : 0
        var lines: [StyledLine] = []
        for row in firstRow..<(firstRow + shownRows) {
            let tiles = Array(themes.dropFirst(row * perRow).prefix(perRow))
            var tileLines = (0..<Self.tileHeight).map { _ in StyledLine(fill: canvas.base) }
            for theme in tiles { draw(theme, state: state, into: &tileLines) }
            lines += tileLines
        }
        if themes.isEmpty {
            lines[0].append(" " + state.describeFocus(), canvas.caption)
        }
        return canvas.fitted(lines, height: height)
    }

    /// One tile: the swatch in the theme's color; on the applied theme a check on it and a ring
    /// around it in the accent; the name below, marked when focused.
    private func draw(_ theme: ThemeInfo, state: PickerState, into lines: inout [StyledLine]) {
        let left = lines[0].width
        let swatch = TextStyle(foreground: PickerPalette.terminal(theme.previewColor), background: canvas.palette.background)
        let check = TextStyle(foreground: canvas.palette.inverse, background: PickerPalette.terminal(theme.previewColor), bold: true)
        let applied = theme.id == state.appliedThemeID
        let ring = TextStyle(foreground: canvas.palette.accent, background: canvas.palette.background)
        lines[0].append(applied ? "    ╭───────╮     " : String(repeating: " ", count: Self.tileWidth), ring)
        lines[1].append(applied ? "    │ " : "      ", ring)
        lines[1].append("██", swatch)
        lines[1].append(applied ? "✓" : "█", applied ? check : swatch)
        lines[1].append("██", swatch)
        lines[1].append(applied ? " │     " : "       ", ring)
        lines[2].append(applied ? "    ╰───────╯     " : String(repeating: " ", count: Self.tileWidth), ring)
        let isFocused = state.section == .themes && theme.id == state.focusedThemeID
        let limit = Self.tileWidth - 4
        let name = theme.displayName.count > limit ? theme.displayName.prefix(limit - 1) + "…" : theme.displayName
        let label = isFocused ? "›\(name)‹" : " \(name) "
        let margin = (Self.tileWidth - label.count) / 2
        lines[3].append(String(repeating: " ", count: margin))
        lines[3].append(label, isFocused ? canvas.focused : applied ? canvas.accent : canvas.caption)
        for index in lines.indices { lines[index].pad(to: left + Self.tileWidth) }
    }

    private func help(height: Int) -> [StyledLine] {
        let keys = [
            ("← → ↑ ↓  h l k j", "move; a focused theme is previewed on the whole desktop"),
            ("Tab  Shift-Tab", "next, previous section"),
            ("Enter  Space", "apply the theme, choose the option, switch the flag"),
            ("/", "filter the themes by name (Enter keeps it, Esc clears it)"),
            ("e", "edit the focused theme (a built-in is duplicated first)"),
            ("?", "these keys"),
            ("Esc  q  Ctrl-C", "leave; an unapplied preview ends"),
        ]
        return canvas.keysHelp(keys, meaningColumn: 22, height: height)
    }

    private func optionRow(_ title: String, section: PickerSection, state: PickerState,
                           options: [(label: String, on: Bool)], radio: Bool, trailer: String = "", gap: String = "   ") -> StyledLine {
        var line = StyledLine(fill: canvas.base)
        line.append(" " + title, state.section == section ? canvas.accent : canvas.base)
        line.pad(to: 16)
        for (index, option) in options.enumerated() {
            let mark = radio ? (option.on ? "(•)" : "( )") : (option.on ? "[x]" : "[ ]")
            let isFocused = state.section == section && state.index(in: section) == index
            let style = isFocused ? canvas.focused : state.isLocked(section, at: index) ? canvas.caption : option.on ? canvas.accent : canvas.base
            line.append("\(mark) \(option.label)", style)
            line.append(gap)
        }
        line.append(trailer, canvas.caption)
        return line
    }

    private func appearance(_ state: PickerState) -> StyledLine {
        optionRow("Appearance", section: .appearance, state: state,
                  options: SchemePreference.allCases.map { (PickerState.label($0), $0 == state.preference) },
                  radio: true, trailer: "now \(state.resolvedScheme.rawValue)")
    }

    private func accessibility(_ state: PickerState) -> StyledLine {
        optionRow("Accessibility", section: .accessibility, state: state,
                  options: AccessibilityToggle.allCases.map { ($0.label, $0.value(in: state.accessibility)) }, radio: false)
    }

    private func darkVariant(_ state: PickerState) -> StyledLine {
        optionRow("Dark variant", section: .darkVariant, state: state,
                  options: PickerState.darkVariants.map { (PickerState.label($0), $0 == state.darkVariant) },
                  radio: true)
    }

    /// The wallpaper row, with narrower gaps so its eight choices fit in 100 columns.
    private func wallpaper(_ state: PickerState) -> StyledLine {
        optionRow("Wallpaper", section: .wallpaper, state: state,
                  options: state.wallpaperChoices.map { (PickerState.label($0), $0 == state.chosenWallpaper) }, radio: true, gap: " ")
    }

    private func hints(_ state: PickerState) -> StyledLine {
        var line = StyledLine(fill: canvas.base)
        if state.isTypingFilter || !state.nameFilter.isEmpty {
            line.append(" Filter: ", canvas.accent)
            line.append(state.nameFilter + (state.isTypingFilter ? "▏" : ""))
        } else {
            line.append(" arrows/hjkl move · Tab section · Enter apply · / filter · ? keys · q leave", canvas.caption)
        }
        return line
    }
}
