import ThemeConfiguration

extension AppFileReaders {
    /// Whether the scope's file is written.
    func reads(_ scope: OverrideScope) -> Bool {
        reads(appID: scope.appID)
    }
}
