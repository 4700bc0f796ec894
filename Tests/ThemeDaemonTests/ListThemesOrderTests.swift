import Foundation
import Testing
import TestSupport

/// docs/dbus-api.md names the display order of `ListThemes`: what the daemon answers.
@Suite(.timeLimit(.minutes(1))) struct ListThemesOrderTests {
    /// The ids the doc lists after "built-ins first:", in order.
    static func documentedBuiltIns() throws -> [String] {
        let text = try String(contentsOf: DocumentSourcesTests.docs.appendingPathComponent("dbus-api.md"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard let start = text.range(of: "built-ins first: "), let end = text[start.upperBound...].firstIndex(of: ";") else { return [] }
        return text[start.upperBound..<end].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func theDocumentedOrderIsTheDaemons() async throws {
        let documented = try Self.documentedBuiltIns()
        #expect(documented.count >= 6, "\(documented)")
        try await withDaemon { fixture in
            let themes = try await fixture.call("ListThemes")[0].array ?? []
            let builtIns = themes.compactMap { theme -> String? in
                guard let fields = theme.structure, fields.count == 4, fields[3].bool == true else { return nil }
                return fields[0].string
            }
            #expect(builtIns == documented)
        }
    }
}
