import Testing
import TerminalUI
import ThemeCore
import ThemePicker

@Suite("Picker state")
struct PickerStateTests {
    @Test func focusStartsOnTheAppliedTheme() {
        let state = PickerFixture.state(applied: "sunset")
        #expect(state.section == .themes)
        #expect(state.focusedThemeID == "sunset")
        #expect(state.status == "Sunset theme, applied.")
    }

    @Test func movingOverAThemePreviewsItAndComingBackEndsThePreview() {
        var state = PickerFixture.state()
        #expect(state.handle(.right) == [.preview("midnight")])
        #expect(state.status == "Midnight theme, not applied. Enter applies it.")
        #expect(state.handle(.character("l")) == [.preview("forest")])
        #expect(state.handle(.left) == [.preview("midnight")])
        #expect(state.handle(.character("h")) == [.endPreview])
        #expect(state.status == "VaultMail theme, applied.")
        #expect(state.handle(.left) == [], "the first theme stays focused")
    }

    @Test func upAndDownMoveByARowInDisplayOrderThenLeaveTheGrid() {
        var state = PickerFixture.state()
        state.columns = 3
        #expect(state.handle(.down) == [.preview("sunset")])
        #expect(state.handle(.character("j")) == [.preview("slate")])
        #expect(state.handle(.down) == [])
        #expect(state.section == .appearance)
        #expect(state.status == "System appearance, chosen; now light.")
        #expect(state.handle(.up) == [])
        #expect(state.section == .themes)
        #expect(state.handle(.up) == [.preview("sunset")])
        #expect(state.handle(.up) == [.endPreview])
        #expect(state.handle(.character("k")) == [])
        #expect(state.section == .categories)
        #expect(state.status == "All themes, shown.")
    }

    @Test func aShortLastRowIsReachedFromTheRowAbove() {
        var state = PickerFixture.state(applied: "rose")
        state.columns = 3
        #expect(state.handle(.down) == [.preview("slate")], "rose is the last of row 2; row 3 holds slate alone")
    }

    @Test func enterAppliesTheFocusedThemeAndEscapeRevertsAPreview() {
        var state = PickerFixture.state()
        _ = state.handle(.right)
        #expect(state.handle(.enter) == [.apply("midnight")])
        #expect(state.appliedThemeID == "midnight")
        #expect(state.status == "Midnight theme, applied.")
        #expect(state.handle(.escape) == [.quit], "nothing to revert once applied")

        var previewing = PickerFixture.state()
        _ = previewing.handle(.right)
        #expect(previewing.handle(.escape) == [.endPreview, .quit])
        var interrupted = PickerFixture.state()
        _ = interrupted.handle(.right)
        #expect(interrupted.handle(.interrupt) == [.endPreview, .quit])
        var quitting = PickerFixture.state()
        #expect(quitting.handle(.character("q")) == [.quit])
    }

    @Test func theDaemonsThemeDuringTheOwnPreviewIsNotTheAppliedOne() {
        var state = PickerFixture.state()
        _ = state.handle(.right)
        state.update(themeID: "midnight", preference: .system, resolvedScheme: .light, accessibility: AccessibilityFlags(),
                     darkVariant: "black", asOf: state.previewGeneration)
        #expect(state.appliedThemeID == "default")
        let beforeGoingBack = state.previewGeneration
        #expect(state.handle(.left) == [.endPreview])
        state.update(themeID: "midnight", preference: .system, resolvedScheme: .light, accessibility: AccessibilityFlags(),
                     darkVariant: "black", asOf: beforeGoingBack)
        #expect(state.appliedThemeID == "default", "a read from before the preview ended")
        state.update(themeID: "rose", preference: .dark, resolvedScheme: .dark, accessibility: AccessibilityFlags(),
                     darkVariant: "dim", asOf: state.previewGeneration)
        #expect(state.appliedThemeID == "rose", "another process applied rose")
        #expect(state.preference == .dark)
        #expect(state.darkVariant == "dim")
    }

    @Test func tabGoesThroughTheSectionsAndSkipsAMissingDarkVariant() {
        var state = PickerFixture.state(darkVariant: nil)
        var seen: [PickerSection] = []
        for _ in 0..<6 {
            _ = state.handle(.tab)
            seen.append(state.section)
        }
        #expect(seen == [.appearance, .accessibility, .wallpaper, .categories, .themes, .appearance])
        _ = state.handle(.backTab)
        #expect(state.section == .themes)
    }

    @Test func theWallpaperRowPreviewsChoosesAndEndsItsPreviewOnLeaving() {
        var state = PickerFixture.state()
        state.update(wallpaper: "cats")
        _ = state.handle(.backTab)
        _ = state.handle(.backTab)
        #expect(state.section == .wallpaper)
        #expect(state.status == "Cats wallpaper, chosen.")
        #expect(state.wallpaperChoices == ["none", "cats", "flowers", "hearts", "kids", "school", "travel"])
        #expect(state.handle(.right) == [.previewWallpaper("flowers")])
        #expect(state.status == "Flowers wallpaper, not chosen. Enter chooses it.")
        // While a preview shows, the daemon's set is the preview's, not a choice.
        state.update(wallpaper: "flowers")
        #expect(state.chosenWallpaper == "cats")
        #expect(state.handle(.left) == [.previewWallpaper("current")])
        #expect(state.handle(.left) == [.previewWallpaper("none")])
        #expect(state.handle(.enter) == [.setWallpaper("none")])
        #expect(state.status == "No wallpaper, chosen.")
        #expect(state.handle(.right) == [.previewWallpaper("cats")])
        #expect(state.handle(.character("q")) == [.endPreview, .quit])
        // The chosen image is offered, last, only while it is chosen.
        var withImage = PickerFixture.state()
        withImage.update(wallpaper: "image")
        #expect(withImage.wallpaperChoices.last == "image")
    }

