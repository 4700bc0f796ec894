import TerminalUI
import ThemeCore

/// Draws an ``EditorState`` as the lines of a screen: the title, the sections (the open one with
/// its rows, the color picker or the field being typed in place), the preview pane at the
/// right when the terminal is wide enough, the key hints and the status line. Pure: the same
/// state, size and palette give the same lines.
public struct EditorView: Sendable {
    /// The preview pane's width, with its separator.
    public static let previewWidth = 46
    /// The narrowest terminal that shows the preview beside the sections.
    public static let previewMinimumColumns = 90
    /// Cells of a gradient bar.
    static let barWidth = 24

    /// The terminal's size and the editor's own colors (the theme the desktop shows, as in `pick`).
    let canvas: ScreenCanvas

    /// A view of a terminal of `columns` × `rows` cells, in `palette`.
    public init(columns: Int, rows: Int, palette: PickerPalette) {
        canvas = ScreenCanvas(columns: columns, rows: rows, palette: palette)
    }

    /// Whether the preview pane fits beside the sections.
    var showsPreview: Bool { canvas.columns >= Self.previewMinimumColumns }

    /// Every line of the screen, top to bottom (exactly as many as the terminal has rows).
    public func lines(_ state: EditorState) -> [StyledLine] {
        let bodyHeight = max(canvas.rows - 5, 1)
        let leftWidth = showsPreview ? canvas.columns - Self.previewWidth : canvas.columns
        let left = state.showsHelp ? help(height: bodyHeight) : window(sections(state), height: bodyHeight)
        var body = left
        if showsPreview {
            let preview = EditorPreview(width: Self.previewWidth - 2, tokens: state.tokens, scheme: state.scheme).lines(height: bodyHeight)
            body = zip(left, preview).map { joined($0, $1, at: leftWidth) }
        }
        var lines = [title(state), StyledLine(fill: canvas.base)] + body
        lines.append(StyledLine(fill: canvas.base))
        lines.append(hints(state))
        lines.append(canvas.statusLine(state.status))
        return Array(lines.prefix(max(canvas.rows, 1)))
    }

    /// The frame, one string per row: each line's escapes and text at its row.
    public func frame(_ state: EditorState, depth: ColorDepth) -> [String] {
        canvas.frame(lines(state), depth: depth)
    }

    // MARK: - Parts

    private func title(_ state: EditorState) -> StyledLine {
        var line = StyledLine(fill: canvas.base)
        line.append(" Themeswitch", canvas.accent)
        line.append(" · edit \(state.snapshot.metadata.name) (\(state.themeID))", canvas.caption)
        if state.snapshot.isDirty { line.append(" · unsaved", canvas.accent) }
        let toggle = state.scheme == .light ? "[Light] Dark " : " Light [Dark]"
        line.pad(to: max(canvas.columns - toggle.count - 1, line.width + 1))
        line.append(toggle, canvas.accent)
        return line
    }

    /// `left` cut or padded to `width`, then a separator and `right`.
    private func joined(_ left: StyledLine, _ right: StyledLine, at width: Int) -> StyledLine {
        var line = StyledLine(fill: canvas.base)
        for run in left.runs where line.width < width {
            line.append(String(run.text.prefix(width - line.width)), run.style)
        }
        line.pad(to: width)
        line.append("│ ", canvas.caption)
        for run in right.runs { line.append(run.text, run.style) }
        line.fill = right.fill
        return line
    }

    /// The lines of the sections, and the index of the focused one.
    private func sections(_ state: EditorState) -> (lines: [StyledLine], focus: Int) {
        var lines: [StyledLine] = []
        var focus = 0
        for section in EditorSection.shown {
            let isOpen = state.openSection == section
            var header = StyledLine(fill: canvas.base)
            let headerFocused = state.section == section && state.row == nil && state.mode == .browse
            if headerFocused { focus = lines.count }
            header.append(" " + (isOpen ? "▼ " : "▶ ") + section.title, headerFocused ? canvas.focused : isOpen ? canvas.accent : canvas.base)
            if let key = section.keys.first, case .color(let color)? = state.value(of: key) {
                header.append("  ")
                header.append("●", TextStyle(foreground: PickerPalette.terminal(color), background: canvas.palette.background))
            }
            let marks = section.keys.compactMap(state.problem(for:))
            if !marks.isEmpty {
                header.append("  " + mark(marks.contains { $0.severity == .error } ? .error : .warning) + " \(marks.count)", canvas.accent)
            }
            if section == .info, !state.snapshot.metadata.problems.isEmpty { header.append("  ✗", canvas.accent) }
            lines.append(header)
            guard isOpen else { continue }
            for row in 0..<section.rowCount {
                let rowFocused = state.section == section && state.row == row
                if rowFocused { focus = lines.count }
                if section == .info {
                    lines += field(MetadataField.allCases[row], state: state, focused: rowFocused)
                } else if let key = state.key(section, row: row) {
                    lines += value(key, state: state, focused: rowFocused)
                }
            }
        }
        return (lines, focus)
    }

