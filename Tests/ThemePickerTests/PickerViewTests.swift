import Foundation
import Testing
import TerminalUI
import ThemeCore
import ThemePicker

@Suite("Picker view")
struct PickerViewTests {
    static let palette = PickerPalette(
        background: TerminalColor(red: 0, green: 0, blue: 0), text: TerminalColor(red: 255, green: 255, blue: 255),
        caption: TerminalColor(red: 160, green: 160, blue: 160), accent: TerminalColor(red: 37, green: 150, blue: 190),
        inverse: TerminalColor(red: 0, green: 0, blue: 0))

    func text(_ state: PickerState, columns: Int, rows: Int) -> [String] {
        PickerView(columns: columns, rows: rows, palette: Self.palette).lines(state).map(\.plainText)
    }

    @Test("three columns where they fit, fewer when narrow, none below one tile", arguments: [
        (120, 3), (54, 3), (53, 2), (36, 2), (35, 1), (18, 1), (17, 0),
    ])
    func gridColumns(width: Int, columns: Int) {
        #expect(PickerView(columns: width, rows: 40, palette: Self.palette).gridColumns == columns)
    }

    @Test func theGridListsTheThemesInDisplayOrderWithTheAppliedOneMarked() {
        let lines = text(PickerFixture.state(applied: "midnight"), columns: 60, rows: 40)
        #expect(lines.count == 40)
        let names = lines.dropLast().flatMap { line in
            PickerFixture.catalog.compactMap { theme in line.firstRange(of: theme.displayName).map { ($0.lowerBound, theme.displayName) } }
                .sorted { $0.0 < $1.0 }.map(\.1)
        }
        #expect(names == ["VaultMail", "Midnight", "Forest", "Sunset", "Lavender", "Rose", "Slate"])
        #expect(lines.filter { $0.contains("✓") }.count == 1)
        let checkRow = lines.firstIndex { $0.contains("✓") } ?? 0
        #expect(lines[checkRow - 1].contains("╭───────╮"))
        #expect(lines[checkRow + 2].contains("›Midnight‹"))
        #expect(lines.last == " Midnight theme, applied.")
        #expect(lines.contains { $0.contains("(•) System   ( ) Light   ( ) Dark") && $0.contains("now light") })
    }

    @Test func theFocusStaysOnScreenWhenTheGridIsTallerThanTheTerminal() {
        var state = PickerFixture.state()
        state.columns = 1
        for _ in 0..<6 { _ = state.handle(.down) }
        let lines = text(state, columns: 20, rows: 17)
        #expect(lines.contains { $0.contains("›Slate‹") })
        #expect(!lines.contains { $0.contains("VaultMail") })
    }

    @Test func aTooSmallTerminalAsksForRoomAndKeepsTheStatusLine() {
        let lines = text(PickerFixture.state(), columns: 17, rows: 10)
        #expect(lines.count == 10)
        let message = lines.dropLast().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        #expect(message == "Make the terminal larger: the picker needs 18×17 cells, it has 17×10.")
        #expect(lines.last == " VaultMail theme, applied.")
        #expect(PickerView(columns: 60, rows: 16, palette: Self.palette).fits(PickerFixture.state()) == false)
        #expect(PickerView(columns: 60, rows: 17, palette: Self.palette).fits(PickerFixture.state()))
    }

    @Test func withoutColorTheFrameHasNoColorEscapes() throws {
        let frame = PickerView(columns: 80, rows: 30, palette: Self.palette).frame(PickerFixture.state(), depth: .none).joined()
        let parameters = frame.matches(of: try Regex(#"\e\[([0-9;]*)m"#))
        #expect(!parameters.isEmpty)
        for match in parameters {
            let codes = frame[match.range].dropFirst(2).dropLast().split(separator: ";")
            #expect(codes.allSatisfy { ["0", "1", "4", "7"].contains($0) }, "\(codes)")
        }
        #expect(frame.contains("✓"))
        let colored = PickerView(columns: 80, rows: 30, palette: Self.palette).frame(PickerFixture.state(), depth: .trueColor).joined()
        #expect(colored.contains("38;2;37;150;190"), "the chrome's accent")
    }

    @Test func movingTheFocusRewritesOnlyTheRowsThatChanged() {
        let view = PickerView(columns: 80, rows: 30, palette: Self.palette)
        var state = PickerFixture.state()
        var screen = ScreenUpdate()
        let first = view.frame(state, depth: .trueColor)
        #expect(screen.changes(to: first) == first.joined(), "the first frame is drawn whole")
        #expect(screen.changes(to: first).isEmpty, "nothing changed")
        _ = state.handle(.right)
        let update = screen.changes(to: view.frame(state, depth: .trueColor))
        let rows = update.matches(of: #/\e\[(\d+);1H/#).compactMap { Int($0.output.1) }
        #expect(rows == [8, 30], "the names' row (the focus moved) and the status line")
        #expect(update.contains("Midnight theme, not applied. Enter applies it."))
        screen.invalidate()
        #expect(screen.changes(to: view.frame(state, depth: .trueColor)).matches(of: #/\e\[(\d+);1H/#).count == 30)
    }
}
