import Testing
@testable import ThemeCore

/// DTCG alias chains (issue 28 §2): followed once each with a depth limit, and a broken chain
/// reported once, in one sentence naming the first token reaching it and the chain's length.
@Suite("DTCG alias chains") struct DTCGAliasTests {
    /// Every color key, light and dark and both, aliasing the head of one chain of `links`
    /// palette tokens that ends at a color, or (`cycle`) back at its head.
    static func document(links: Int, cycle: Bool = false) -> String {
        let group = "\"color\":{\"$type\":\"color\"," + keys.map { "\"\($0)\":{\"$value\":\"{p.a0}\"}" }.joined(separator: ",") + "}"
        var palette = (0..<links).map { "\"a\($0)\":{\"$value\":\"{p.a\($0 + 1)}\"}" }
        palette.append("\"a\(links)\":{\"$value\":\(cycle ? "\"{p.a0}\"" : "\"#112233\"")}")
        return "{\"p\":{\"$type\":\"color\",\(palette.joined(separator: ","))},\(group),\"light\":{\(group)},\"dark\":{\(group)}}"
    }

    /// The color keys that are one name inside the `color` group.
    static let keys = SemanticColor.allCases.map { String(SemanticKey.color($0).key.dropFirst("color.".count)) }.filter { !$0.contains(".") }

    static func problems(_ text: String) -> [ValidationProblem] {
        do throws(ThemeFileError) {
            _ = try ThemeDTCG.decode(Array(text.utf8))
            return []
        } catch {
            guard case .invalid(let invalid) = error else { return [ValidationProblem(field: "(file)", message: error.description)] }
            return invalid.problems
        }
    }

    @Test func aChainWithinTheLimitIsFollowed() throws {
        let text = Self.document(links: DTCGAliases.maximumLinks - 1)
        let theme = try ThemeDTCG.decode(Array(text.utf8))
        #expect(theme.values[.light][.color(.accent)] == .color(RGBAColor(rgb: 0x112233)))
    }

    @Test func aChainOneLinkTooLongIsRefusedOnceNamingItsLength() {
        let problems = Self.problems(Self.document(links: DTCGAliases.maximumLinks))
        #expect(problems.count == 1)
        #expect(problems.first?.field == "color.\(Self.keys[0])")
        #expect(problems.first?.message == "its alias chain has \(DTCGAliases.maximumLinks + 1) links to 'p.a\(DTCGAliases.maximumLinks)'; at most \(DTCGAliases.maximumLinks) are followed")
    }

    /// The issue's file: hundreds of tokens into a chain of 1 560 links, within 50 KB.
    @Test func hundredsOfTokensIntoALongChainGiveOneShortSentence() {
        let text = Self.document(links: 1_560)
        #expect(text.utf8.count <= ThemeFile.maximumBytes)
        let problems = Self.problems(text)
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("1561 links") == true)
        #expect(InvalidThemeError(problems: problems).description.utf8.count < 300)
    }

    @Test func aLongCycleIsNamedByItsEntryAndLength() {
        let problems = Self.problems(Self.document(links: 1_560, cycle: true))
        #expect(problems.count == 1)
        #expect(problems.first?.message == "its alias chain enters a cycle of 1561 tokens at 'p.a0'; an alias must end at a value")
    }

    @Test func aChainToAMissingTokenIsNamedOnce() {
        let text = Self.document(links: 3).replacing("\"#112233\"", with: "\"{p.gone}\"")
        let problems = Self.problems(text)
        #expect(problems.count == 1)
        #expect(problems.first?.message == "its alias chain reaches 'p.a3', whose alias {p.gone} names no token in the file; expected the path of a token")
    }
}
