import ThemeConfiguration
import ThemeCore

/// Keeps the per-app files of the lean path in step with the overrides and app wallpapers: after
/// every change (and at start) each app or context with overrides or a wallpaper of its own whose
/// set changed is written, and each that lost its last one is removed, before any `AppTokensChanged`; only apps that read their file
/// (``AppFileReaders``) have one.
extension Provider {
    /// A new config.yaml is in force: the per-app files its `app-files` names are written, and the
    /// programs that follow render the state in force under it.
    public func configurationChanged(_ configuration: Configuration) {
        readAppFiles(configuration.appFiles)
        effects?.configurationChanged(snapshot)
    }

    /// Writes the files of `readers` only from now on: those new among them now, and removes the others'.
    public func readAppFiles(_ readers: AppFileReaders) {
        guard readers != appFileReaders else { return }
        appFileReaders = readers
        updateAppFiles()
    }

    /// Hands every scope whose own set changed since the last call to the pipeline.
    public func updateAppFiles() {
        var sets = AppSets()
        updateAppFiles(sharing: &sets)
    }

    /// As ``updateAppFiles()``, taking each scope's set from `sets` and adding those it resolves.
    func updateAppFiles(sharing sets: inout AppSets) {
        guard let effects else { return }
        var current: [OverrideScope: TokenSet] = [:]
        for scope in settings.ownScopes where appFileReaders.reads(scope) {
            guard let tokens = appSet(scope, sharing: &sets), tokens.isOwn else { continue }
            current[scope] = tokens.tokens
            if appFileSets[scope] != tokens.tokens { effects.appFile(scope, tokens) }
        }
        for scope in appFileSets.keys where current[scope] == nil {
            effects.appFile(scope, nil)
        }
        appFileSets = current
    }
}
