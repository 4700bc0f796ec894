import Testing
import TerminalUI
import ThemeCore
import ThemePicker

/// The editor's keys and status sentences, on VaultMail's real tokens, with no terminal and no daemon.
@Suite("Editor state")
struct EditorStateTests {
    static func snapshot(dirty: Bool = false, canUndo: Bool = false, problems: [ValidationProblem] = []) throws -> EditorSnapshot {
        let registry = ThemeRegistry.builtIn
        return EditorSnapshot(
            metadata: ThemeMetadata(name: "Ocean", category: .soft), isDirty: dirty, canUndo: canUndo, canRedo: false,
            tokens: [.light: try registry.tokens(themeID: "default", scheme: .light, accessibility: AccessibilityFlags()),
                     .dark: try registry.tokens(themeID: "default", scheme: .dark, accessibility: AccessibilityFlags())],
            problems: problems)
    }

    static func state(dirty: Bool = false, canUndo: Bool = false, problems: [ValidationProblem] = []) throws -> EditorState {
        EditorState(themeID: "ocean", snapshot: try snapshot(dirty: dirty, canUndo: canUndo, problems: problems), scheme: .light,
                    recent: RecentColors(), builtInAccents: [try RGBAColor(hex: "#6366F1")])
    }

    /// Opens the accent family and the picker on `color.accent`.
    static func openAccent(_ state: inout EditorState) {
        for key: Key in [.tab, .tab, .tab, .enter, .down, .enter] { #expect(state.handle(key).isEmpty) }
    }

    @Test func sectionsOpenInPlaceOneAtATime() throws {
        var state = try Self.state()
        #expect(state.status == "Theme info section, closed. Enter opens it.")
        _ = state.handle(.enter)
        #expect(state.openSection == .info)
        _ = state.handle(.down)
        #expect(state.status == "Name, Ocean. Enter edits it.")
        _ = state.handle(.tab)
        _ = state.handle(.enter)
        #expect(state.openSection == .backgrounds, "opening one closes the other")
        _ = state.handle(.down)
        #expect(state.focusedKey == .color(.background))
        #expect(state.status.hasPrefix("color.background, #FFFFFF in light mode."))
    }

    @Test func aTypedHexIsSentForTheSchemeShownAndKeptAsRecent() throws {
        var state = try Self.state()
        Self.openAccent(&state)
        #expect(state.status == "Hex of color.accent: #2596BE. Type a color, Enter sets it; Esc closes the picker.")
        for character in "#d6008f" { _ = state.handle(.character(character)) }
        #expect(state.handle(.enter) == [.setValue(key: "color.accent", value: "#D6008F", scheme: .light), .rememberColors])
        #expect(state.recent.colors == ["#D6008F"])
        _ = state.handle(.character("#"))
        _ = state.handle(.character("x"))
        #expect(state.status == "Type hex digits, then Enter; # starts again.")
        _ = state.handle(.character("1"))
        #expect(state.handle(.enter).isEmpty)
        #expect(state.status.hasSuffix("type a color as #RRGGBB."), "\(state.status)")
    }

    @Test func arrowKeysMoveOKLCHAndSendEachVisibleChange() throws {
        var state = try Self.state()
        _ = state.handle(.character("t"))
        #expect(state.scheme == .dark)
        Self.openAccent(&state)
        _ = state.handle(.down)
        #expect(state.status.hasPrefix("Lightness 0."))
        let before = try #require(state.tokens.color("color.accent"))
        let effects = state.handle(.right)
        guard case .setValue(let key, let value, let scheme)? = effects.first else {
            Issue.record("a lightness step sends the color")
            return
        }
        #expect(key == "color.accent" && scheme == .dark)
        #expect(OKLCH(try RGBAColor(hex: value)).lightness > OKLCH(before).lightness)
        #expect(state.tokens.color("color.accent")?.hex == value, "the preview shows the new color at once")
        #expect(state.editsShown == 1)
        var stale = try Self.snapshot()
        stale.metadata.name = "Stale"
        state.load(stale, asOf: 0)
        #expect(state.tokens.color("color.accent")?.hex == value, "a read-back from before the edit is dropped")
        #expect(state.handle(.escape) == [.rememberColors], "a changed color goes to the recent colors on closing")
        #expect(state.recent.colors == [value])
        state.load(stale, asOf: 1)
        #expect(state.snapshot.metadata.name == "Stale", "the read-back after the edit is taken")
    }

    @Test func theContrastFindingIsShownAndFTakesItsSuggestion() throws {
        let problem = ValidationProblem(field: "light.color.accent", severity: .error,
                                        message: "color.textInverse on color.accent (primary button) has contrast 1.20:1 in light mode; expected at least 4.50:1; try #8C7500")
        var state = try Self.state(problems: [problem])
        #expect(state.suggestion(for: .color(.accent)) == "#8C7500")
        Self.openAccent(&state)
        _ = state.handle(.down)
        #expect(state.status.contains("Error: color.textInverse on color.accent"))
        #expect(state.handle(.character("f")) == [.setValue(key: "color.accent", value: "#8C7500", scheme: .light), .rememberColors])
        let lines = EditorView(columns: 130, rows: 50, palette: PickerPalette(
            background: .init(red: 0, green: 0, blue: 0), text: .init(red: 255, green: 255, blue: 255),
            caption: .init(red: 128, green: 128, blue: 128), accent: .init(red: 0, green: 128, blue: 255),
            inverse: .init(red: 0, green: 0, blue: 0))).lines(state).map(\.plainText)
        #expect(lines.contains { $0.contains("✗ error: f takes #8C7500") })
        #expect(lines.contains { $0.contains("▼ Accent family") && $0.contains("✗ 1") })
        #expect(lines.count == 50)
    }

    @Test func leavingWithUnsavedEditsAsksAndCtrlCKeepsTheDraft() throws {
        var clean = try Self.state()
        #expect(clean.handle(.character("q")) == [.quit(.keepDraft)])
        var dirty = try Self.state(dirty: true, canUndo: true)
        #expect(dirty.handle(.character("u")) == [.undo])
        #expect(dirty.handle(.character("q")).isEmpty)
        #expect(dirty.mode == .confirmExit)
        #expect(dirty.handle(.escape).isEmpty)
        #expect(dirty.mode == .browse)
        _ = dirty.handle(.escape)
        #expect(dirty.handle(.character("d")) == [.quit(.discard)])
        _ = dirty.handle(.escape)
        _ = dirty.handle(.escape)
        #expect(dirty.handle(.character("s")) == [.quit(.save)])
        #expect(dirty.handle(.interrupt) == [.quit(.keepDraft)])
        #expect(clean.handle(.character("u")).isEmpty)
        #expect(clean.status == "Nothing to undo.")
    }

    @Test func theNameFieldShowsItsProblemInlineAndIsNotSentWhileInvalid() throws {
        var state = try Self.state()
        _ = state.handle(.enter)
        _ = state.handle(.down)
        _ = state.handle(.enter)
        for _ in 0..<3 { _ = state.handle(.backspace) }
        #expect(state.status == "Name: Oc. Problem: the name has 2 characters; expected 3 to 50. Enter sets it, Esc cancels.")
        #expect(state.handle(.enter).isEmpty)
        for character in "ean Deep" { _ = state.handle(.character(character)) }
        guard case .setMetadata(.name, let metadata)? = state.handle(.enter).first else {
            Issue.record("a valid name is sent")
            return
        }
        #expect(metadata.name == "Ocean Deep")
    }

    @Test func colorsFollowTheTerminalsDepthAndNoColorDrawsMarksAsText() throws {
        var state = try Self.state(problems: [ValidationProblem(field: "light.color.accent", severity: .warning, message: "low; try #1E7FA3")])
        Self.openAccent(&state)
        _ = state.handle(.down)
        let view = EditorView(columns: 130, rows: 50, palette: PickerPalette(
            background: .init(red: 255, green: 255, blue: 255), text: .init(red: 0, green: 0, blue: 0),
            caption: .init(red: 90, green: 90, blue: 90), accent: .init(red: 37, green: 150, blue: 190),
            inverse: .init(red: 255, green: 255, blue: 255)))
        let trueColor = view.frame(state, depth: .trueColor).joined()
        let palette = view.frame(state, depth: .palette256).joined()
        let ansi = view.frame(state, depth: .ansi16).joined()
        let none = view.frame(state, depth: .none).joined()
        #expect(trueColor.contains(";2;37;150;190"))
        #expect(palette.contains("38;5;") && !palette.contains("38;2;"))
        #expect(!ansi.contains("38;5;") && !ansi.contains("38;2;"))
        #expect(!none.contains(";38;") && !none.contains(";48;") && !none.contains(";3") && !none.contains(";4"), "no color codes, attributes only")
        #expect(none.contains("┃") && none.contains("⚠"), "the bar's marker and the finding's mark are text")
    }

    @Test func aTranslucentColorKeepsItsAlphaThroughStepsAndPresets() throws {
        var state = try Self.state()
        for key: Key in [.tab, .tab, .tab, .enter, .down, .down, .enter] { _ = state.handle(key) }
        #expect(state.status.hasPrefix("Hex of color.accentMuted: #2596BE1F."), "\(state.status)")
        _ = state.handle(.down)
        guard case .setValue(_, let stepped, _)? = state.handle(.right).first else {
            Issue.record("a step sends the color")
            return
        }
        #expect(stepped.count == 9 && stepped.hasSuffix("1F"), "\(stepped)")
        for _ in 0..<3 { _ = state.handle(.down) }
        guard case .setValue(_, let preset, _)? = state.handle(.enter).first else {
            Issue.record("a preset is taken")
            return
        }
        #expect(preset.count == 9 && preset.hasSuffix("1F"), "\(preset)")
        #expect(state.recent.colors.first?.count == 7, "recent colors are kept opaque")
    }
}
