import ArgumentParser

/// Shell completion of theme ids: asks the running daemon (`themeswitch list`, plain output).
enum ThemeCompletion {
    /// The completion kind for a theme id argument or option.
    static let kind = CompletionKind.shellCommand("themeswitch list 2>/dev/null | cut -f1")
}
