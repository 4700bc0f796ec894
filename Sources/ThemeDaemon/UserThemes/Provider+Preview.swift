import Logging
import ThemeConfiguration
import ThemeCore

/// A theme shown instead of the applied one for a while (issue 11 §4): never persisted, so a
/// restart never starts in it.
struct ThemePreview: Sendable {
    /// The theme shown.
    let themeID: String
    /// The applied theme when the preview began; applying another one makes the preview moot.
    let appliedThemeID: String
    /// Tells this preview from a later one.
    let number: UInt64
    /// Ends the preview when its time is up.
    let timer: Task<Void, Never>
    /// Ends the preview when its caller leaves the bus.
    var callerWatch: Task<Void, Never>?
    /// A wallpaper shown instead of the chosen one (issue 25 §6); choosing another makes it moot.
    var wallpaper: WallpaperPreview?

    /// Stops the timer and the watch.
    func cancel() {
        timer.cancel()
        callerWatch?.cancel()
    }
}

extension Provider {
    /// The longest preview, in seconds.
    static let maximumPreviewSeconds: UInt32 = 3600

    /// `settings` with the previewed theme in place of the applied one while a preview runs, and
    /// the previewed wallpaper in place of the chosen one.
    func displayed(_ settings: Settings) -> Settings {
        guard let preview else { return settings }
        var shown = settings
        if preview.appliedThemeID == settings.themeID { shown.themeID = preview.themeID }
        if let wallpaper = preview.wallpaper, wallpaper.chosen == settings.wallpaper { shown.wallpaper = wallpaper.shown }
        return shown
    }

    /// Shows `themeID` for `seconds` (1–3600), then the applied theme again; returns the
    /// preview's number, for ``endPreview(number:)``. A new preview replaces a running one.
    /// A wallpaper preview running with it stays.
    func startPreview(themeID: String, seconds: UInt32) throws -> UInt64 {
        try checkKnown(themeID)
        if themeID != settings.themeID { try checkUnlocked(.theme) }
        return try replacePreview(themeID: themeID, wallpaper: preview?.wallpaper, seconds: seconds)
    }

    /// Shows the wallpaper `name` names (a preset, `none`, or `current` for the chosen one:
    /// ``WallpaperPreview/named(_:over:)``) for `seconds` (1–3600) over the theme shown now (a
    /// previewed theme stays previewed); returns the preview's number.
    func startPreview(wallpaper name: String, seconds: UInt32) throws -> UInt64 {
        try checkUnlocked(.wallpaper)
        let wallpaper = try WallpaperPreview.named(name, over: settings.wallpaper)
        return try replacePreview(themeID: displayed(settings).themeID, wallpaper: wallpaper, seconds: seconds)
    }

    /// Starts a preview of `themeID` and `wallpaper` for `seconds`, replacing any running one.
    func replacePreview(themeID: String, wallpaper: WallpaperPreview?, seconds: UInt32) throws -> UInt64 {
        guard (1...Provider.maximumPreviewSeconds).contains(seconds) else {
            throw ThemeRequestError.invalidArgument("a preview of \(seconds) seconds is out of range; expected 1 to \(Provider.maximumPreviewSeconds)")
        }
        let number = (preview?.number ?? 0) + 1
        let timer = Task { [weak self] in
            try? await Task.sleep(for: .seconds(Int(seconds)))
            guard !Task.isCancelled else { return }
            await self?.endPreview(number: number)
        }
        let previous = preview
        preview = ThemePreview(themeID: themeID, appliedThemeID: settings.themeID, number: number, timer: timer, wallpaper: wallpaper)
        do {
            try commit(settings, durable: false)
        } catch {
            timer.cancel()
            preview = previous
            throw error
        }
        previous?.cancel()
        return number
    }

    /// Keeps `watch` (which ends the preview when its caller leaves) with the preview numbered
    /// `number`, or cancels it when that preview is over already.
    func watchCaller(of number: UInt64, with watch: Task<Void, Never>) {
        guard preview?.number == number else { return watch.cancel() }
        preview?.callerWatch = watch
    }

    /// Ends the preview numbered `number` (any preview when nil) and shows the applied theme
    /// again; false when no such preview runs.
    @discardableResult
    func endPreview(number: UInt64? = nil) -> Bool {
        guard let running = preview, number == nil || running.number == number else { return false }
        running.cancel()
        preview = nil
        do {
            try commit(settings, durable: false)
        } catch {
            logger.error("could not publish the end of the preview of \(running.themeID): \(error)")
        }
        return true
    }
}
