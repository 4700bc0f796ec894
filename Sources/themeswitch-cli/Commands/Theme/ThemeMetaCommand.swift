import ArgumentParser
import ThemeClient

/// `themeswitch theme meta ID [--name] [--description] [--author] [--tags a,b] [--category C]`.
struct ThemeMetaCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "meta",
        abstract: "Change a theme's name, description, author, tags or category.",
        discussion: """
        Only the options given change. An empty --description or --author removes it; --tags '' \
        removes all tags. Categories: minimal, vibrant, soft, professional, artistic, popular.

        Example:
          themeswitch theme meta deep-sea --tags ocean,calm --category soft
        """)

    @Argument(help: "The theme id.", completion: ThemeCompletion.kind)
    var theme: String

    @Option(help: "The name, 3–50 characters.") var name: String?
    @Option(help: "The description, 10–200 characters.") var description: String?
    @Option(help: "The author.") var author: String?
    @Option(help: ArgumentHelp("Up to 10 comma-separated tags.", valueName: "a,b")) var tags: String?
    @Option(help: "minimal, vibrant, soft, professional, artistic or popular.") var category: String?

    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        var chosen: ThemeCategory?
        if let category {
            guard let value = ThemeCategory(rawValue: category) else {
                throw CommandFailure.invalid(category, for: "--category", accepted: ThemeCategory.allCases.map(\.rawValue))
            }
            chosen = value
        }
        let tagList = tags.map { $0.split(separator: ",", omittingEmptySubsequences: true).map(String.init) }
        try await client.setThemeMetadata(theme, name: name, description: description, author: author, tags: tagList,
                                          category: chosen)
    }
}
