import TerminalUI
import ThemeCore

/// The editor's keys, by mode.
extension EditorState {
    /// Handles a key: moves the focus, opens and closes, edits, or asks for effects.
    public mutating func handle(_ key: Key) -> [EditorEffect] {
        statusIsReport = false
        if key == .interrupt { return [.quit(.keepDraft)] }
        if showsHelp {
            showsHelp = false
            status = describeFocus()
            return []
        }
        switch mode {
        case .browse: return browse(key)
        case .color(let picking): return pick(key, picking)
        case .text(let entry): return type(key, entry)
        case .confirmExit: return confirmExit(key)
        }
    }

    // MARK: - Browsing

    private mutating func browse(_ key: Key) -> [EditorEffect] {
        switch key {
        case .escape, .character("q"):
            guard snapshot.isDirty else { return [.quit(.keepDraft)] }
            mode = .confirmExit
            status = "This theme has unsaved changes: s saves them, d discards them, k keeps them as a draft, Esc stays."
            return []
        case .up, .character("k"): moveFocus(by: -1)
        case .down, .character("j"): moveFocus(by: 1)
        case .home: moveFocus(by: -places.count)
        case .end: moveFocus(by: places.count)
        case .tab: moveSection(by: 1)
        case .backTab: moveSection(by: -1)
        case .right, .character("l"):
            if row == nil { openSection = section }
        case .left, .character("h"):
            openSection = nil
            row = nil
        case .enter, .character(" "):
            return activate()
        case .character("t"):
            scheme = scheme == .light ? .dark : .light
            status = "Previewing and editing \(scheme.rawValue) mode; the desktop's appearance stays as it is."
            return []
        case .character("u"):
            return snapshot.canUndo ? [.undo] : refuse("Nothing to undo.")
        case .character("r"):
            return snapshot.canRedo ? [.redo] : refuse("Nothing to redo.")
        case .character("s"): return [.save]
        case .character("A"):
            guard !locks.contains("theme") else {
                return refuse("Applying a theme is locked by this machine's policy; s saves the theme without applying it.")
            }
            return [.saveAndApply]
        case .character("X"): return [.revert]
        case .character("?"):
            showsHelp = true
            status = "Keys shown; any key closes them."
            return []
        default:
            return refuse("That key does nothing here; press ? for the keys.")
        }
        status = describeFocus()
        return []
    }

    private mutating func refuse(_ sentence: String) -> [EditorEffect] {
        status = sentence
        return []
    }

    private mutating func moveFocus(by step: Int) {
        let places = places
        let current = places.firstIndex { $0.section == section && $0.row == row } ?? 0
        let target = places[min(max(current + step, 0), places.count - 1)]
        section = target.section
        row = target.row
    }

    private mutating func moveSection(by step: Int) {
        let all = EditorSection.shown
        let current = all.firstIndex(of: section) ?? 0
        section = all[(current + step + all.count) % all.count]
        row = nil
    }

    /// Enter: opens or closes a header; on a row, opens its editor (a flag switches at once).
    private mutating func activate() -> [EditorEffect] {
        guard let row else {
            openSection = openSection == section ? nil : section
            status = describeFocus()
            return []
        }
        if section == .info {
            let field = MetadataField.allCases[row]
            mode = .text(TextEntry(target: .metadata(field), text: field.text(in: snapshot.metadata)))
            status = describeFocus()
            return []
        }
        guard let key = key(section, row: row) else { return [] }
        switch value(of: key) {
        case .color(let color):
            let color = color.quantized
            mode = .color(ColorPicking(key: key, lch: OKLCH(color), alpha: color.alpha, hexText: color.hex))
            status = describeFocus()
            return []
        case .flag(let flag):
            return [.setValue(key: key.key, value: flag ? "false" : "true", scheme: scheme)]
        case let value:
            mode = .text(TextEntry(target: .value(key), text: value?.formatted ?? ""))
            status = describeFocus()
            return []
        }
    }

    // MARK: - The color picker

