import ArgumentParser

/// An argument value kept as typed, so that the command (not the parser) reports a bad one in
/// the project's one-sentence style; `allValueStrings` still feeds shell completion.
protocol LenientArgument: ExpressibleByArgument {
    /// The text as typed.
    var raw: String { get }
    init(raw: String)
}

extension LenientArgument {
    init?(argument: String) {
        self.init(raw: argument)
    }

    /// `--help` shows a default as typed (`json`), not as a Swift value.
    var defaultValueDescription: String { raw }

    /// Completion offers every accepted value.
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
