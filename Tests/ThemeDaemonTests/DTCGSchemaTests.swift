import Foundation
import Testing
import TestSupport
import ThemeCore

/// Every DTCG export (a user theme as one file and as a resolver document, and each built-in's token set in both schemes) passes the
/// Design Tokens Community Group's published 2025.10 JSON Schema (Tests/Schemas/README.md),
/// checked by Debian's python3-jsonschema.
@Suite("DTCG exports and the published schema", .timeLimit(.minutes(1)))
struct DTCGSchemaTests {
    private static let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Schemas")

    private static func validate(_ documents: [String: String]) async throws -> CommandResult {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dtcg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (name, text) in documents.sorted(by: { $0.key < $1.key }) {
            let file = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            paths.append(file.path)
        }
        return try await runCommand("/usr/bin/python3", [schemas.appendingPathComponent("validate_dtcg.py").path,
                                                         schemas.appendingPathComponent("dtcg-2025.10").path] + paths)
    }

    @Test func everyExportIsValid() async throws {
        var documents = ["ocean-blue.tokens.json": ThemeDTCG.encode(try ThemeYAMLTests.theme()),
                         "ocean-blue.resolver.json": ThemeDTCG.encodeResolver(try ThemeYAMLTests.theme())]
        for theme in ThemeRegistry.builtIn.themes {
            for scheme in ColorScheme.allCases {
                let tokens = try ThemeRegistry.builtIn.tokens(themeID: theme.id, scheme: scheme, accessibility: AccessibilityFlags())
                documents["\(theme.id)-\(scheme.rawValue).tokens.json"] = DTCGTokenFormat.render(tokens)
            }
        }
        let result = try await Self.validate(documents)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("\(documents.count) valid, 0 invalid\n"))
    }

    @Test func theCheckRefusesADocumentTheSchemaForbids() async throws {
        let result = try await Self.validate(["bad.tokens.json": #"{"spacing": {"lg": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}}}}"#])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("0 valid, 1 invalid"))
    }
}
