import Foundation
import Testing
import TestSupport

/// Issue 21 through the CLI and the real daemon: tinted-theming scheme files written here from
/// the published palettes, exports checked by Python's yaml (Debian's python3-yaml) against the
/// tinted-theming schema's rules (required keys, every slot, hex form).
@Suite("Base16 and Base24 commands", .serialized)
struct Base16CommandTests {
    /// Catppuccin Mocha, as tinted-theming/schemes base16/catppuccin-mocha.yaml publishes it.
    static let mocha = """
        system: "base16"
        name: "Catppuccin Mocha"
        author: "https://github.com/catppuccin/catppuccin"
        variant: "dark"
        palette:
          base00: "1e1e2e" # base
          base01: "181825"
          base02: "313244"
          base03: "45475a"
          base04: "585b70"
          base05: "cdd6f4"
          base06: "f5e0dc"
          base07: "b4befe"
          base08: "f38ba8"
          base09: "fab387"
          base0A: "f9e2af"
          base0B: "a6e3a1"
          base0C: "94e2d5"
          base0D: "89b4fa"
          base0E: "cba6f7"
          base0F: "f2cdcd"

        """
    /// Catppuccin Latte (base16/catppuccin-latte.yaml).
    static let latte = """
        system: "base16"
        name: "Catppuccin Latte"
        author: "https://github.com/catppuccin/catppuccin"
        variant: "light"
        palette:
          base00: "eff1f5"
          base01: "e6e9ef"
          base02: "ccd0da"
          base03: "bcc0cc"
          base04: "acb0be"
          base05: "4c4f69"
          base06: "dc8a78"
          base07: "7287fd"
          base08: "d20f39"
          base09: "fe640b"
          base0A: "df8e1d"
          base0B: "40a02b"
          base0C: "179299"
          base0D: "1e66f5"
          base0E: "8839ef"
          base0F: "dd7878"

        """
    /// Nord in the older flat form (no system, no variant).
    static let flatNord = """
        scheme: "Nord"
        author: "arcticicestudio"
        base00: "2E3440"
        base01: "3B4252"
        base02: "434C5E"
        base03: "4C566A"
        base04: "D8DEE9"
        base05: "E5E9F0"
        base06: "ECEFF4"
        base07: "8FBCBB"
        base08: "BF616A"
        base09: "D08770"
        base0A: "EBCB8B"
        base0B: "A3BE8C"
        base0C: "88C0D0"
        base0D: "81A1C1"
        base0E: "B48EAD"
        base0F: "5E81AC"

        """

    /// The tinted-theming schema's rules, checked by Python's yaml: prints the palette, base00 first.
    static let validator = """
        import re, sys, yaml
        doc = yaml.safe_load(open(sys.argv[1]))
        system = sys.argv[2]
        assert doc["system"] == system, doc["system"]
        for key in ("name", "author", "variant", "palette"):
            assert key in doc, key
        assert doc["variant"] in ("light", "dark"), doc["variant"]
        slots = ["base%02X" % i for i in range(16 if system == "base16" else 24)]
        assert sorted(doc["palette"]) == sorted(slots), sorted(doc["palette"])
        for slot in slots:
            value = doc["palette"][slot]
            assert isinstance(value, str) and re.fullmatch(r"#?[0-9a-fA-F]{6}", value), (slot, value)
        print(" ".join(doc["palette"][slot].lstrip("#").lower() for slot in slots))
        """

