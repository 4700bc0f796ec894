import Foundation
import Testing

/// Every requirement source the docs name ("seed 003", "FR-BT-01", "issue 12") is one a reader can
/// open: it has an entry in docs/SOURCES.md, which quotes or sums up the rule (README.md too).
@Suite struct DocumentSourcesTests {
    static let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs")

    /// The names a text cites: `seed NNN`, `issue N`, `FR-XX-NN` and `NFR-XXX-NN`.
    static func citations(in text: String) -> Set<String> {
        let patterns = [#"seed \d{3}"#, #"issue \d+"#, #"N?FR-[A-Z]+-\d+"#]
        var found: Set<String> = []
        for pattern in patterns {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            for match in expression.matches(in: text, range: range) {
                if let matched = Range(match.range, in: text) { found.insert(String(text[matched])) }
            }
        }
        return found
    }

    @Test func everyCitedSourceHasAnEntryInSources() throws {
        let sources = try String(contentsOf: Self.docs.appendingPathComponent("SOURCES.md"), encoding: .utf8)
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.docs.path)
            .filter { $0.hasSuffix(".md") && $0 != "SOURCES.md" }
        #expect(!names.isEmpty)
        // The docs, and the README that leads to them.
        for name in names + ["../README.md"] {
            let text = try String(contentsOf: Self.docs.appendingPathComponent(name), encoding: .utf8)
            for citation in Self.citations(in: text) {
                #expect(sources.contains("**\(citation)**"), "docs/\(name) cites \(citation), which docs/SOURCES.md does not explain")
            }
        }
    }

    /// docs/ stands alone: no link or path leads out of the repository.
    @Test func nothingInDocsPointsOutsideTheRepository() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.docs.path)
        where name.hasSuffix(".md") {
            let text = try String(contentsOf: Self.docs.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains("../shared"), "docs/\(name) points at ../shared")
            #expect(!text.contains("/work/"), "docs/\(name) points at a path of this machine")
        }
    }
}
