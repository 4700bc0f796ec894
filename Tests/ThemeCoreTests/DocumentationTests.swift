import Testing
import ThemeCore

@Suite("Documentation")
struct DocumentationTests {
    @Test func tokensMarkdownIsUpToDate() throws {
        let path = String(#filePath.dropLast("Tests/ThemeCoreTests/DocumentationTests.swift".count)) + "docs/tokens.md"
        let committed = try SourceFiles.read(path)
        #expect(committed == TokenDocumentation.markdown(),
                "docs/tokens.md is stale: run `swift run themeswitch-docs` and commit the result")
    }

    @Test func documentationListsEveryKey() {
        let markdown = TokenDocumentation.markdown()
        for key in TokenSet.allKeys {
            #expect(markdown.contains("| `\(key)` |"), "\(key)")
        }
    }
}
