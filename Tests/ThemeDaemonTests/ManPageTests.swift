import Foundation
import Testing
import TestSupport

/// The man pages scripts/man.sh generates with swift-argument-parser's generate-manual plugin
/// (`make test` runs it before the tests): valid mdoc, and complete.
@Suite(.timeLimit(.minutes(1))) struct ManPageTests {
    /// The generated page `name.1`, or a recorded issue saying how to make it.
    func page(_ name: String) throws -> URL {
        let page = InstallScript.buildDirectory.appendingPathComponent("man/\(name).1")
        try #require(FileManager.default.fileExists(atPath: page.path), "no generated \(page.path): run `make man` first")
        return page
    }

    @Test(arguments: ["themeswitch", "themeswitchd"])
    func pageHasNoMdocErrors(_ name: String) async throws {
        let lint = try await runCommand("mandoc", ["-Tlint", "-Werror", try page(name).path])
        #expect(lint.status == 0, "\(lint.standardOutput)\(lint.standardError)")
    }

    /// Every command docs/CLI.md documents (its table rows "| `themeswitch NAME ...") has an entry.
    @Test func themeswitchPageListsEveryDocumentedSubcommand() async throws {
        let reference = try String(contentsOf: SystemdUnitTests.repository.appendingPathComponent("docs/CLI.md"), encoding: .utf8)
        let documented = reference.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `themeswitch ") else { return nil }
            return line.dropFirst("| `themeswitch ".count).split(whereSeparator: { $0 == " " || $0 == "`" }).first.map(String.init)
        }
        try #require(documented.count >= 5, "docs/CLI.md lists no commands")
        let rendered = try await runCommand("mandoc", ["-Tmarkdown", try page("themeswitch").path])
        #expect(rendered.status == 0, "\(rendered.standardError)")
        let lines = Set(rendered.standardOutput.split(separator: "\n").map(String.init))
        #expect(lines.contains { $0.hasPrefix("**themeswitch** - ") }, "no NAME line")
        for command in documented {
            #expect(lines.contains("*\(command)*"), "no entry for \(command)")
        }
    }

    @Test func themeswitchdPageNamesItsOptions() async throws {
        let rendered = try await runCommand("mandoc", ["-Tmarkdown", try page("themeswitchd").path])
        #expect(rendered.status == 0, "\(rendered.standardError)")
        #expect(rendered.standardOutput.contains("\n**themeswitchd** - "), "no NAME line")
        for option in ["**--bus-address** *bus-address*", "**--verbose**"] {
            #expect(rendered.standardOutput.contains(option), "missing \(option)")
        }
        #expect(!rendered.standardOutput.contains("print-introspection"), "a hidden option is documented")
    }
}
