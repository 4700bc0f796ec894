import Foundation
import Testing

/// docs/settings.md's way to run the app's tests selects every suite of them: its `--filter`
/// matches each suite declared in Tests/GObjectKitTests and Tests/SettingsAppTests, as
/// `swift test` names it (`Module.Suite/test()`).
@Suite struct SettingsDocumentationTests {
    @Test func theDocumentedFilterSelectsEverySuite() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: tests.appendingPathComponent("../docs/settings.md").standardized, encoding: .utf8)
        let line = try #require(document.split(separator: "\n").first { $0.hasPrefix("swift test ") && $0.contains("--filter") })
        let pattern = try #require(line.split(separator: "'").dropFirst().first.map(String.init), "the filter is quoted: \(line)")
        let filter = try NSRegularExpression(pattern: pattern)
        let suiteDeclaration = try NSRegularExpression(pattern: #"@Suite[^\n]*?\bstruct (\w+)"#)
        var suites: [String] = []
        for module in ["GObjectKitTests", "SettingsAppTests"] {
            let directory = tests.appendingPathComponent(module)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for match in suiteDeclaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    guard let name = Range(match.range(at: 1), in: text) else { continue }
                    suites.append("\(module).\(text[name])/aTest()")
                }
            }
        }
        #expect(suites.count >= 7, "the suites found: \(suites)")
        for suite in suites {
            #expect(filter.firstMatch(in: suite, range: NSRange(suite.startIndex..., in: suite)) != nil, "\(pattern) misses \(suite)")
        }
    }
}
