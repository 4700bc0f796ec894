import ArgumentParser

/// An argument value kept as typed and checked in the command's `validate()`, so that a bad one
/// is a usage error (exit 64) in the project's one-sentence style, saying what is accepted, before
/// any bus is touched; `allValueStrings` feeds shell completion.
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
