import ThemeCore

/// What the editor shows and where the focus is, with no terminal and no daemon: keys and the
/// daemon's news go in, ``EditorEffect``s and a status sentence come out. ``EditorView`` draws
/// it; ``EditorSession`` runs it against a terminal and the daemon.
public struct EditorState: Sendable {
    /// What the keys act on.
    public enum Mode: Sendable, Equatable {
        /// Moving between sections and their rows.
        case browse
        /// The color picker, open on a color row.
        case color(ColorPicking)
        /// Typing into a field.
        case text(TextEntry)
        /// Asking what to do with unsaved edits before leaving.
        case confirmExit
    }

    /// The theme edited.
    public let themeID: String
    /// The daemon's side of it, as last read.
    public internal(set) var snapshot: EditorSnapshot
    /// The scheme previewed and edited (the light/dark toggle); the user's own stays as it is.
    public internal(set) var scheme: ColorScheme
    /// The section whose header or rows have the focus.
    public internal(set) var section: EditorSection = .info
    /// The open section (one at a time, opening in place).
    public internal(set) var openSection: EditorSection?
    /// The focused row of the open section; nil when its header has the focus.
    public internal(set) var row: Int?
    /// What the keys act on.
    public internal(set) var mode: Mode = .browse
    /// The colors last used, newest first.
    public internal(set) var recent: RecentColors
    /// The built-in themes' accents, offered as presets.
    public let builtInAccents: [RGBAColor]
    /// Whether the list of keys is shown.
    public internal(set) var showsHelp = false
    /// Whether the daemon is on the bus.
    public internal(set) var daemonRunning = true
    /// What a machine policy locks (the daemon's `Locks`): with `theme` locked, saving works and applying does not.
    public internal(set) var locks: [String] = []
    /// One sentence on the focused item and its state, for the status line (and screen readers).
    public internal(set) var status = ""
    /// Whether the status line holds a report (a refusal, a save) that the daemon's news must
    /// not replace before the next key.
    var statusIsReport = false
    /// How many values the editor has shown ahead of the daemon (a color set in the picker is
    /// drawn at once); a read-back from before the latest of them is stale.
    public internal(set) var editsShown = 0

    /// The state for a theme, its first snapshot, the scheme to start in, the saved recent
    /// colors and the built-ins' accents.
    public init(themeID: String, snapshot: EditorSnapshot, scheme: ColorScheme, recent: RecentColors,
                builtInAccents: [RGBAColor]) {
        self.themeID = themeID
        self.snapshot = snapshot
        self.scheme = scheme
        self.recent = recent
        self.builtInAccents = builtInAccents
        status = describeFocus()
    }

    // MARK: - What is shown

    /// The working copy resolved in the scheme shown.
    public var tokens: TokenSet { snapshot.tokens[scheme] ?? TokenSet() }

    /// The key of a row of a section.
    public func key(_ section: EditorSection, row: Int) -> SemanticKey? {
        let keys = section.keys
        return keys.indices.contains(row) ? keys[row] : nil
    }

    /// The focused key, when a value row has the focus.
    public var focusedKey: SemanticKey? { row.flatMap { key(section, row: $0) } }

    /// The current value of `key` in the scheme shown.
    public func value(of key: SemanticKey) -> TokenValue? { tokens[key.key] }

    /// The validation problem the daemon reports for `key` in the scheme shown (a contrast
    /// finding names the color the user set, `light.color.accent`); the worst when several.
    public func problem(for key: SemanticKey) -> ValidationProblem? {
        let field = "\(scheme.rawValue).\(key.key)"
        let found = snapshot.problems.filter { $0.field == field }
        return found.first { $0.severity == .error } ?? found.first
    }

    /// The nearest passing color the daemon offers for `key` (`…; try #D6008F`).
    public func suggestion(for key: SemanticKey) -> String? {
        guard let message = problem(for: key)?.message, let range = message.firstRange(of: "; try #") else { return nil }
        let hex = "#" + message[range.upperBound...].prefix(6)
        return (try? RGBAColor(hex: hex)) == nil ? nil : hex
    }

    /// The contrast pairs `key`'s color takes part in, in the scheme shown (seed 002 §10): the
    /// ratio, the minimum and what it sits on or what sits on it.
    public func contrast(of key: SemanticKey) -> [ContrastAudit.Entry] {
        guard case .color(let color) = key else { return [] }
        return ContrastAudit(tokens: tokens, highContrast: false).entries.filter {
            $0.requirement.foreground == color || $0.requirement.background == color
        }
    }

    /// The presets of the color picker: the theme's own palette (accent, status and category
    /// colors in the scheme shown), then the built-ins' accents; each color once.
    public var presets: [RGBAColor] {
        let own = [SemanticColor.accent, .destructive, .success, .warning, .categorySocial, .categoryPromotions,
                   .categoryUpdates, .categoryForums, .textPrimary, .background].compactMap { tokens.color($0.key)?.quantized }
        var seen: Set<String> = []
        return (own + builtInAccents.map(\.quantized)).filter { seen.insert($0.hex).inserted }
    }

    /// Every focusable place in browse mode, top to bottom: each header, and the open section's rows.
    var places: [(section: EditorSection, row: Int?)] {
        EditorSection.shown.flatMap { section -> [(EditorSection, Int?)] in
            [(section, nil)] + (openSection == section ? (0..<section.rowCount).map { (section, $0) } : [])
        }
    }

    // MARK: - The daemon's news

    /// Takes what the daemon says of the theme, read after the first `edits` of
    /// ``editsShown`` were sent; an older read is dropped (the read after the latest edit is on
    /// its way). An open color picker follows a value changed elsewhere (an undo, another
    /// process's edit); its own edits keep its coordinates.
    public mutating func load(_ snapshot: EditorSnapshot, asOf edits: Int) {
        guard edits >= editsShown else { return }
        self.snapshot = snapshot
        daemonRunning = true
        if case .color(var picking) = mode, let current = tokens.color(picking.key.key)?.quantized,
           current.hex != picking.color.hex {
            picking.lch = OKLCH(current)
            picking.alpha = current.alpha
            picking.hexText = current.hex
            mode = .color(picking)
        }
        if !statusIsReport { status = describeFocus() }
    }

    /// Takes what a machine policy locks now.
    public mutating func update(locks: [String]) {
        self.locks = locks
    }

    /// Notes that the daemon left or came back.
    public mutating func setDaemonRunning(_ running: Bool) {
        daemonRunning = running
        status = running ? describeFocus() : "The theme daemon is not running; waiting for it. Ctrl-C leaves."
    }

    /// Shows a sentence (a refusal, or the result of a save) in the status line, on one line
    /// (a refusal that lists problems a line each has them joined).
    public mutating func report(_ sentence: String) {
        status = sentence.split(whereSeparator: \.isNewline).map { String($0).trimmed }.joined(separator: " ")
        statusIsReport = true
    }

    /// Goes back to browsing (after a refused save on leaving).
    public mutating func stayOpen() {
        mode = .browse
    }
}
