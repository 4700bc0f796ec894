import Testing
import ThemeCore

/// The four levels of seed 003: only the primitives hold color literals.
@Suite("Levels")
struct LevelTests {
    @Test func onlyPrimitivesHoldColorLiterals() throws {
        let sources = String(#filePath.dropLast("Tests/ThemeCoreTests/LevelTests.swift".count)) + "Sources/ThemeCore"
        let files = try SourceFiles.list(sources)
        #expect(files.count > 20)
        for file in files where !["/PrimitiveColors.swift", "/PrimitiveColors+Presets.swift", "/PrimitiveColors+Popular.swift"].contains(where: file.hasSuffix) {
            let text = try SourceFiles.read(file)
            #expect(!text.contains("rgb: 0x"), "\(file) holds a color literal")
            #expect(!text.contains("hex: \"#"), "\(file) parses a color literal")
        }
    }

    @Test func componentTokensOnlyAliasSemanticTokens() {
        let semantic = Set(TokenSet.allKeys.filter { !$0.hasPrefix("component.") })
        for token in ComponentTokens.all {
            #expect(token.key.hasPrefix("component."))
            if let alias = token.aliasOf {
                #expect(semantic.contains(alias), "\(token.key) → \(alias)")
            } else {
                #expect(!token.key.lowercased().contains("color"), "\(token.key) is a fixed value")
            }
        }
    }
}
