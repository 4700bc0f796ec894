import Testing
import ThemeCore
import ThemePicker

@Suite("Plain menu")
struct PlainMenuTests {
    @Test func numbersTheThemesInDisplayOrderAndMarksTheChoices() {
        let lines = PlainMenu.lines(PickerFixture.state(applied: "forest"))
        #expect(Array(lines.prefix(8)) == [
            "Themes:", "1. VaultMail", "2. Midnight", "3. Forest (applied)", "4. Sunset", "5. Lavender", "6. Rose", "7. Slate",
        ])
        #expect(lines[8] == "Appearance, now light: s) System (chosen), l) Light, d) Dark")
        #expect(lines[9] == "Accessibility: hc) High contrast (off), rt) Reduce transparency (off), rm) Reduced motion (off)")
        #expect(lines[10] == "Dark variant: black (chosen), dim, simplex")
    }

    @Test("answers", arguments: [
        ("2", PlainMenu.Choice.apply(PickerFixture.catalog[1])), (" 7 ", .apply(PickerFixture.catalog[6])),
        ("d", .scheme(.dark)), ("Light", .scheme(.light)), ("s", .scheme(.system)),
        ("hc", .toggle(.highContrast)), ("rm", .toggle(.reducedMotion)), ("dim", .darkVariant("dim")), ("simplex", .darkVariant("simplex")),
        ("", .menu), ("q", .quit),
    ])
    func answers(answer: String, choice: PlainMenu.Choice) {
        #expect(PlainMenu.choice(for: answer, in: PickerFixture.state()) == .success(choice))
    }

    @Test func refusalsSayWhatIsAccepted() {
        let state = PickerFixture.state()
        #expect(PlainMenu.choice(for: "8", in: state) == .failure(PlainMenuError("there is no theme 8: type a number from 1 to 7.")))
        #expect(PlainMenu.choice(for: "0", in: state) == .failure(PlainMenuError("there is no theme 0: type a number from 1 to 7.")))
        #expect(PlainMenu.choice(for: "zz", in: state) == .failure(PlainMenuError(
            "'zz' is not a choice: type a theme's number (1 to 7), s, l, d, hc, rt, rm, black, dim, simplex or q to leave.")))
        let withoutVariant = PickerFixture.state(darkVariant: nil)
        #expect(PlainMenu.choice(for: "dim", in: withoutVariant) == .failure(PlainMenuError(
            "'dim' is not a choice: type a theme's number (1 to 7), s, l, d, hc, rt, rm or q to leave.")))
    }
}
