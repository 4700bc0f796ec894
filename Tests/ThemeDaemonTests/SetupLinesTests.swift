import FileReading
import Testing
@testable import ThemeConfiguration
@testable import ThemeDaemon

/// The pure parts of `themeswitch setup` (issue 43): which file each program reads and what setup
/// does with it (``SetupDecision``), and what `--undo` makes of a file's bytes (``SetupLines``).
@Suite struct SetupLinesTests {
    private static let home = "/home/u"

    /// The places of a home where exactly `existing` exist.
    private func places(_ existing: Set<String>, environment: [String: String] = [:]) -> SetupPlaces {
        SetupPlaces(home: Self.home, configHome: Self.home + "/.config", environment: environment) { existing.contains($0) }
    }

    private func decide(_ name: String, _ search: (SetupPlaces) -> SetupSearchOrder, _ existing: Set<String>) -> SetupDecision {
        let places = places(existing)
        return SetupDecision.decide(name, search(places), exists: places.exists)
    }

    @Test func i3EditsTheFileInUseAndNeverCreatesOne() {
        let dotI3 = Self.home + "/.i3/config"
        #expect(decide("i3", SetupSearchOrders.i3, [dotI3]) == .edit(SetupConfigFile(dotI3, .include)))
        let xdg = Self.home + "/.config/i3/config"
        #expect(decide("i3", SetupSearchOrders.i3, [dotI3, xdg]) == .edit(SetupConfigFile(xdg, .include)))
        // Only the directory: the system's file is in use; nothing is created.
        guard case .advise(let why, let file) = decide("i3", SetupSearchOrders.i3, [Self.home + "/.config/i3", "/etc/i3/config"]) else {
            Issue.record("i3 without a file of the user's is not advice")
            return
        }
        #expect(why.contains("/etc/i3/config, the system's") && file.path == xdg, "\(why)")
        #expect(decide("i3", SetupSearchOrders.i3, ["/etc/i3/config"]) == .notFound)
    }

    @Test func swayLeavesAnI3FileToI3() {
        let dotI3 = Self.home + "/.i3/config"
        // Without a file or directory of sway's own, an i3 user is no sway user.
        #expect(decide("sway", SetupSearchOrders.sway, [dotI3]) == .notFound)
        guard case .advise(let why, _) = decide("sway", SetupSearchOrders.sway, [dotI3, Self.home + "/.config/sway"]) else {
            Issue.record("sway reading i3's file is not advice")
            return
        }
        #expect(why.contains("\(dotI3), i3's configuration"), "\(why)")
        let dotSway = Self.home + "/.sway/config"
        #expect(decide("sway", SetupSearchOrders.sway, [dotSway, dotI3]) == .edit(SetupConfigFile(dotSway, .include)))
    }

    @Test func neovimTakesInitVimOrInitLuaNeverBoth() {
        let directory = Self.home + "/.config/nvim"
        let vim = directory + "/init.vim", lua = directory + "/init.lua"
        #expect(decide("Neovim", SetupSearchOrders.neovim, [directory, vim]) == .edit(SetupConfigFile(vim, .vimScript)))
        #expect(decide("Neovim", SetupSearchOrders.neovim, [directory, lua]) == .edit(SetupConfigFile(lua, .lua)))
        #expect(decide("Neovim", SetupSearchOrders.neovim, [directory]) == .create(SetupConfigFile(lua, .lua)))
        guard case .advise(let why, _) = decide("Neovim", SetupSearchOrders.neovim, [directory, vim, lua]) else {
            Issue.record("both files is not advice")
            return
        }
        #expect(why.contains("E5422"), "\(why)")
        // A system init.vim would be shadowed by a new init.lua.
        guard case .advise = decide("Neovim", SetupSearchOrders.neovim, [directory, "/etc/xdg/nvim/init.vim"]) else {
            Issue.record("a new init.lua would shadow the system's init.vim")
            return
        }
        #expect(SetupSyntax.lua.loadLine("") == "vim.cmd(\"colorscheme themeswitch\")")
        // The line an older setup wrote, which Neovim 0.7 rejects, is pointed out.
        let older = TextLines(Array("\(SetupSyntax.lua.marker)\nvim.cmd.colorscheme(\"themeswitch\")\n".utf8))
        #expect(SetupLines.formerLine(in: older, .lua) == "vim.cmd.colorscheme(\"themeswitch\")")
        #expect(SetupLines.formerLine(in: TextLines(Array("vim.cmd.colorscheme(\"themeswitch\")\n".utf8)), .lua) == nil)
        #expect(SetupSyntax.vimScript.marker == "\" added by themeswitch setup; removed by themeswitch setup --undo")
    }

