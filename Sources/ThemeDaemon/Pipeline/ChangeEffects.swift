import ThemeCore

/// Where the provider hands what each committed change means for the world outside it, in the
/// order it happened (docs/ARCHITECTURE.md, "The pipeline"). The provider decides and persists;
/// everything after that (the snapshot file, signals, the portal, per-app files and sets, and
/// off the request path the programs that follow) is the pipeline's (``ChangePipeline``).
public protocol ChangeEffects: Sendable {
    /// A change was persisted: publish it.
    func published(_ change: ThemeChange)
    /// One app's (or context's) own set for the lean path's file, or nil when it has none any more.
    func appFile(_ scope: OverrideScope, _ tokens: AppTokens?)
    /// One registered caller's app set changed: send it.
    func appSet(_ delivery: AppDelivery)
    /// The catalog of themes changed.
    func catalogChanged(_ catalog: [ThemeInfo])
    /// A new config.yaml is in force: the programs that follow render `snapshot` under it.
    func configurationChanged(_ snapshot: ThemeSnapshot)
}