    /// The lines from `all` that fit `height`, scrolled so the focus shows.
    private func window(_ all: (lines: [StyledLine], focus: Int), height: Int) -> [StyledLine] {
        var lines = all.lines
        let first = all.focus >= height - 4 ? min(all.focus - height / 3, max(lines.count - height, 0)) : 0
        lines = Array(lines.dropFirst(max(first, 0)))
        return canvas.fitted(lines, height: height)
    }

    private func mark(_ severity: ValidationProblem.Severity) -> String {
        severity == .error ? "✗" : "⚠"
    }

    /// A theme-info field: its label and text (the text being typed, with a cursor), and each
    /// of its problems on a line below, as seed 002 shows errors under the field.
    private func field(_ field: MetadataField, state: EditorState, focused isFocused: Bool) -> [StyledLine] {
        var line = StyledLine(fill: canvas.base)
        line.append("    " + field.label, isFocused ? canvas.focused : canvas.base)
        line.pad(to: 18)
        var metadata = state.snapshot.metadata
        if case .text(let entry) = state.mode, entry.target == .metadata(field) {
            line.append(entry.text + "▏", canvas.accent)
            if case .success(let typed) = field.applying(entry.text, to: metadata) { metadata = typed }
            if field == .description { line.append("  \(entry.text.count)/200", canvas.caption) }
            if case .failure(let error) = field.applying(entry.text, to: metadata) {
                var problem = StyledLine(fill: canvas.base)
                problem.append("      ✗ " + error.sentence, canvas.accent)
                return [line, problem]
            }
        } else {
            line.append(field.text(in: metadata), canvas.base)
        }
        return [line] + field.problems(in: metadata).map { problem in
            var below = StyledLine(fill: canvas.base)
            below.append("      ✗ " + problem.message, canvas.accent)
            return below
        }
    }

    /// A value row: key, swatch and value (or the text being typed), the contrast mark; with
    /// the color picker below it when it is open on this row.
    private func value(_ key: SemanticKey, state: EditorState, focused isFocused: Bool) -> [StyledLine] {
        var line = StyledLine(fill: canvas.base)
        line.append("    " + key.key, isFocused && state.mode == .browse ? canvas.focused : canvas.base)
        line.pad(to: 40)
        let value = state.value(of: key)
        if case .color(let color)? = value {
            line.append("██", TextStyle(foreground: PickerPalette.terminal(color), background: canvas.palette.background))
            line.append(" ")
        }
        if case .text(let entry) = state.mode, entry.target == .value(key) {
            line.append(entry.text + "▏", canvas.accent)
        } else {
            line.append(value?.formatted ?? "—")
        }
        if let problem = state.problem(for: key) { line.append(" " + mark(problem.severity), canvas.accent) }
        guard case .color(let picking) = state.mode, picking.key == key else { return [line] }
        return [line] + picker(picking, state: state)
    }

