import ArgumentParser

/// `--app` and `--context` of `wallpaper set` and `wallpaper clear` (issue 25 §2): the wallpaper
/// of one app, or of one context of it, instead of everyone's.
struct WallpaperScopeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The app whose own wallpaper this is (default: every app's).", valueName: "app-id"))
    var app: String?

    @Option(help: ArgumentHelp("A context within the app, such as a chat (needs --app).", valueName: "context"))
    var context: String?

    func validate() throws {
        if context != nil, app == nil { throw ValidationError("--context needs --app: a context refines one app's wallpaper") }
    }
}
