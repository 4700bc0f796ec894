import Foundation
import Glibc
import Testing
import TestSupport

/// `themeswitch setup` on a home with dotfiles of its own (issue 43): it wires each program through
/// the file the program reads (Neovim's init.vim or init.lua, i3's `~/.i3/config`), creates none
/// that would shadow another, keeps every byte of the user's files (Latin-1, CRLF, no final
/// newline, hard links, a symlinked config.yaml at 0600, also when `schedule set` writes it), and
/// `--undo` gives them back exactly.
extension SetupCommandTests {
    /// Runs Debian's Neovim 0.7 in `home` with its own configuration and returns what it printed.
    private func neovim(_ home: Home) async throws -> String {
        let result = try await runCommand(
            "nvim", ["--headless", "+redir! > \(home.root.path)/echo", "+silent! echo g:colors_name g:mine", "+redir END", "+qa!"],
            environment: home.environment, timeout: .seconds(30))
        let echoed = (try? String(contentsOfFile: home.root.path + "/echo", encoding: .utf8)) ?? ""
        return echoed.trimmingCharacters(in: .whitespacesAndNewlines) + "|" + result.standardOutput + result.standardError
    }

    /// Neovim configured by init.vim, then by init.lua: setup appends to that file (never creating
    /// the other, which would make Neovim 0.7 refuse both), and Neovim 0.7 loads the user's
    /// setting and our colors through it.
    @Test(arguments: [
        ("init.vim", "let g:mine = 1\n", "\" added by themeswitch setup; removed by themeswitch setup --undo\ncolorscheme themeswitch\n", "init.lua"),
        ("init.lua", "vim.g.mine = 1\n", "-- added by themeswitch setup; removed by themeswitch setup --undo\nvim.cmd(\"colorscheme themeswitch\")\n", "init.vim"),
    ])
    func neovimKeepsItsOwnConfigAndLoadsOurColors(file: String, mine: String, added: String, other: String) async throws {
        try await withHome(seeded: false) { home in
            try home.write(mine, "nvim/\(file)")
            try home.write("vim.g.colors_name = \"themeswitch\"\n", "nvim/colors/themeswitch.lua")
            let result = try await themeswitch(["setup", "--yes"], environment: home.environment)
            #expect(result.status == 0, "\(result)")
            #expect(home.text("nvim/\(other)") == nil)
            #expect(home.text("nvim/\(file)") == mine + added)
            let shown = try await neovim(home)
            #expect(shown.hasPrefix("themeswitch 1|"), "\(shown)")
            #expect(!shown.contains("Conflicting configs") && !shown.contains("E5113"), "\(shown)")
        }
    }

    @Test func i3ConfiguredInDotI3IsEditedThereAndNoFileIsCreated() async throws {
        try await withHome(seeded: false) { home in
            let dotI3 = home.root.appendingPathComponent(".i3/config")
            try home.write(Array("# i3 config file (v4)\nfont pango:monospace 8\n".utf8), to: dotI3)
            let result = try await themeswitch(["setup", "--yes"], environment: home.environment)
            #expect(result.status == 0, "\(result)")
            let output = home.file("i3/themeswitch.conf").path
            #expect(home.bytes(dotI3) == Array("# i3 config file (v4)\nfont pango:monospace 8\n\(Self.marker)\ninclude \(output)\n".utf8))
            #expect(home.text("i3/config") == nil)
            try home.write("client.background #123456\n", "i3/themeswitch.conf")
            let checked = try await runCommand("i3", ["-C", "-c", dotI3.path], timeout: .seconds(30))
            #expect(checked.status == 0 && !(checked.standardOutput + checked.standardError).contains("ERROR"), "\(checked)")
        }
        try await withHome(seeded: false) { home in
            try FileManager.default.createDirectory(at: home.file("i3"), withIntermediateDirectories: true)
            let result = try await themeswitch(["setup", "--yes"], environment: home.environment)
            #expect(result.status == 0, "\(result)")
            #expect(result.standardOutput.contains("setup creates none") && result.standardOutput.contains(":\n  include \(home.file("i3/themeswitch.conf").path)\n"), "\(result)")
            #expect((try? FileManager.default.contentsOfDirectory(atPath: home.file("i3").path)) == [])
        }
    }