    /// The color picker, in place under its row: hex, L/C/H with gradient bars, presets, recent
    /// colors, the contrast and the finding with its suggestion.
    private func picker(_ picking: ColorPicking, state: EditorState) -> [StyledLine] {
        func label(_ text: String, _ row: ColorPicking.Row) -> StyledLine {
            var line = StyledLine(fill: canvas.base)
            line.append("      ")
            line.append(text, picking.row == row ? canvas.focused : canvas.accent)
            line.pad(to: 18)
            return line
        }
        var hex = label("Hex", .hex)
        hex.append(picking.hexText + (picking.row == .hex ? "▏" : ""))
        var lines = [hex]
        for channel in OKLCHChannel.allCases {
            guard let row = ColorPicking.Row.allCases.first(where: { $0.channel == channel }) else { continue }
            var line = label(channel.letter + " " + channel.formatted(picking.lch), row)
            let (colors, marker) = channel.gradient(of: picking.lch, cells: Self.barWidth)
            for (index, color) in colors.enumerated() {
                let cell = PickerPalette.terminal(color)
                line.append(index == marker ? "┃" : "█",
                            index == marker ? TextStyle(foreground: canvas.palette.text, background: cell, bold: true)
                                : TextStyle(foreground: cell, background: canvas.palette.background))
            }
            lines.append(line)
        }
        lines.append(swatches("Presets", state.presets.map(\.hex), selected: picking.presetIndex, row: .presets, picking: picking))
        lines.append(swatches("Recent", state.recent.colors, selected: picking.recentIndex, row: .recent, picking: picking))
        for entry in state.contrast(of: picking.key).prefix(2) {
            var line = StyledLine(fill: canvas.base)
            let requirement = entry.requirement
            let status = entry.ratio >= entry.minimum ? "✓" : entry.ratio < ContrastProblems.errorBelow ? "✗" : "⚠"
            let pair = "\(requirement.foreground.key.dropFirst(6)) on \(requirement.background.key.dropFirst(6))"
            line.append("      \(status) \(EditorState.ratio(entry.ratio)):1 \(pair) (needs \(EditorState.ratio(entry.minimum)))",
                        entry.ratio >= entry.minimum ? canvas.caption : canvas.accent)
            lines.append(line)
        }
        if let problem = state.problem(for: picking.key) {
            var line = StyledLine(fill: canvas.base)
            line.append("      \(mark(problem.severity)) \(problem.severity.rawValue)", canvas.accent)
            if let suggestion = state.suggestion(for: picking.key) { line.append(": f takes \(suggestion)", canvas.accent) }
            lines.append(line)
        }
        return lines
    }

    private func swatches(_ title: String, _ colors: [String], selected: Int, row: ColorPicking.Row, picking: ColorPicking) -> StyledLine {
        var line = StyledLine(fill: canvas.base)
        line.append("      ")
        line.append(title, picking.row == row ? canvas.focused : canvas.accent)
        line.pad(to: 18)
        if colors.isEmpty { line.append("none yet", canvas.caption) }
        for (index, hex) in colors.prefix(12).enumerated() {
            let color = (try? RGBAColor(hex: hex)).map(PickerPalette.terminal) ?? canvas.palette.text
            let isSelected = picking.row == row && index == selected
            line.append(isSelected ? "[" : " ", canvas.accent)
            line.append("██", TextStyle(foreground: color, background: canvas.palette.background))
            line.append(isSelected ? "]" : " ", canvas.accent)
        }
        return line
    }

    private func help(height: Int) -> [StyledLine] {
        let keys = [
            ("↑ ↓  j k  Tab", "move between sections and values"),
            ("Enter  → l", "open a section, edit a value; ← h closes"),
            ("t", "preview and edit light or dark (the desktop keeps its own)"),
            ("u  r", "undo, redo (50 steps)"),
            ("s  A  X", "save, save & apply, revert to the saved theme"),
            ("In the picker", "type a hex and Enter; ← → move L, C, H (PgUp/PgDn by 10)"),
            ("", "Enter takes a preset or recent color; f takes the suggested one"),
            ("Esc  q", "close the picker or field; leave (asks about unsaved edits)"),
            ("Ctrl-C", "leave at once; unsaved edits stay as a draft"),
        ]
        return canvas.keysHelp(keys, meaningColumn: 20, height: height)
    }

    private func hints(_ state: EditorState) -> StyledLine {
        var line = StyledLine(fill: canvas.base)
        switch state.mode {
        case .confirmExit:
            line.append(" Unsaved changes: ", canvas.accent)
            line.append("s save · d discard · k keep draft · Esc stay")
        case .color:
            line.append(" ↑↓ row · ←→ adjust · Enter set/take · f fix · u undo · Esc close", canvas.caption)
        case .text:
            line.append(" type · Enter set · Esc cancel", canvas.caption)
        case .browse:
            line.append(" ↑↓ move · Enter open/edit · t light/dark · u undo · r redo · s save · A save&apply · ? keys · q leave", canvas.caption)
        }
        return line
    }
}
