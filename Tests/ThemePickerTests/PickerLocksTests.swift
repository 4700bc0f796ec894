import Testing
import TerminalUI
import ThemeCore
import ThemePicker

/// What a machine policy locks (the daemon's `Locks`), as the picker shows it: locked options say
/// so, and neither moving onto a theme nor Enter asks the daemon for what it would refuse.
@Suite("Picker locks")
struct PickerLocksTests {
    @Test func aLockedThemeIsNeitherPreviewedNorApplied() {
        var state = PickerFixture.state()
        state.update(locks: ["theme"])
        #expect(state.status == "VaultMail theme, applied. Locked by this machine's policy.")
        #expect(state.handle(.right) == [])
        #expect(state.status == "Midnight theme, not applied. Locked by this machine's policy.")
        #expect(state.handle(.enter) == [])
        #expect(state.isLocked(.themes, at: 0))
    }

    @Test func aLockedSchemeIsNotChangedButAnUnlockedToggleIs() {
        var state = PickerFixture.state()
        state.update(locks: ["scheme"])
        #expect(state.handle(.tab) == [])
        #expect(state.section == .appearance)
        #expect(state.handle(.right) == [])
        #expect(state.handle(.enter) == [])
        #expect(state.status == "Light appearance, not chosen; now light. Locked by this machine's policy.")
        #expect(state.handle(.tab) == [])
        #expect(state.section == .accessibility)
        #expect(state.handle(.enter) == [.setAccessibility(.highContrast, true)])
    }

    @Test func liftingTheLockRestoresWhatEnterDoes() {
        var state = PickerFixture.state()
        state.update(locks: ["theme"])
        state.update(locks: [])
        #expect(state.handle(.right) == [.preview("midnight")])
        #expect(state.status == "Midnight theme, not applied. Enter applies it.")
    }

    /// In the editor a locked theme choice refuses save-and-apply, in one sentence, and leaves saving.
    @Test func theEditorRefusesSaveAndApplyWhileTheThemeIsLocked() throws {
        var state = try EditorStateTests.state(dirty: true)
        state.update(locks: ["theme"])
        #expect(state.handle(.character("A")) == [])
        #expect(state.status == "Applying a theme is locked by this machine's policy; s saves the theme without applying it.")
        #expect(state.handle(.character("s")) == [.save])
        state.update(locks: [])
        #expect(state.handle(.character("A")) == [.saveAndApply])
    }
}
