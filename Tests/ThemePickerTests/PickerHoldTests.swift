import Testing
import TerminalUI
import ThemeCore
import ThemePicker

/// A scheme held over the schedule until its next transition (the daemon's `HeldUntil`, issue 38
/// §3), as the picker's status line says it, and gone from it when the hold ends.
@Suite("Picker hold")
struct PickerHoldTests {
    @Test func theStatusLineSaysUntilWhenTheSchemeIsHeld() {
        var state = PickerFixture.state()
        state.update(themeID: "vaultmail", preference: .system, resolvedScheme: .dark, accessibility: AccessibilityFlags(), darkVariant: nil, asOf: 0)
        state.update(holdUntil: "18:30")
        #expect(state.handle(.tab) == [])
        #expect(state.section == .appearance)
        #expect(state.status == "System appearance, chosen; now dark until 18:30, the schedule's next transition.")
        state.update(holdUntil: nil)
        #expect(state.status == "System appearance, chosen; now dark.")
    }
}
