/// Which apps read their per-app file, `$XDG_RUNTIME_DIR/themeswitch/apps/<app_id>.json`
/// (docs/config.md `app-files`; issue 19 §3): only their files are written. An app that takes its
/// set over D-Bus (`RegisterApp`, `RegisterAppForChanges`, `GetTokens`) needs no file.
public enum AppFileReaders: Sendable, Equatable {
    /// Every app and context with overrides has its file (the behaviour before the key existed).
    case all
    /// Only these apps, each with its contexts; empty: no app has a file.
    case apps(Set<String>)

    /// Whether the files of the app `appID` (and of its contexts) are written.
    public func reads(appID: String) -> Bool {
        switch self {
        case .all: true
        case .apps(let ids): ids.contains(appID)
        }
    }
}
