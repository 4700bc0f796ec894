import Foundation
import Testing
import ThemeCore
import ThemeDocs

/// The generated documents are current: `make docs` writes them, this checks them.
@Suite("Documentation")
struct DocumentationTests {
    private func committed(_ name: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("docs/\(name)"), encoding: .utf8)
    }

    @Test func tokensMarkdownIsUpToDate() throws {
        #expect(try committed("tokens.md") == TokenDocumentation.markdown(),
                "docs/tokens.md is stale: run `make docs` and commit the result")
    }

    @Test func documentationListsEveryKey() {
        let markdown = TokenDocumentation.markdown()
        for key in TokenSet.allKeys {
            #expect(markdown.contains("| `\(key)` |"), "\(key)")
        }
    }

    @Test func dbusAPIReferenceIsUpToDate() throws {
        let document = try committed("dbus-api.md")
        #expect(DBusAPIReference.updating(document) == document,
                "docs/dbus-api.md's reference tables are stale: run `make docs` and commit the result")
        for member in ["Apply", "GetTokens", "TokensChanged", "ThemeChanged", "ReadAll", "SettingChanged", "SaveFailed"] {
            #expect(document.contains("`\(member)`"), "\(member)")
        }
    }
}