    private func write(_ text: String, _ name: String, in cli: CLIFixture) throws -> String {
        let file = cli.bus.root.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// The palette of a scheme file as Python's yaml reads it, after checking the schema's rules.
    private func validPalette(_ path: String, _ system: String) async throws -> [String] {
        let result = try await runCommand("/usr/bin/python3", ["-c", Self.validator, path, system])
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    @Test func aSchemeImportsExportsValidAndRoundTripsInItsSixteenColors() async throws {
        try await withDaemon { cli in
            let source = try write(Self.mocha, "catppuccin-mocha.yaml", in: cli)
            let imported = try await cli.run("theme", "import", source)
            #expect(imported.status == 0, "\(imported.standardError)")
            #expect(imported.standardOutput == "catppuccin-mocha\n")
            // Issue 36 §1: one summary line; the fitted colors are in `theme show` (and the daemon's debug log).
            #expect(imported.standardError.hasSuffix("derived colors fitted; `theme show catppuccin-mocha` lists them\n"),
                    "\(imported.standardError)")
            let first = cli.bus.root.appendingPathComponent("first.yaml").path
            #expect(try await cli.run("theme", "export", "catppuccin-mocha", "--format", "base16", "--scheme", "dark", "-o", first).status == 0)
            let exported = try await validPalette(first, "base16")
            // Issue 36 §1: the scheme's own colors come back exactly, all sixteen (before, base02–04 were fitted).
            let published = ["1e1e2e", "181825", "313244", "45475a", "585b70", "cdd6f4", "f5e0dc", "b4befe",
                             "f38ba8", "fab387", "f9e2af", "a6e3a1", "94e2d5", "89b4fa", "cba6f7", "f2cdcd"]
            #expect(exported == published)
            // Import → export → import: the same theme, so (issue 36 §1) it says which theme it is and imports
            // nothing, until asked for a copy (it imported `catppuccin-mocha-2` before); the copy gives the same sixteen colors.
            let same = try await cli.run("theme", "import", first)
            #expect(same.standardOutput == "catppuccin-mocha\n", "\(same.standardError)")
            #expect(same.standardError.contains("already there as 'catppuccin-mocha'"), "\(same.standardError)")
            let again = try await cli.run("theme", "import", first, "--copy")
            #expect(again.standardOutput == "catppuccin-mocha-2\n", "\(again.standardError)")
            let second = cli.bus.root.appendingPathComponent("second.yaml").path
            #expect(try await cli.run("theme", "export", "catppuccin-mocha-2", "--format", "base16", "--scheme", "dark", "-o", second).status == 0)
            #expect(try await validPalette(second, "base16") == exported)
            // The light scheme was derived, and says so.
            let show = try await cli.run("theme", "show", "catppuccin-mocha", "--json")
            #expect(show.standardOutput.contains("derived-light"), "\(show.standardOutput)")
        }
    }

    @Test func aLightAndADarkFileMakeOneThemeWithBoth() async throws {
        try await withDaemon { cli in
            let light = try write(Self.latte, "latte.yaml", in: cli)
            let dark = try write(Self.mocha, "mocha.yaml", in: cli)
            let imported = try await cli.run("theme", "import", "--light", light, "--dark", dark)
            #expect(imported.status == 0, "\(imported.standardError)")
            // "Catppuccin" is the built-in family's name: issue 36 §1, the import says where it came from (it was `catppuccin-2`).
            let id = imported.standardOutput.trimmingCharacters(in: .newlines)
            #expect(id == "catppuccin-base16-file")
            #expect(try await cli.run("theme", "show", id, "--json").standardOutput.contains("\"name\": \"Catppuccin (Base16 file)\""))
            for (scheme, background, accent) in [("light", "#EFF1F5", "#1E66F5"), ("dark", "#1E1E2E", "#89B4FA")] {
                let tokens = try await cli.run("tokens", "--theme", id, "--scheme", scheme)
                let json = try #require(try parseJSON(tokens.standardOutput) as? [String: Any])
                #expect(json["color.background"] as? String == background, "\(scheme)")
                #expect(json["color.accent"] as? String == accent, "\(scheme)")
            }
            let both = try await cli.run("theme", "import", "--light", light, "--dark", light)
            #expect(both.status == 1)
            #expect(both.standardError.contains("both schemes are light"), "\(both.standardError)")
        }
    }

    @Test func theOlderFlatFormImportsWithItsVariantFromItsBackground() async throws {
        try await withDaemon { cli in
            let file = try write(Self.flatNord, "nord.yaml", in: cli)
            let imported = try await cli.run("theme", "import", file)
            // Issue 36 §1: named like the built-in, so it says where it came from (it was `nord-2`).
            #expect(imported.standardOutput == "nord-base16-file\n", "\(imported.standardError)")
            let tokens = try #require(try parseJSON(try await cli.run("tokens", "--theme", "nord-base16-file", "--scheme", "dark").standardOutput) as? [String: Any])
            #expect(tokens["color.background"] as? String == "#2E3440")
        }
    }

    @Test func aBadSchemeIsRefusedWholeInOneSentence() async throws {
        try await withDaemon { cli in
            let before = try await cli.run("list").standardOutput
            let missing = try write(Self.mocha.replacingOccurrences(of: "  base0F: \"f2cdcd\"\n", with: ""), "missing.yaml", in: cli)
            let badHex = try write(Self.mocha.replacingOccurrences(of: "\"89b4fa\"", with: "\"89b4fz\""), "hex.yaml", in: cli)
            let noVariant = try write(Self.mocha.replacingOccurrences(of: "variant: \"dark\"\n", with: ""), "variant.yaml", in: cli)
            for (file, message) in [(missing, "the palette has no base0F"), (badHex, "base0D is '89b4fz'; expected six hex digits"),
                                    (noVariant, "the scheme has no 'variant'")] {
                let result = try await cli.run("theme", "import", file, "--format", "base16")
                #expect(result.status == 1)
                #expect(result.standardError.contains(message), "\(result.standardError)")
                #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
            }
            #expect(try await cli.run("list").standardOutput == before)
        }
    }

    @Test func tokensAndBuiltInThemesExportValidBase16AndBase24() async throws {
        try await withDaemon { cli in
            for system in ["base16", "base24"] {
                let tokens = try await cli.run("tokens", "--theme", "dracula", "--scheme", "dark", "--format", system)
                let file = try write(tokens.standardOutput, "tokens-\(system).yaml", in: cli)
                let palette = try await validPalette(file, system)
                #expect(palette.count == (system == "base16" ? 16 : 24))
                #expect(palette[0] == "282a36")
                #expect(palette[13] == "bd93f9")
            }
            let export = cli.bus.root.appendingPathComponent("default.yaml").path
            #expect(try await cli.run("theme", "export", "default", "--format", "base24", "--scheme", "light", "-o", export).status == 0)
            #expect(try await validPalette(export, "base24")[0] == "ffffff")
        }
    }

    @Test func listShowsThePopularCategory() async throws {
        try await withDaemon { cli in
            let listed = try await cli.run("list", "--category", "popular").standardOutput
            #expect(listed.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
                == ["catppuccin", "gruvbox", "nord", "dracula", "solarized", "tokyo-night", "rose-pine", "everforest", "kanagawa", "one"])
        }
    }
}
