import Foundation
import Glibc
import Testing
import TestSupport
import ThemeTemplates
@testable import ThemeDaemon

/// Template outputs written on every published change (issue 13 §2).
@Suite(.timeLimit(.minutes(1))) struct TemplateOutputTests {
    /// A user template with the accent and a scheme section; the default theme's accents are
    /// docs/tokens.md's `color.accent`: light #2596BE, dark #3DAED4.
    static let userTemplate = "accent={{color.accent}} bare={{color.accent | bare}}\n{{#light}}light{{/light}}{{#dark}}dark{{/dark}}\n"

    private func write(_ text: String, to url: URL, mode: Int = 0o644) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        chmod(url.path, mode_t(mode))
    }

    private func inode(_ url: URL) -> UInt64? {
        var info = stat()
        return stat(url.path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    @Test func outputsFollowEveryChangeInBothSchemesAndAreRewrittenOnlyWhenTheirTextChanges() async throws {
        try await withFollowingDaemon(prepare: { paths in
            try write(TemplateOutputTests.userTemplate, to: paths.directory.appendingPathComponent("templates/colors.tmpl"))
            try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent("out"), withIntermediateDirectories: true)
            try FollowFixture.writeConfiguration("""
                templates:
                  - template: templates/colors.tmpl
                    output: out/colors.txt
                    light-output: out/colors-light.txt
                    dark-output: out/colors-dark.txt
                    reload: [cp, \(paths.configHome.path)/out/colors.txt, \(paths.configHome.path)/out/reloaded.txt]
                  - builtin: css
                    output: out/tokens.css
                    reload: ["false"]
                """, in: paths)
        }) { fixture in
            let out = fixture.configHome.appendingPathComponent("out")
            let current = out.appendingPathComponent("colors.txt")
            let light = out.appendingPathComponent("colors-light.txt")
            let dark = out.appendingPathComponent("colors-dark.txt")
            try await fixture.call("SetColorScheme", [.string("light")])
            #expect(await eventually { contents(current) == "accent=#2596BE bare=2596BE\nlight\n" })
            // The outputs of one template are written one after another: wait for each.
            #expect(await eventually { contents(light) == "accent=#2596BE bare=2596BE\nlight\n" })
            #expect(await eventually { contents(dark) == "accent=#3DAED4 bare=3DAED4\ndark\n" })
            let lightInode = inode(light)
            let darkInode = inode(dark)

            try await fixture.call("SetColorScheme", [.string("dark")])
            #expect(await eventually { contents(current) == "accent=#3DAED4 bare=3DAED4\ndark\n" })
            // The paired outputs' texts did not change, so the files were not replaced.
            #expect(inode(light) == lightInode && inode(dark) == darkInode)
            let mode = try FileManager.default.attributesOfItem(atPath: current.path)[.posixPermissions] as? Int
            #expect(mode == 0o644)
            // The css template may still be writing its temporary file; none may stay behind.
            let leftovers = { (try? FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".") }) ?? [] }
            #expect(await eventually { leftovers().isEmpty }, "\(leftovers())")
            // The reload command runs after the rewrite: it copies the new text.
            #expect(await eventually { contents(out.appendingPathComponent("reloaded.txt")) == "accent=#3DAED4 bare=3DAED4\ndark\n" })
            #expect(await eventually { fixture.log.matching("live reload of the reload command of template css failed: false exited with status 1").count == 1 })
            // `false` says nothing: the line ends with the status, not with an empty ": ".
            #expect(fixture.log.matching("false exited with status 1").allSatisfy { $0.hasSuffix("false exited with status 1") },
                    "\(fixture.log.matching("false exited with status 1"))")
        }
    }

    /// Outputs render what is published: a user theme made after start, and a global override
    /// in one scheme, reach both halves of a light/dark pair, the other scheme's at once.
    @Test func outputsRenderUserThemesAndGlobalOverridesInBothSchemes() async throws {
        try await withFollowingDaemon(prepare: { paths in
            try write("accent={{color.accent}}\n", to: paths.directory.appendingPathComponent("accent.tmpl"))
            try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent("out"), withIntermediateDirectories: true)
            try FollowFixture.writeConfiguration("""
                templates:
                  - template: accent.tmpl
                    light-output: out/light.txt
                    dark-output: out/dark.txt
                """, in: paths)
        }) { fixture in
            let out = fixture.configHome.appendingPathComponent("out")
            try await fixture.call("SetColorScheme", [.string("light")])
            let id = try await fixture.call("CreateTheme", [.string("Template Check"), .string("default")])[0].string ?? ""
            try await fixture.call("SetThemeValue", [.string(id), .string("color.accent"), .variant(.string("#1F4F8F")), .string("light")])
            try await fixture.call("SetThemeValue", [.string(id), .string("color.accent"), .variant(.string("#7FB8FF")), .string("dark")])
            try await fixture.call("SaveTheme", [.string(id)])
            try await fixture.call("Apply", [.string(id)])
            #expect(await eventually { contents(out.appendingPathComponent("light.txt")) == "accent=#1F4F8F\n" })
            #expect(await eventually { contents(out.appendingPathComponent("dark.txt")) == "accent=#7FB8FF\n" })

            // A dark-only override while light publishes nothing, but the dark half follows it at once.
            let lightInode = inode(out.appendingPathComponent("light.txt"))
            try await fixture.call("SetOverride", [.string("color.accent"), .variant(.string("#8FD0A0")), .string("dark"), .string(""), .string("")])
            #expect(await eventually { contents(out.appendingPathComponent("dark.txt")) == "accent=#8FD0A0\n" })
            #expect(contents(out.appendingPathComponent("light.txt")) == "accent=#1F4F8F\n")
            #expect(inode(out.appendingPathComponent("light.txt")) == lightInode)
            try await fixture.call("SetColorScheme", [.string("dark")])
            #expect(await eventually { contents(out.appendingPathComponent("dark.txt")) == "accent=#8FD0A0\n" })
        }
    }

    @Test func anUnknownTokenIsLoggedOnceWithTemplateAndLineAndTheOtherTemplatesAreStillWritten() async throws {
        try await withFollowingDaemon(prepare: { paths in
            try write("ok={{color.accent}}\ncolor={{color.acent}}\n", to: paths.directory.appendingPathComponent("bad.tmpl"))
            try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent("kitty"), withIntermediateDirectories: true)
            try FollowFixture.writeConfiguration("""
                templates:
                  - template: bad.tmpl
                    output: bad.txt
                  - builtin: kitty
                """, in: paths)
        }) { fixture in
            let kitty = fixture.configHome.appendingPathComponent("kitty/themeswitch.conf")
            let bad = fixture.paths.directory.appendingPathComponent("bad.tmpl").path
            for theme in ["forest", "rose"] {
                try await fixture.call("SetColorScheme", [.string("light")])
                try await fixture.call("Apply", [.string(theme)])
                let expected = try BuiltInTemplate.kitty.render(TemplateContext.builtIn(themeID: theme, scheme: .light))
                #expect(await eventually { contents(kitty) == expected })
            }
            let errors = fixture.log.matching("\(bad):2: unknown token 'color.acent' (did you mean 'color.accent'?)")
            #expect(errors.count == 1, "\(fixture.log.all)")
            #expect(errors.first?.hasPrefix("error: template bad: not written to ") == true)
            #expect(!FileManager.default.fileExists(atPath: fixture.configHome.appendingPathComponent("bad.txt").path))
        }
    }

    @Test func aMissingOrUnwritableOutputDirectoryIsLoggedOnceAndChangesNothingElse() async throws {
        let missing = "/nonexistent-\(UUID().uuidString)/colors.txt"
        // As root a mode-0555 directory is still writable; sysfs refuses new files to root too.
        let unwritableDirectory = geteuid() == 0
            ? URL(fileURLWithPath: "/sys")
            : FileManager.default.temporaryDirectory.appendingPathComponent("read-only-\(UUID().uuidString)")
        if geteuid() != 0 {
            try FileManager.default.createDirectory(at: unwritableDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o555])
        }
        defer { if geteuid() != 0 { try? FileManager.default.removeItem(at: unwritableDirectory) } }
        let unwritable = unwritableDirectory.appendingPathComponent("themeswitch-colors.txt").path
        try await withFollowingDaemon(prepare: { paths in
            try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent("themeswitch"), withIntermediateDirectories: true)
            try FollowFixture.writeConfiguration("""
                templates:
                  - builtin: css
                    name: nowhere
                    output: \(missing)
                  - builtin: css
                    name: locked
                    output: \(unwritable)
                  - builtin: css
                """, in: paths)
        }) { fixture in
            let css = fixture.configHome.appendingPathComponent("themeswitch/tokens.css")
            try await fixture.call("SetColorScheme", [.string("light")])
            for theme in ["forest", "midnight"] {
                try await fixture.call("Apply", [.string(theme)])
                let expected = try BuiltInTemplate.css.render(TemplateContext.builtIn(themeID: theme, scheme: .light))
                #expect(await eventually { contents(css) == expected })
            }
            let missingLines = fixture.log.matching("template nowhere: not written to \(missing): the output directory \((missing as NSString).deletingLastPathComponent) does not exist")
            let lockedLines = fixture.log.matching("template locked: not written to \(unwritable): the output directory \(unwritableDirectory.path) is not writable")
            #expect(missingLines.count == 1, "\(fixture.log.all)")
            #expect(lockedLines.count == 1, "\(fixture.log.all)")
            #expect(!FileManager.default.fileExists(atPath: unwritable))
            let status = await fixture.daemon.provider.snapshot
            #expect(status.themeID == "midnight")
        }
    }

    /// Issue 18 §4: on a fresh account `~/.config/gtk-4.0` does not exist yet; the built-in GTK
    /// template makes it (0700) and writes. A reload command whose pkill finds no process is
    /// nothing to reload, not an error; pkill failing otherwise (bad usage, status 2) still is.
    @Test func aFirstRunMakesABuiltInOutputDirectoryAndAReloadWithNoProcessIsNoError() async throws {
        try await withFollowingDaemon(prepare: { paths in
            try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent("themeswitch"), withIntermediateDirectories: true)
            try FollowFixture.writeConfiguration("""
                templates:
                  - builtin: gtk
                    reload: [pkill, -USR2, -x, no-such-program-\(getpid())]
                  - builtin: css
                    reload: [pkill, --no-such-option]
                """, in: paths)
            // Checked before the daemon starts: its first render, at start, already makes it.
            #expect(!FileManager.default.fileExists(atPath: paths.configHome.appendingPathComponent("gtk-4.0").path))
        }) { fixture in
            let directory = fixture.configHome.appendingPathComponent("gtk-4.0")
            try await fixture.call("SetColorScheme", [.string("light")])
            try await fixture.call("Apply", [.string("forest")])
            let expected = try BuiltInTemplate.gtk.render(TemplateContext.builtIn(themeID: "forest", scheme: .light))
            // GTK's output is a file of its own, which the user's gtk.css imports (issue 36 §2), never gtk.css.
            #expect(await eventually { contents(directory.appendingPathComponent("themeswitch.css")) == expected }, "\(fixture.log.all)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("gtk.css").path))
            var info = stat()
            #expect(stat(directory.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
            #expect(await eventually { !fixture.log.matching("nothing to reload for the reload command of template gtk").isEmpty })
            // Logged for the start's render and for the change's: as an error each time.
            #expect(await eventually {
                !fixture.log.matching("error: live reload of the reload command of template css failed: pkill exited with status 2").isEmpty
            }, "\(fixture.log.all)")
            #expect(fixture.log.matching("nothing to reload for the reload command of template css").isEmpty, "\(fixture.log.all)")
            #expect(fixture.log.matching("template gtk").allSatisfy { !$0.hasPrefix("error") }, "\(fixture.log.all)")
        }
    }
}