    private mutating func pick(_ key: Key, _ start: ColorPicking) -> [EditorEffect] {
        var picking = start
        var effects: [EditorEffect] = []
        let rows = ColorPicking.Row.allCases
        switch key {
        case .escape:
            mode = .browse
            if picking.changed {
                recent.use(picking.color.withAlpha(1).hex)
                effects.append(.rememberColors)
            }
            status = describeFocus()
            return effects
        case .up, .backTab: picking.row = rows[max(picking.row.rawValue - 1, 0)]
        case .down, .tab: picking.row = rows[min(picking.row.rawValue + 1, rows.count - 1)]
        case .character("t"):
            mode = .browse
            return browse(key)
        case .character("f") where picking.row != .hex:
            guard let hex = suggestion(for: picking.key), let color = try? RGBAColor(hex: hex) else {
                mode = .color(picking)
                return refuse("No contrast finding to fix for \(picking.key.key).")
            }
            effects = take(color, into: &picking)
        case .character("u") where picking.row != .hex:
            mode = .color(picking)
            return snapshot.canUndo ? [.undo] : refuse("Nothing to undo.")
        case .character("r") where picking.row != .hex:
            mode = .color(picking)
            return snapshot.canRedo ? [.redo] : refuse("Nothing to redo.")
        case .left, .right, .pageUp, .pageDown, .character("<"), .character(">"):
            let forward = key == .right || key == .pageUp || key == .character(">")
            let steps = (forward ? 1 : -1) * (key == .left || key == .right ? 1 : 10)
            switch picking.row {
            case .hex: break
            case .presets: picking.presetIndex = min(max(picking.presetIndex + steps.signum(), 0), max(presets.count - 1, 0))
            case .recent: picking.recentIndex = min(max(picking.recentIndex + steps.signum(), 0), max(recent.colors.count - 1, 0))
            case .lightness, .chroma, .hue:
                guard let channel = picking.row.channel else { break }
                let before = picking.color.hex
                picking.lch = channel.adjusting(picking.lch, by: steps)
                picking.hexText = picking.color.hex
                if picking.color.hex != before {
                    picking.changed = true
                    effects.append(showing(picking.color, for: picking.key))
                }
            }
        case .enter:
            switch picking.row {
            case .hex:
                do {
                    let text = picking.hexText.trimmed
                    let color = try RGBAColor(hex: text)
                    effects = take(color, into: &picking, withAlpha: text.count == 9)
                } catch {
                    mode = .color(picking)
                    return refuse("\(error); type a color as #RRGGBB.")
                }
            case .presets:
                guard presets.indices.contains(picking.presetIndex) else { break }
                effects = take(presets[picking.presetIndex], into: &picking)
            case .recent:
                guard let hex = recent.colors.dropFirst(picking.recentIndex).first,
                      let color = try? RGBAColor(hex: hex) else { break }
                effects = take(color, into: &picking)
            case .lightness, .chroma, .hue: break
            }
        case .backspace where picking.row == .hex:
            if !picking.hexText.isEmpty { picking.hexText.removeLast() }
        case .character(let character) where picking.row == .hex:
            if character == "#" {
                picking.hexText = "#"
            } else if character.isHexDigit, picking.hexText.count < 9 {
                if !picking.hexText.hasPrefix("#") { picking.hexText = "#" }
                picking.hexText.append(Character(character.uppercased()))
            } else {
                mode = .color(picking)
                return refuse("Type hex digits, then Enter; # starts again.")
            }
        default:
            mode = .color(picking)
            return refuse("That key does nothing in the color picker; press ? for the keys.")
        }
        mode = .color(picking)
        status = describeFocus()
        return effects
    }

    /// Takes `color` as the picker's color: sent to the daemon and put first in the recent colors
    /// (opaque). A translucent color (a muted fill, a shadow) keeps its alpha unless `withAlpha`
    /// (a hex typed with eight digits) sets it.
    private mutating func take(_ color: RGBAColor, into picking: inout ColorPicking, withAlpha: Bool = false) -> [EditorEffect] {
        if withAlpha { picking.alpha = color.alpha }
        picking.lch = OKLCH(color)
        let taken = picking.color
        picking.hexText = taken.hex
        picking.changed = true
        recent.use(taken.withAlpha(1).hex)
        return [showing(taken, for: picking.key), .rememberColors]
    }

    /// Shows `color` as `key`'s value at once (the preview redraws with the key press; the colors
    /// the daemon derives from it follow with its read-back) and asks the daemon to set it.
    private mutating func showing(_ color: RGBAColor, for key: SemanticKey) -> EditorEffect {
        snapshot.tokens[scheme]?[key.key] = .color(color)
        editsShown += 1
        return .setValue(key: key.key, value: color.hex, scheme: scheme)
    }

    // MARK: - Typing

    private mutating func type(_ key: Key, _ start: TextEntry) -> [EditorEffect] {
        var entry = start
        switch key {
        case .escape:
            mode = .browse
            status = describeFocus()
            return []
        case .backspace:
            if !entry.text.isEmpty { entry.text.removeLast() }
        case .character(let character):
            entry.text.append(character)
        case .enter:
            return submit(entry)
        default:
            return []
        }
        mode = .text(entry)
        status = describeFocus()
        return []
    }

    private mutating func submit(_ entry: TextEntry) -> [EditorEffect] {
        switch entry.target {
        case .value(let key):
            mode = .browse
            status = describeFocus()
            return [.setValue(key: key.key, value: entry.text.trimmed, scheme: scheme)]
        case .metadata(let field):
            switch field.applying(entry.text, to: snapshot.metadata) {
            case .failure(let error):
                return refuse(error.sentence)
            case .success(let metadata):
                if let problem = field.problems(in: metadata).first {
                    return refuse("Not saved: \(problem.message).")
                }
                mode = .browse
                status = describeFocus()
                return [.setMetadata(field, metadata)]
            }
        }
    }

    // MARK: - Leaving

    private mutating func confirmExit(_ key: Key) -> [EditorEffect] {
        switch key {
        case .character("s"): return [.quit(.save)]
        case .character("d"): return [.quit(.discard)]
        case .character("k"): return [.quit(.keepDraft)]
        case .escape:
            mode = .browse
            status = describeFocus()
            return []
        default:
            return refuse("Press s to save, d to discard, k to keep a draft, or Esc to stay.")
        }
    }
}
