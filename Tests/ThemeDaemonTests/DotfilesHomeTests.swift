import Foundation
import Glibc
import Testing
import TestSupport
@testable import ThemeConfiguration
import ThemeContract
import ThemeTemplates
@testable import ThemeDaemon

/// Issue 43's whole check, as a new user meets it: a home with dotfiles of its own (one symlinked
/// into a dotfiles repository, one hard-linked, one in Latin-1, one with CRLF, one without a final
/// newline, i3 configured in `~/.i3/config`, Neovim by init.vim, lf's own colors, a 0600
/// kdeglobals), the daemon running with `desktop: kde`, then `setup`, a theme, two scheme changes
/// and `setup --undo`: every file of the user's is byte for byte what it was (lf's own colors in
/// its moved-aside copy), its mode, links and inode as they were; the real programs read the
/// wired files; and nothing was made outside the documented paths.
@Suite(.timeLimit(.minutes(2))) struct DotfilesHomeTests {
    private static func write(_ bytes: [UInt8], to url: URL, mode: mode_t = 0o644) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        chmod(url.path, mode)
    }

    @Test func setupAndTheDaemonGiveEveryDotfileBackAndMakeNothingOutsideTheDocumentedPaths() async throws {
        var before: [String: FileTreeEntry] = [:]
        let latin1Comment: [UInt8] = Array("# r".utf8) + [0xE9] + Array("glages\n".utf8)
        try await withFollowingDaemon(prepare: { paths in
            let home = paths.home
            let dotfiles = home.appendingPathComponent("dotfiles")
            let config = paths.configHome
            try Self.write(Array("font_size 11\n".utf8), to: dotfiles.appendingPathComponent("kitty.conf"))
            try FileManager.default.createDirectory(at: config.appendingPathComponent("kitty"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: config.appendingPathComponent("kitty/kitty.conf").path, withDestinationPath: dotfiles.appendingPathComponent("kitty.conf").path)
            try Self.write(Array("# i3 config file (v4)\n".utf8) + latin1Comment + Array("bindsym Mod4+Return exec foot\n".utf8),
                           to: home.appendingPathComponent(".i3/config"))
            try Self.write(latin1Comment + Array("set recolor true".utf8), to: config.appendingPathComponent("zathura/zathurarc"))
            try Self.write(Array("set -g mouse on\r\nset -g base-index 1\r\n".utf8), to: config.appendingPathComponent("tmux/tmux.conf"))
            try Self.write(Array("set -g fish_greeting\n".utf8), to: dotfiles.appendingPathComponent("config.fish"))
            try FileManager.default.createDirectory(at: config.appendingPathComponent("fish"), withIntermediateDirectories: true)
            #expect(link(dotfiles.appendingPathComponent("config.fish").path, config.appendingPathComponent("fish/config.fish").path) == 0)
            try Self.write(Array("let g:mine = 1\n".utf8), to: config.appendingPathComponent("nvim/init.vim"))
            try Self.write(Array("# my lf colors\ndi 01;34\n".utf8), to: config.appendingPathComponent("lf/colors"))
            try Self.write(Array("[General]\r\n".utf8) + latin1Comment.dropLast() + Array("\r\nSingleClick=false\r\n\r\n[Icons]\r\nTheme=Papirus".utf8),
                           to: config.appendingPathComponent("kdeglobals"), mode: 0o600)
            try FollowFixture.writeConfiguration("desktop:\n  kde: true\ntemplates:\n  - builtin: lf\n", in: paths)
            before = FileTreeEntry.entries(below: home)
        }) { fixture in
            let environment = fixture.bus.environment
            let config = fixture.configHome
            #expect(await SetupTool.run(mode: .yes, environment: environment) == 0)
            try await fixture.call("Apply", [.string("forest")])
            try await fixture.call("SetColorScheme", [.string("dark")])
            try await fixture.call("SetColorScheme", [.string("light")])
            let outputs = ["kitty", "tmux", "i3", "zathura", "fish/themes", "nvim/colors"].map { directory in
                config.appendingPathComponent(directory)
            }
            #expect(await eventually(within: .seconds(20)) {
                outputs.allSatisfy { directory in
                    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).contains { name in
                        name.hasPrefix("themeswitch") && (contents(directory.appendingPathComponent(name))?.contains("light") == true)
                    }
                }
            }, "\(fixture.log.all.suffix(30))")

            // The real programs read what setup wired, through the user's own files.
            let i3 = try await runCommand("i3", ["-C", "-c", fixture.paths.home.appendingPathComponent(".i3/config").path], timeout: .seconds(30))
            #expect(i3.status == 0 && !(i3.standardOutput + i3.standardError).contains("ERROR"), "\(i3)")
            let echo = fixture.paths.home.appendingPathComponent("echo").path
            _ = try await runCommand("nvim", ["--headless", "+redir! > \(echo)", "+silent! echo g:colors_name g:mine", "+redir END", "+qa!"],
                                     environment: environment, timeout: .seconds(30))
            #expect((try? String(contentsOfFile: echo, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) == "themeswitch 1")
            try? FileManager.default.removeItem(atPath: echo)
            let kde = try await runCommand("kreadconfig5", ["--file", "kdeglobals", "--group", "General", "--key", "SingleClick"], environment: environment)
            #expect(kde.standardOutput == "false\n", "\(kde)")
            // The last change's desktop sync is done (forest's light accent, docs/tokens.md #059669),
            // so nothing writes kdeglobals after the undo below.
            #expect(await eventually {
                try await runCommand("kreadconfig5", ["--file", "kdeglobals", "--group", "Colors:Selection", "--key", "BackgroundNormal"],
                                     environment: environment).standardOutput == "5,150,105\n"
            })

            #expect(await SetupTool.run(mode: .undo, environment: environment) == 0)
            let after = FileTreeEntry.entries(below: fixture.paths.home)
            let moved = OutputRecord.read(fixture.paths.stateDirectory.appendingPathComponent(OutputRecordFile.name))?.movedAside ?? []
            #expect(moved.map(\.path) == [config.appendingPathComponent("lf/colors").path], "\(moved)")
            // config.yaml is Themeswitch's own: setup's templates stay in it (docs/CLI.md, setup).
            for (path, entry) in before where after[path] != entry && path != fixture.paths.configFile.path {
                let aside = moved.first { $0.path == path }.flatMap { after[$0.movedTo] }
                if case .file(let bytes, let mode, _) = entry, case .file(let kept, let keptMode, _)? = aside, kept == bytes, keptMode == mode { continue }
                Issue.record("\(path) is not as it was: \(String(describing: after[path])) instead of \(entry)")
            }
            // New: the outputs at the built-in templates' documented paths (and a directory made for
            // one), the state, runtime and own directories, lf's moved-aside file.
            let documented = BuiltInTemplate.allCases.map { config.appendingPathComponent($0.suggestedPath).path }
            // Neovim's own cache and shada, from the run above, are not ours to judge.
            let own = [fixture.paths.stateDirectory.path, fixture.paths.directory.path, fixture.paths.dataHome.appendingPathComponent("themeswitch").path,
                       environment["XDG_RUNTIME_DIR"] ?? "/nonexistent",
                       fixture.paths.home.appendingPathComponent(".cache/nvim").path, fixture.paths.dataHome.appendingPathComponent("nvim").path]
            for path in after.keys where before[path] == nil {
                let allowed = documented.contains(path) || documented.contains { $0.hasPrefix(path + "/") }
                    || own.contains { path == $0 || path.hasPrefix($0 + "/") || $0.hasPrefix(path + "/") }
                    || moved.contains { $0.movedTo == path }
                #expect(allowed, "\(path) was made outside the documented paths")
            }
        }
    }
}