    @Test func userBytesLineEndsLinksAndModesSurviveSetupAndUndo() async throws {
        try await withHome(seeded: false) { home in
            // zathurarc in Latin-1 without a final newline; tmux.conf with CRLF.
            let zathurarc: [UInt8] = Array("# r".utf8) + [0xE9] + Array("glages\nset recolor true".utf8)
            try home.write(zathurarc, to: home.file("zathura/zathurarc"))
            let tmuxConf = Array("set -g mouse on\r\nset -g base-index 1\r\n".utf8)
            try home.write(tmuxConf, to: home.file("tmux/tmux.conf"))
            // fish's config.fish is a hard link of a file in a dotfiles directory.
            let dotfiles = home.root.appendingPathComponent("dotfiles")
            let fishConfig = Array("set -g fish_greeting\n".utf8)
            try home.write(fishConfig, to: dotfiles.appendingPathComponent("config.fish"))
            try FileManager.default.createDirectory(at: home.file("fish"), withIntermediateDirectories: true)
            try #require(link(dotfiles.appendingPathComponent("config.fish").path, home.file("fish/config.fish").path) == 0)
            let inode = try #require(Self.inode(home.file("fish/config.fish")))
            // config.yaml is a symlink into the dotfiles directory, its target 0600.
            let yaml = dotfiles.appendingPathComponent("config.yaml")
            try home.write(Array("templates:\n  - builtin: kitty\n".utf8), to: yaml)
            try #require(chmod(yaml.path, 0o600) == 0)
            try FileManager.default.createDirectory(at: home.file("themeswitch"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: home.file("themeswitch/config.yaml").path, withDestinationPath: yaml.path)

            let result = try await themeswitch(["setup", "--yes"], environment: home.environment)
            #expect(result.status == 0, "\(result)")
            #expect(home.bytes(home.file("zathura/zathurarc")) == zathurarc + Array("\n\(Self.marker)\ninclude \(home.file("zathura/themeswitch").path)\n".utf8))
            #expect(home.bytes(home.file("tmux/tmux.conf")) == tmuxConf + Array("\(Self.marker)\r\nsource-file \(home.file("tmux/themeswitch.conf").path)\r\n".utf8))
            let fishEdited = fishConfig + Array("\(Self.marker)\nfish_config theme choose themeswitch\n".utf8)
            #expect(Self.inode(home.file("fish/config.fish")) == inode)
            #expect(home.bytes(dotfiles.appendingPathComponent("config.fish")) == fishEdited)
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: home.file("themeswitch/config.yaml").path)) == yaml.path)
            #expect(Self.mode(yaml) == 0o600)
            #expect(home.text("themeswitch/config.yaml")?.hasPrefix("templates:\n  - builtin: kitty\n  - builtin: tmux\n") == true)
            let ledger = home.root.appendingPathComponent("state/themeswitch/setup.json")
            #expect(Self.mode(ledger) == 0o600)

            let undone = try await themeswitch(["setup", "--undo"], environment: home.environment)
            #expect(undone.status == 0, "\(undone)")
            #expect(home.bytes(home.file("zathura/zathurarc")) == zathurarc)
            #expect(home.bytes(home.file("tmux/tmux.conf")) == tmuxConf)
            #expect(home.bytes(dotfiles.appendingPathComponent("config.fish")) == fishConfig)
            #expect(Self.inode(home.file("fish/config.fish")) == inode)
            #expect(home.bytes(ledger) == nil)
        }
    }

    @Test func undoRemovesCreatedFilesAndKeepsAUserLineUnderTheMarker() async throws {
        try await withHome { home in
            try FileManager.default.createDirectory(at: home.file("fish"), withIntermediateDirectories: true)
            let result = try await themeswitch(["setup", "--yes"], environment: home.environment)
            #expect(result.status == 0, "\(result)")
            #expect(result.standardOutput.contains("\(home.file("fish/config.fish").path): create\n"), "\(result)")
            #expect(home.text("fish/config.fish") == "\(Self.marker)\nfish_config theme choose themeswitch\n")
            // The user replaces the include under the marker with a line of their own.
            let i3 = try #require(home.text("i3/config"))
            try home.write(i3.replacingOccurrences(of: "include \(home.file("i3/themeswitch.conf").path)", with: "bindsym Mod4+t exec true"), "i3/config")
            // A line an older setup wrote, without a ledger: found by its marker.
            try home.write("vim.o.number = true\n-- added by themeswitch setup; removed by themeswitch setup --undo\nvim.cmd.colorscheme(\"themeswitch\")\n", "nvim/init.lua")
            // A file that cannot be read is named, not skipped.
            try FileManager.default.createDirectory(at: home.file("rofi"), withIntermediateDirectories: true)
            try #require(mkfifo(home.file("rofi/config.rasi").path, 0o600) == 0)

            let undone = try await themeswitch(["setup", "--undo"], environment: home.environment)
            #expect(undone.status == 1, "\(undone)")
            #expect(home.text("fish/config.fish") == nil)
            #expect(undone.standardOutput.contains("\(home.file("fish/config.fish").path): removed (themeswitch setup created it)\n"), "\(undone)")
            #expect(home.text("i3/config") == "# i3 config file (v4)\nfont pango:monospace 8\nbindsym Mod4+t exec true\n")
            #expect(undone.standardOutput.contains("kept \"bindsym Mod4+t exec true\" under a themeswitch setup marker"), "\(undone)")
            #expect(home.text("tmux/tmux.conf") == "set -g mouse on")
            #expect(home.text("nvim/init.lua") == "vim.o.number = true\n")
            #expect(undone.standardError.contains("\(home.file("rofi/config.rasi").path) is a FIFO"), "\(undone)")
        }
    }

    /// `schedule set` writes config.yaml the same way: through its symlink, keeping mode 0600.
    @Test func scheduleSetKeepsASymlinkedConfigYAMLAndItsMode() async throws {
        try await withHome(seeded: false) { home in
            let yaml = home.root.appendingPathComponent("dotfiles/config.yaml")
            try home.write(Array("# mine\n".utf8), to: yaml)
            try #require(chmod(yaml.path, 0o600) == 0)
            try FileManager.default.createDirectory(at: home.file("themeswitch"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: home.file("themeswitch/config.yaml").path, withDestinationPath: yaml.path)
            let result = try await themeswitch(["schedule", "set", "--light", "07:00", "--dark", "19:00"], environment: home.environment)
            #expect(result.status == 0, "\(result)")
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: home.file("themeswitch/config.yaml").path)) == yaml.path)
            #expect(Self.mode(yaml) == 0o600)
            #expect(home.bytes(yaml).map { String(decoding: $0, as: UTF8.self) }?.hasPrefix("# mine\nschedule:\n") == true)
        }
    }

    private static func inode(_ url: URL) -> ino_t? {
        var info = stat()
        return stat(url.path, &info) == 0 ? info.st_ino : nil
    }

    private static func mode(_ url: URL) -> mode_t? {
        var info = stat()
        return stat(url.path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }
}
