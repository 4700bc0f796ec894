import Foundation
import Testing
import TestSupport

/// docs/themes.md "Formats in and out": every example command of the table runs against a private
/// daemon and succeeds; the files it imports are the fixtures' (iTerm2-Color-Schemes' Dracula
/// preset and Windows Terminal scheme, alacritty-theme's dracula.toml, Omarchy's Tokyo Night
/// colors.toml), and what it writes with
/// `-o` is there afterwards and imports again.
@Suite("Formats in and out (docs/themes.md)", .serialized)
struct FormatExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The table's example commands, in order.
    static func examples() throws -> [[String]] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/themes.md"), encoding: .utf8)
        guard let start = text.range(of: "## Formats in and out") else { return [] }
        let section = String(text[start.upperBound...]).components(separatedBy: "\n## ").first ?? ""
        return section.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { row in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let example = cells.last, example.hasPrefix("`themeswitch "), example.hasSuffix("`") else { return nil }
            return example.dropFirst("`themeswitch ".count).dropLast().split(separator: " ").map(String.init)
        }
    }

    static let fixtures: [String: String] = [
        "Dracula.itermcolors": "iterm2-color-schemes/schemes/Dracula.itermcolors",
        "Dracula.json": "iterm2-color-schemes/windowsterminal/Dracula.json",
        "dracula.toml": "alacritty-theme/toml/dracula.toml",
        "colors.toml": "omarchy/themes/tokyo-night/colors.toml",
    ]

    @Test func everyFormatHasAnExample() throws {
        #expect(try Self.examples().count == 17)
    }

    @Test func everyExampleRuns() async throws {
        try await withDaemon { cli in
            let directory = cli.bus.root
            for (name, fixture) in Self.fixtures {
                try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Tests/Fixtures/" + fixture),
                                                 to: directory.appendingPathComponent(name))
            }
            for example in try Self.examples() {
                // A file the command reads or writes (`import FILE`, `-o FILE`) is in the test's directory.
                var arguments = example
                for index in arguments.indices.dropFirst() where ["import", "-o"].contains(arguments[index - 1]) {
                    arguments[index] = directory.appendingPathComponent(arguments[index]).path
                }
                let result = try await themeswitch(arguments + ["--bus-address", cli.bus.address])
                #expect(result.status == 0, "\(example.joined(separator: " ")): \(result.standardError)")
                #expect(!result.standardOutput.isEmpty || arguments.contains("-o"), "\(example.joined(separator: " "))")
                if let output = arguments.firstIndex(of: "-o").map({ arguments[$0 + 1] }), !output.hasSuffix(".css") {
                    let again = try await themeswitch(["theme", "import", output, "--copy", "--bus-address", cli.bus.address])
                    #expect(again.status == 0, "\(output): \(again.standardError)")
                }
            }
        }
    }
}