    @Test func theOptionRowsSetTheSchemeTheFlagsAndTheVariant() {
        var state = PickerFixture.state()
        _ = state.handle(.tab)
        _ = state.handle(.right)
        _ = state.handle(.right)
        #expect(state.status == "Dark appearance, not chosen; now light. Enter chooses it.")
        #expect(state.handle(.enter) == [.setScheme(.dark)])
        _ = state.handle(.down)
        _ = state.handle(.right)
        #expect(state.status == "Reduce transparency, off. Enter turns it on.")
        #expect(state.handle(.character(" ")) == [.setAccessibility(.reduceTransparency, true)])
        #expect(state.status == "Reduce transparency, on. Enter turns it off.")
        _ = state.handle(.down)
        _ = state.handle(.right)
        #expect(state.handle(.enter) == [.setDarkVariant("dim")])
        #expect(state.status == "Dim dark variant, chosen.")
    }

    @Test func chipsLimitTheGridToACategory() {
        var state = PickerFixture.state()
        #expect(state.categoryChips == [nil, .minimal, .vibrant, .soft, .professional])
        _ = state.handle(.backTab)
        #expect(state.section == .categories)
        _ = state.handle(.right)
        _ = state.handle(.right)
        #expect(state.status == "Vibrant category, not shown. Enter shows it.")
        #expect(state.handle(.enter) == [.preview("sunset")], "the focus moves to the first theme shown")
        #expect(state.visibleThemes.map(\.id) == ["sunset", "rose"])
    }

    /// Issue 21: the built-in catalog brings the Popular chip, and it shows the ten families.
    @Test func thePopularChipShowsTheWellKnownPalettes() {
        var state = PickerState(catalog: ThemeRegistry.builtIn.themes, themeID: "default", preference: .system,
                                resolvedScheme: .light, accessibility: AccessibilityFlags(), darkVariant: nil)
        #expect(state.categoryChips.last == .popular)
        #expect(PickerState.chipLabel(.popular) == "Popular")
        _ = state.handle(.backTab)
        #expect(state.section == .categories)
        for _ in 1..<state.categoryChips.count { _ = state.handle(.right) }
        #expect(state.status == "Popular category, not shown. Enter shows it.")
        #expect(state.handle(.enter) == [.preview("catppuccin")])
        #expect(state.visibleThemes.map(\.id) == ThemeRegistry.popularIDs)
    }

    @Test func slashFiltersByName() {
        var state = PickerFixture.state()
        _ = state.handle(.character("/"))
        #expect(state.isTypingFilter)
        #expect(state.handle(.character("R")) == [.preview("forest")])
        #expect(state.visibleThemes.map(\.id) == ["forest", "lavender", "rose"])
        #expect(state.handle(.character("o")) == [.preview("rose")])
        #expect(state.visibleThemes.map(\.id) == ["rose"])
        #expect(state.status == "Filter \"Ro\": 1 theme. Enter keeps it, Esc clears it.")
        _ = state.handle(.enter)
        #expect(!state.isTypingFilter)
        #expect(state.handle(.character("q")) == [.endPreview, .quit])
    }

    @Test func unknownKeysSuggestTheHelpAndChangeNothing() {
        var state = PickerFixture.state()
        #expect(state.handle(.character("x")) == [])
        #expect(state.handle(.unknown([0x01])) == [])
        #expect(state.status == "That key does nothing here; press ? for the keys.")
        #expect(state.focusedThemeID == "default")
        _ = state.handle(.character("?"))
        #expect(state.showsHelp)
        #expect(state.handle(.character("q")) == [], "a key closes the help, it does not leave")
        #expect(!state.showsHelp)
    }

    @Test func theDaemonLeavingIsSaidAndTheStateKept() {
        var state = PickerFixture.state()
        _ = state.handle(.right)
        state.setDaemonRunning(false)
        #expect(state.status == "The theme daemon is not running; waiting for it. q leaves.")
        #expect(state.focusedThemeID == "midnight")
        state.setDaemonRunning(true)
        #expect(state.status == "Midnight theme, not applied. Enter applies it.")
    }

    @Test func aNewCatalogKeepsTheFocusedTheme() {
        var state = PickerFixture.state(applied: "forest")
        state.update(catalog: [PickerFixture.theme("new", "New", "#123456", .soft)] + PickerFixture.catalog)
        #expect(state.focusedThemeID == "forest")
        state.update(catalog: Array(PickerFixture.catalog.prefix(2)))
        #expect(state.focusedThemeID == "default")
    }
}

@Suite("Picker state: e edits")
struct PickerEditKeyTests {
    @Test func eLeavesForTheEditorOnTheFocusedThemeEndingThePreviewFirst() {
        var state = PickerFixture.state()
        #expect(state.handle(.character("e")) == [.edit("default")])
        #expect(state.handle(.right) == [.preview("midnight")])
        #expect(state.handle(.character("e")) == [.endPreview, .edit("midnight")])
    }
}
