import DBus
import ThemeCore

/// A wallpaper shown for a while instead of the chosen one (issue 25 §6, for `pick`), with the one
/// chosen when it began. It rides on the theme preview (``ThemePreview``): never persisted, ended by
/// `EndPreview`, its time or its caller leaving, and moot once another wallpaper is chosen.
/// ``named(_:over:)`` is the pure rule of what a `PreviewWallpaper` request shows.
struct WallpaperPreview: Sendable, Hashable {
    /// The wallpaper shown.
    let shown: Wallpaper
    /// The wallpaper chosen when the preview began.
    let chosen: Wallpaper

    /// The name ``named(_:over:)`` takes for no wallpaper at all.
    static let noneName = "none"
    /// The name for the chosen wallpaper: drops the wallpaper from a running preview.
    static let chosenName = "current"

    /// What a preview of `name` (a preset, `none`, or `current`) shows while `chosen` is the chosen
    /// wallpaper: nil when that is `chosen` itself, so that no wallpaper is previewed. A preset keeps
    /// the chosen intensity and blur when the chosen wallpaper is a preset too, and takes a preset's
    /// own otherwise. Any other name is `InvalidArgument`.
    static func named(_ name: String, over chosen: Wallpaper) throws(DBusError) -> WallpaperPreview? {
        var shown = chosen
        switch name {
        case noneName: shown = .none
        case chosenName: break
        default:
            switch WallpaperPreset.named(name) {
            case .success(let preset): shown.replaceSource(with: .preset(preset))
            case .failure(let problem):
                throw ThemeRequestError.invalidArgument("\(problem.message), \(noneName) or \(chosenName)")
            }
        }
        return shown == chosen ? nil : WallpaperPreview(shown: shown, chosen: chosen)
    }
}
