import ThemeCore

/// A wallpaper shown for a while instead of the chosen one (issue 25 §6, for `pick`), through the
/// theme preview (``ThemePreview``): never persisted, ended by `EndPreview`, its time or its caller
/// leaving, and moot once a wallpaper is chosen.
extension Provider {
    /// The name ``startWallpaperPreview(_:seconds:)`` takes for no wallpaper at all.
    static let previewNone = "none"
    /// The name for the chosen wallpaper: drops the wallpaper from a running preview.
    static let previewChosen = "current"

    /// Shows `name` (a preset, `none`, or `current` for the chosen wallpaper) for `seconds`
    /// (1–3600) over the theme shown now (a previewed theme stays previewed); returns the preview's
    /// number. A preset keeps the chosen intensity and blur when the chosen one is a preset too.
    func startWallpaperPreview(_ name: String, seconds: UInt32) throws -> UInt64 {
        let chosen = settings.wallpaper
        var shown = chosen
        switch name {
        case Self.previewNone: shown = .none
        case Self.previewChosen: break
        default:
            switch WallpaperPreset.named(name) {
            case .success(let preset): shown.replaceSource(with: .preset(preset))
            case .failure(let problem):
                throw ThemeRequestError.invalidArgument("\(problem.message), \(Self.previewNone) or \(Self.previewChosen)")
            }
        }
        let themeID = preview.flatMap { $0.appliedThemeID == settings.themeID ? $0.themeID : nil } ?? settings.themeID
        return try replacePreview(themeID: themeID, wallpaper: shown == chosen ? nil : (shown, chosen), seconds: seconds)
    }
}
