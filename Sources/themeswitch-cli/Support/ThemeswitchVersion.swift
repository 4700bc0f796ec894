/// The version `themeswitch --version` prints.
enum ThemeswitchVersion {
    /// Semantic version of the CLI.
    static let string = "0.1.0"
}
