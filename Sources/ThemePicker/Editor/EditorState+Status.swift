import ThemeCore

/// The status line: one sentence on the focused item and its state, and what Enter does, so a
/// screen reader that reads what changes reads where the user is (as in `pick`).
extension EditorState {
    /// The sentence for the focus as it is now.
    public func describeFocus() -> String {
        switch mode {
        case .confirmExit:
            return "This theme has unsaved changes: s saves them, d discards them, k keeps them as a draft, Esc stays."
        case .text(let entry):
            return describe(entry)
        case .color(let picking):
            return describe(picking)
        case .browse:
            guard let row else {
                let open = openSection == section
                return "\(section.title) section, \(open ? "open" : "closed"). Enter \(open ? "closes" : "opens") it."
            }
            if section == .info {
                let field = MetadataField.allCases[row]
                let text = field.text(in: snapshot.metadata)
                let problem = field.problems(in: snapshot.metadata).first.map { " Problem: \($0.message)." } ?? ""
                return "\(field.label), \(text.isEmpty ? "empty" : text).\(problem) Enter edits it."
            }
            guard let key = focusedKey else { return "" }
            let value = value(of: key)?.formatted ?? "not set"
            return "\(key.key), \(value) in \(scheme.rawValue) mode.\(contrastSentence(key)) Enter edits it."
        }
    }

    /// The contrast of `key` and its finding, as a sentence starting with a space; empty when
    /// the color takes part in no pair.
    func contrastSentence(_ key: SemanticKey) -> String {
        var sentence = ""
        if let pair = contrast(of: key).first {
            let other = pair.requirement.foreground.key == key.key ? pair.requirement.background : pair.requirement.foreground
            sentence += " Contrast \(Self.ratio(pair.ratio)):1 with \(other.key), needs \(Self.ratio(pair.minimum)):1."
        }
        if let problem = problem(for: key) {
            sentence += " \(problem.severity == .error ? "Error" : "Warning"): \(problem.message)."
            if suggestion(for: key) != nil { sentence += " Press f in the picker to take it." }
        }
        return sentence
    }

    private func describe(_ picking: ColorPicking) -> String {
        let key = picking.key.key
        switch picking.row {
        case .hex:
            return "Hex of \(key): \(picking.hexText). Type a color, Enter sets it; Esc closes the picker."
        case .lightness, .chroma, .hue:
            guard let channel = picking.row.channel else { return "" }
            let name = ["lightness", "chroma", "hue"][channel.rawValue]
            return "\(name.prefix(1).uppercased() + name.dropFirst()) \(channel.formatted(picking.lch)) of \(key), "
                + "\(picking.color.hex).\(contrastSentence(picking.key)) Left and right adjust it."
        case .presets:
            let presets = presets
            guard presets.indices.contains(picking.presetIndex) else { return "No presets." }
            return "Preset \(picking.presetIndex + 1) of \(presets.count), \(presets[picking.presetIndex].hex). Enter takes it."
        case .recent:
            guard let hex = recent.colors.dropFirst(picking.recentIndex).first else {
                return "No recent colors yet; colors you set are kept here."
            }
            return "Recent color \(picking.recentIndex + 1) of \(recent.colors.count), \(hex). Enter takes it."
        }
    }

    private func describe(_ entry: TextEntry) -> String {
        switch entry.target {
        case .value(let key):
            return "\(key.key): \(entry.text). Enter sets it in \(scheme.rawValue) mode, Esc cancels."
        case .metadata(let field):
            let problems: [String]
            switch field.applying(entry.text, to: snapshot.metadata) {
            case .failure(let error): problems = [error.sentence]
            case .success(let metadata): problems = field.problems(in: metadata).map { $0.message + "." }
            }
            return "\(field.label): \(entry.text). " + (problems.first.map { "Problem: \($0) " } ?? "") + "Enter sets it, Esc cancels."
        }
    }

    /// A ratio to two decimals.
    static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