    @Test func tmuxKittyAndEmacsFollowTheirOwnOrders() {
        let dotTmux = Self.home + "/.tmux.conf"
        #expect(decide("tmux", SetupSearchOrders.tmux, [dotTmux, Self.home + "/.config/tmux"]) == .edit(SetupConfigFile(dotTmux, .tmux)))
        #expect(decide("tmux", SetupSearchOrders.tmux, [Self.home + "/.config/tmux"]) == .create(SetupConfigFile(Self.home + "/.config/tmux/tmux.conf", .tmux)))
        let kitty = places([], environment: ["KITTY_CONFIG_DIRECTORY": "/dots/kitty"])
        #expect(SetupSearchOrders.kitty(kitty).candidates.map(\.path) == ["/dots/kitty/kitty.conf"])
        #expect(SetupSearchOrders.polybar(places([])).candidates.map(\.path).prefix(2) == [Self.home + "/.config/polybar/config", Self.home + "/.config/polybar/config.ini"])

        let xdg = Self.home + "/.config/emacs"
        #expect(decide("Emacs", SetupSearchOrders.emacs, [xdg]) == .create(SetupConfigFile(xdg + "/init.el", .emacs)))
        // ~/.emacs.d wins over the XDG directory; ~/.emacs.el before ~/.emacs before init.el.
        let dotEmacsD = Self.home + "/.emacs.d"
        #expect(decide("Emacs", SetupSearchOrders.emacs, [xdg, dotEmacsD]) == .create(SetupConfigFile(dotEmacsD + "/init.el", .emacs)))
        let dotEmacs = Self.home + "/.emacs"
        #expect(decide("Emacs", SetupSearchOrders.emacs, [xdg, dotEmacs]) == .edit(SetupConfigFile(dotEmacs, .emacs)))
        #expect(decide("Emacs", SetupSearchOrders.emacs, [dotEmacs, dotEmacs + ".el"]) == .edit(SetupConfigFile(dotEmacs + ".el", .emacs)))
    }

    private let marker = SetupSyntax.include.marker
    private let line = "include /c/zathura/themeswitch"

    @Test func undoGivesBackTheBytesBeforeSetupWhenUntouched() {
        let original: [UInt8] = Array("# r".utf8) + [0xE9] + Array("glages (Latin-1)\nset recolor true".utf8)
        let appendix = TextLines(original).appendix([marker, line])
        #expect(appendix == Array("\n\(marker)\n\(line)\n".utf8))
        let undone = SetupLines.undo(original + appendix, appended: appendix, created: false, markers: [marker], setupLines: [line])
        #expect(undone == .restored(original))
        let crlf = Array("set -g mouse on\r\n".utf8)
        #expect(TextLines(crlf).appendix([marker]) == Array("\(marker)\r\n".utf8))
        // A file setup created and that holds only its lines goes.
        let created = TextLines([]).appendix([marker, line])
        #expect(SetupLines.undo(created, appended: created, created: true, markers: [marker], setupLines: [line]) == .delete)
        #expect(SetupLines.undo(Array("mine\n".utf8) + created, appended: created, created: true, markers: [marker], setupLines: [line]) == .restored(Array("mine\n".utf8)))
    }

    @Test func undoAfterChangesRemovesOnlyExactSetupLines() {
        let appendix = Array("\n\(marker)\n\(line)\n".utf8)
        // The user added a line after setup's: setup's go, and the separator it added stays (not last).
        let added = Array("set a 1\n\(marker)\n\(line)\nset b 2\n".utf8)
        #expect(SetupLines.undo(added, appended: appendix, created: false, markers: [marker], setupLines: [line])
            == .edited(Array("set a 1\nset b 2\n".utf8), kept: []))
        // The user removed the load line and wrote one of their own under the marker: it stays.
        let own = Array("set a 1\n\(marker)\nset b 2".utf8)
        #expect(SetupLines.undo(own, appended: appendix, created: false, markers: [marker], setupLines: [line])
            == .edited(Array("set a 1\nset b 2".utf8), kept: ["set b 2"]))
        // Anything changed above setup's lines: they are still the end, so the rest is as it is now.
        let above = Array("set a 2\n\(marker)\n\(line)\n".utf8)
        #expect(SetupLines.undo(above, appended: appendix, created: false, markers: [marker], setupLines: [line]) == .restored(Array("set a 2".utf8)))
        // Made CRLF since, setup's lines still last: they go, and so does the line end setup added.
        let crlf = Array("set a 1\r\n\(marker)\r\n\(line)\r\n".utf8)
        #expect(SetupLines.undo(crlf, appended: appendix, created: false, markers: [marker], setupLines: [line])
            == .edited(Array("set a 1".utf8), kept: []))
        // Without a ledger: by the marker alone; a file with no marker is untouched.
        #expect(SetupLines.undo(added, appended: nil, created: false, markers: [marker], setupLines: [line])
            == .edited(Array("set a 1\nset b 2\n".utf8), kept: []))
        #expect(SetupLines.undo(Array("set a 1\n".utf8), appended: nil, created: false, markers: [marker], setupLines: [line]) == .untouched)
    }
}
