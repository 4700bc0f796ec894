import DBus
import Testing
import ThemeContract
import ThemeCore
@testable import ThemeDaemon

/// What a `PreviewWallpaper` request shows over the chosen wallpaper (``WallpaperPreview/named(_:over:)``),
/// without a daemon: the values follow from the rule (a preset over a preset keeps the chosen
/// intensity, blur and scale; over any other kind it takes a preset's 1 and 0; `none` shows nothing;
/// `current`, or a name that shows the chosen wallpaper itself, previews no wallpaper).
@Suite struct WallpaperPreviewRuleTests {
    /// A chosen preset drawn at its own intensity, blur and scale.
    static func tunedPreset(_ preset: WallpaperPreset) throws -> Wallpaper {
        var wallpaper = Wallpaper(source: .preset(preset))
        try wallpaper.setIntensity(0.4)
        try wallpaper.setBlur(0.3)
        try wallpaper.setScale(1.5)
        return wallpaper
    }

    @Test func aPresetOverNoWallpaperIsDrawnWholeAndUnblurred() throws {
        let preview = try #require(try WallpaperPreview.named("cats", over: .none))
        #expect(preview.shown.source == .preset(.cats))
        #expect(preview.shown.intensity == 1)
        #expect(preview.shown.blur == 0)
        #expect(preview.chosen == .none)
    }

    @Test func aPresetOverAChosenPresetKeepsItsIntensityBlurAndScale() throws {
        let chosen = try Self.tunedPreset(.cats)
        let preview = try #require(try WallpaperPreview.named("travel", over: chosen))
        #expect(preview.shown.source == .preset(.travel))
        #expect(preview.shown.intensity == 0.4)
        #expect(preview.shown.blur == 0.3)
        #expect(preview.shown.scale == 1.5)
        #expect(preview.chosen == chosen)
    }

    @Test func aPresetOverAPatternTakesAPresetsIntensityAndBlur() throws {
        let chosen = Wallpaper(source: .pattern(.flowers))
        #expect(chosen.intensity == 0.7 && chosen.blur == 0.8)
        let preview = try #require(try WallpaperPreview.named("hearts", over: chosen))
        #expect(preview.shown.source == .preset(.hearts))
        #expect(preview.shown.intensity == 1)
        #expect(preview.shown.blur == 0)
    }

    @Test func noneShowsNoWallpaperOverAChosenOne() throws {
        let chosen = try Self.tunedPreset(.school)
        let preview = try #require(try WallpaperPreview.named("none", over: chosen))
        #expect(preview.shown.source == .none)
        #expect(preview.shown.intensity == 1)
        #expect(preview.shown.blur == 0)
        #expect(preview.chosen == chosen)
    }

    @Test func whatShowsTheChosenWallpaperPreviewsNone() throws {
        let chosen = try Self.tunedPreset(.kids)
        #expect(try WallpaperPreview.named("current", over: chosen) == nil)
        #expect(try WallpaperPreview.named("current", over: .none) == nil)
        #expect(try WallpaperPreview.named("none", over: .none) == nil)
        // The chosen preset again, at the chosen intensity, blur and scale.
        #expect(try WallpaperPreview.named("kids", over: chosen) == nil)
    }

    @Test func anUnknownNameIsRefusedWithWhatIsAccepted() throws {
        do throws(DBusError) {
            _ = try WallpaperPreview.named("kitten", over: .none)
            Issue.record("'kitten' was accepted")
        } catch {
            #expect(error.name == ThemeErrorName.invalidArgument.fullName)
            #expect(error.message.hasPrefix("unknown wallpaper preset 'kitten'"), "\(error.message)")
            #expect(error.message.contains("cats, flowers, hearts, kids, school, travel"), "\(error.message)")
            #expect(error.message.hasSuffix(", none or current"), "\(error.message)")
        }
        // The names are exact: no case folding.
        #expect(throws: DBusError.self) { try WallpaperPreview.named("None", over: .none) }
        #expect(throws: DBusError.self) { try WallpaperPreview.named("", over: .none) }
    }
}
