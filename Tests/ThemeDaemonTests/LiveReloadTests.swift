import Foundation
import Glibc
import Testing
import TestSupport
@testable import ThemeConfiguration
import ThemeCore
import ThemeTemplates
@testable import ThemeDaemon

/// Glibc's module does not export the pseudo-terminal calls of <stdlib.h> (they need
/// _XOPEN_SOURCE); their C symbols are linked directly.
@_silgen_name("posix_openpt") private func openPseudoTerminal(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantPseudoTerminal(_ descriptor: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockPseudoTerminal(_ descriptor: Int32) -> Int32
@_silgen_name("ptsname") private func pseudoTerminalName(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>?

private struct NoTerminalBackground: Error {}

/// Live reload of running programs after their template output was rewritten (issue 13 §3).
@Suite(.timeLimit(.minutes(2))) struct LiveReloadTests {

    /// `terminal.background` of a built-in theme, as the kitty and Neovim templates write it.
    private func terminalBackground(_ themeID: String, _ scheme: ColorScheme) throws -> String {
        let tokens = try ThemeRegistry.builtIn.tokens(themeID: themeID, scheme: scheme, accessibility: AccessibilityFlags())
        guard case .color(let color)? = TerminalPalette(tokens: tokens, scheme: scheme).tokens["terminal.background"] else {
            throw NoTerminalBackground()
        }
        return color.hex.lowercased()
    }

    /// The background a running kitty shows, asked over its socket.
    private func kittyBackground(socket: String, environment: [String: String]) async -> String? {
        let colors = (try? await runCommand("kitty", ["@", "--to", "unix:\(socket)", "get-colors"], environment: environment).standardOutput) ?? ""
        return colors.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
            .first { $0.first == "background" }.map { String($0.last ?? "") }
    }

    /// Neovim's `Normal` background, written by Neovim itself to `probe`.
    private func neovimBackground(socket: String, probe: String) async -> String? {
        _ = try? await runCommand("nvim", ["--server", socket, "--remote-send", "<Cmd>call writefile([synIDattr(hlID('Normal'), 'bg#', 'gui')], '\(probe)')<CR>"])
        return contents(URL(fileURLWithPath: probe))?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// A real kitty under Xvfb with remote control on a socket in `$XDG_RUNTIME_DIR`: found and
    /// recolored by `kitty @ set-colors --all --configured`.
    @Test func aRunningKittyTakesTheNewColors() async throws {
        try await withFollowingDaemon(prepare: { paths in
            try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent("kitty"), withIntermediateDirectories: true)
            try FollowFixture.writeConfiguration("templates:\n  - builtin: kitty\n", in: paths)
        }) { fixture in
            let xvfb = try await XvfbServer()
            try await xvfb.stopping { () async throws in
                let socket = fixture.bus.root.appendingPathComponent("runtime/kitty.sock").path
                let environment = fixture.bus.environment.merging(["DISPLAY": xvfb.display]) { $1 }
                try await withChild("kitty", ["--config", "NONE", "-o", "allow_remote_control=yes", "--listen-on", "unix:\(socket)", "sleep", "60"], environment: environment) { _, _ in
                    #expect(await eventually(within: .seconds(30)) { FileManager.default.fileExists(atPath: socket) }, "kitty did not listen")
                    try await fixture.call("SetColorScheme", [.string("dark")])
                    try await fixture.call("Apply", [.string("forest")])
                    let expected = try terminalBackground("forest", .dark)
                    let check: @Sendable () async -> Bool = { await kittyBackground(socket: socket, environment: environment) == expected }
                    let recolored = await eventually(within: .seconds(20), check)
                    let shown = await kittyBackground(socket: socket, environment: environment) ?? "none"
                    #expect(recolored, "kitty's background: \(shown), wanted \(expected)")
                }
            }
        }
    }

    /// A real `nvim --headless --listen` on a socket in `$XDG_RUNTIME_DIR`, showing the
    /// themeswitch colorscheme, loads the rewritten one.
    @Test func aRunningNeovimReloadsTheColorscheme() async throws {
        try await withFollowingDaemon(prepare: { paths in
            try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent("nvim/colors"), withIntermediateDirectories: true)
            try FollowFixture.writeConfiguration("templates:\n  - builtin: neovim\n", in: paths)
        }) { fixture in
            try await fixture.call("SetColorScheme", [.string("light")])
            let colors = fixture.configHome.appendingPathComponent("nvim/colors/themeswitch.lua")
            #expect(await eventually { contents(colors) != nil })
            let socket = fixture.bus.root.appendingPathComponent("runtime/nvim.test.0").path
            let probe = fixture.bus.root.appendingPathComponent("normal-bg.txt").path
            try await withChild("nvim", ["--headless", "-u", "NONE", "--listen", socket, "-c", "colorscheme themeswitch"], environment: fixture.bus.environment) { _, _ in
                #expect(await eventually { FileManager.default.fileExists(atPath: socket) }, "nvim did not listen")
                try await fixture.call("Apply", [.string("rose")])
                try await fixture.call("SetColorScheme", [.string("dark")])
                let expected = try terminalBackground("rose", .dark)
                let check: @Sendable () async -> Bool = { await neovimBackground(socket: socket, probe: probe) == expected }
                let reloaded = await eventually(within: .seconds(20), check)
                #expect(reloaded, "Normal's background: \(contents(URL(fileURLWithPath: probe)) ?? "none"), wanted \(expected)")
            }
        }
    }

    /// waybar and mako do not run headless here: a stand-in named `waybar` records SIGUSR2, a
    /// stand-in `makoctl` on PATH records its arguments, and a stand-in named `mako` is the running
    /// mako. No `makoctl reload` runs while no mako does (it would start one through D-Bus
    /// activation). A kitty socket nobody listens on is logged once with kitty's name, and the
    /// others are reloaded all the same.
    @Test func aWaybarStandInScriptGetsSIGUSR2AndAMakoctlStandInIsRunWhileMakoRunsAndAFailureIsLoggedOnce() async throws {
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("stand-ins-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: bin) }
        let record = bin.appendingPathComponent("record.txt").path
        try writeScript("echo \"makoctl $*\" >> \(record)", at: bin.appendingPathComponent("makoctl"))
        try writeScript("trap 'echo SIGUSR2 >> \(record)' USR2\necho ready >> \(record)\nwhile :; do sleep 0.05; done", at: bin.appendingPathComponent("waybar"))
        try writeScript("while :; do sleep 0.05; done", at: bin.appendingPathComponent("mako"))
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        try await withFollowingDaemon(extraEnvironment: ["PATH": path], prepare: { paths in
            for directory in ["waybar", "mako", "kitty"] {
                try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent(directory), withIntermediateDirectories: true)
            }
            try Data("border-color={{color.accent}}\n".utf8).write(to: paths.configHome.appendingPathComponent("mako.tmpl"))
            try FollowFixture.writeConfiguration("""
                templates:
                  - builtin: waybar
                  - builtin: kitty
                  - template: ../mako.tmpl
                    output: mako/config
                live-reload:
                  kitty-sockets: [unix:/nonexistent-themeswitch-test/kitty.sock]
                """, in: paths)
        }) { fixture in
            let count = { (line: String) in (contents(URL(fileURLWithPath: record)) ?? "").split(separator: "\n").filter { $0 == line }.count }
            // The start's own first render reloads too (SIGUSR2 to every waybar; no makoctl, as no
            // mako runs): the stand-ins start once that is over (kitty's reload failed), since a
            // SIGUSR2 that reached waybar's before its trap was set would end it. The count of
            // makoctl runs checked below is that of the changes made while mako ran.
            #expect(await eventually { !fixture.log.matching("live reload of kitty").isEmpty })
            try await withChild(bin.appendingPathComponent("mako").path, [], environment: ["PATH": path]) { _, _ in
            try await withChild(bin.appendingPathComponent("waybar").path, [], environment: ["PATH": path]) { child, errorPath in
                let ready = await eventually { contents(URL(fileURLWithPath: record))?.contains("ready") == true }
                #expect(ready, "the waybar stand-in (pid \(child.pid)) did not start: \(contents(URL(fileURLWithPath: errorPath)) ?? "no stderr") \(contents(URL(fileURLWithPath: "/proc/\(child.pid)/status"))?.prefix(200) ?? "no process")")
                // One change at a time: two SIGUSR2 sent while the stand-in sleeps arrive as one.
                for theme in ["forest", "midnight"] {
                    let signals = count("SIGUSR2")
                    let reloads = count("makoctl reload")
                    try await fixture.call("Apply", [.string(theme)])
                    #expect(await eventually { count("SIGUSR2") > signals && count("makoctl reload") > reloads }, "\(fixture.log.all)")
                }
                #expect(count("makoctl reload") == 2, "makoctl ran once for each of the two changes while mako ran, and never before: \(fixture.log.all)")
                #expect(await eventually { !fixture.log.matching("live reload of kitty unix:/nonexistent-themeswitch-test/kitty.sock failed").isEmpty })
                #expect(fixture.log.matching("live reload of kitty unix:/nonexistent-themeswitch-test/kitty.sock failed").count == 1, "\(fixture.log.all)")
            }
            }
        }
    }

    /// Debian's foot 1.13 has no second color theme and dies of SIGUSR1, so a stand-in named
    /// `foot` records the signals: with a `foot-paired` template it gets SIGUSR2 for light and
    /// SIGUSR1 for dark (foot 1.23+), in the order of the changes; with only the single-scheme
    /// `foot` template it gets none. The stand-ins run before the daemon starts, so its first
    /// render signals them too; each step waits for its signal, so no two are pending at once
    /// (a shell runs pending traps in signal-number order, not in the order they came).
    @Test func aFootStandInScriptWithPairedThemesIsSwitchedBySignalAndAnOlderFootStandInIsLeftAlone() async throws {
        for paired in [true, false] {
            let bin = FileManager.default.temporaryDirectory.appendingPathComponent("stand-ins-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: bin) }
            let record = bin.appendingPathComponent("record.txt").path
            for program in ["foot", "waybar"] {
                let body = "trap 'echo \(program) SIGUSR1 >> \(record)' USR1\ntrap 'echo \(program) SIGUSR2 >> \(record)' USR2\necho \(program) ready >> \(record)\nwhile :; do sleep 0.05; done"
                try writeScript(body, at: bin.appendingPathComponent(program))
            }
            let lines = { (contents(URL(fileURLWithPath: record)) ?? "").split(separator: "\n").map(String.init) }
            let lastFoot = { lines().last { $0.hasPrefix("foot SIGUSR") } }
            let waybarCount = { lines().filter { $0.hasPrefix("waybar SIGUSR") }.count }
            try await withChild(bin.appendingPathComponent("foot").path, [], environment: [:]) { _, _ in
                try await withChild(bin.appendingPathComponent("waybar").path, [], environment: [:]) { _, _ in
                    #expect(await eventually { lines().contains("foot ready") && lines().contains("waybar ready") })
                    try await withFollowingDaemon(prepare: { paths in
                        for directory in ["foot", "waybar"] {
                            try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent(directory), withIntermediateDirectories: true)
                        }
                        try FollowFixture.writeConfiguration("templates:\n  - builtin: \(paired ? "foot-paired" : "foot")\n  - builtin: waybar\n", in: paths)
                    }) { fixture in
                        let startsLight = await fixture.daemon.provider.snapshot.resolvedScheme == .light
                        // The first render's signals: waybar's always, foot's when paired.
                        #expect(await eventually { waybarCount() == 1 }, "\(lines())")
                        if paired {
                            #expect(await eventually { lastFoot() == (startsLight ? "foot SIGUSR2" : "foot SIGUSR1") }, "\(lines())")
                        }
                        // Each step flips the resolved scheme, whichever it starts in.
                        let flips = [("light", "foot SIGUSR2"), ("dark", "foot SIGUSR1")]
                        for (scheme, signal) in startsLight ? flips.reversed() : flips {
                            let waybarSignals = waybarCount()
                            try await fixture.call("SetColorScheme", [.string(scheme)])
                            // waybar is signalled in the same pass over /proc as foot would be.
                            #expect(await eventually { waybarCount() > waybarSignals }, "\(lines())")
                            if paired {
                                #expect(await eventually { lastFoot() == signal }, "\(lines())")
                            }
                        }
                        if !paired {
                            #expect(lastFoot() == nil, "\(lines())")
                            #expect(fixture.log.matching("reloaded foot").isEmpty)
                        }
                    }
                }
            }
        }
    }

    /// OSC 4/10/11/12 reach a real pseudo-terminal of the user's; the directory scanned is the
    /// test's own, holding only that terminal, so no other terminal of the machine is written to.
    @Test func terminalsGetOSCColorSequences() async throws {
        let master = openPseudoTerminal(O_RDWR | O_NOCTTY)
        #expect(master >= 0)
        defer { close(master) }
        #expect(grantPseudoTerminal(master) == 0 && unlockPseudoTerminal(master) == 0)
        guard let name = pseudoTerminalName(master) else { Issue.record("no pts name"); return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("0").path, withDestinationPath: String(cString: name))
        // Keep the terminal open on its side too, as a shell in it would.
        let slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        defer { close(slave) }
        try await withFollowingDaemon { fixture in
            try await fixture.call("Apply", [.string("sunset")])
            try await fixture.call("SetColorScheme", [.string("dark")])
            let snapshot = await fixture.daemon.provider.snapshot
            let reload = LiveReload(paths: fixture.paths, environment: fixture.bus.environment, logger: .init(label: "test"), ptyDirectory: directory)
            var configuration = Configuration()
            configuration.liveReload.terminals = true
            await reload.reload(rewritten: [], snapshot: snapshot, configuration: configuration)
            var bytes = [UInt8](repeating: 0, count: 8192)
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            #expect(poll(&poller, 1, 5000) == 1)
            let count = read(master, &bytes, bytes.count)
            let text = String(decoding: bytes[0..<max(0, count)], as: UTF8.self)
            let background = try terminalBackground("sunset", .dark).dropFirst()
            let xterm = "rgb:\(background.prefix(2))/\(background.dropFirst(2).prefix(2))/\(background.dropFirst(4))"
            #expect(text.lowercased().contains("\u{1B}]11;\(xterm)\u{1B}\\"), "\(text.debugDescription)")
            #expect(text.contains("\u{1B}]4;15;rgb:"))
            #expect(text.contains("\u{1B}]10;rgb:"))
        }
    }

    /// A real tmux server (the default socket under a private `TMUX_TMPDIR`) that sources the
    /// tmux template takes the new colors through `tmux source-file`; sway, i3 and Hyprland,
    /// whose template is configured but who are not running, are not reloaded and log nothing.
    @Test func aRunningTmuxSourcesTheNewColorsAndWindowManagersNotRunningAreLeftAlone() async throws {
        let tmuxDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tmuxDirectory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmuxDirectory) }
        let tmuxEnvironment = ["TMUX_TMPDIR": tmuxDirectory.path, "TMUX": ""]
        try await withFollowingDaemon(extraEnvironment: tmuxEnvironment, prepare: { paths in
            for directory in ["tmux", "sway", "i3", "hypr"] {
                try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent(directory), withIntermediateDirectories: true)
            }
            try FollowFixture.writeConfiguration("templates:\n  - builtin: tmux\n  - builtin: sway\n  - builtin: i3\n  - builtin: hyprland\n", in: paths)
        }) { fixture in
            let stop = { _ = try? await runCommand("tmux", ["kill-server"], environment: tmuxEnvironment, timeout: .seconds(10)) }
            do {
                let started = try await runCommand("tmux", ["-f", "/dev/null", "new-session", "-d"], environment: tmuxEnvironment, timeout: .seconds(20))
                #expect(started.status == 0, "\(started.standardError)")
                try await fixture.call("SetColorScheme", [.string("dark")])
                try await fixture.call("Apply", [.string("forest")])
                let tokens = try ThemeRegistry.builtIn.tokens(themeID: "forest", scheme: .dark, accessibility: AccessibilityFlags())
                guard case .color(let accent)? = tokens[SemanticColor.accent.key], case .color(let background)? = tokens[SemanticColor.background.key] else {
                    Issue.record("forest has no accent color")
                    await stop()
                    return
                }
                let expected = "pane-active-border-style \"fg=\(accent.composited(over: background).hex)\""
                let shown: @Sendable () async -> String = {
                    (try? await runCommand("tmux", ["show-options", "-g", "pane-active-border-style"], environment: tmuxEnvironment, timeout: .seconds(10)))?.standardOutput ?? ""
                }
                let recolored = await eventually(within: .seconds(20)) { await shown().contains(expected) }
                let last = await shown()
                #expect(recolored, "tmux shows \(last), wanted \(expected)")
                #expect(fixture.log.matching("live reload of").isEmpty, "\(fixture.log.all)")
                await stop()
            } catch {
                await stop()
                throw error
            }
        }
    }

    /// A real i3 under Xvfb, whose config `include`s the i3 template's output, takes the new
    /// colors through `i3-msg reload`: i3's own `get_config` shows the included file as it loaded it.
    @Test func aRunningI3ReloadsTheIncludedColors() async throws {
        let xvfb = try await XvfbServer()
        do {
            try await withFollowingDaemon(extraEnvironment: ["DISPLAY": xvfb.display], prepare: { paths in
                let i3 = paths.configHome.appendingPathComponent("i3")
                try FileManager.default.createDirectory(at: i3, withIntermediateDirectories: true)
                try Data("# i3 config file (v4)\ninclude \(i3.appendingPathComponent("themeswitch.conf").path)\n".utf8).write(to: i3.appendingPathComponent("config"))
                try FollowFixture.writeConfiguration("templates:\n  - builtin: i3\n", in: paths)
            }) { fixture in
                let config = fixture.configHome.appendingPathComponent("i3/config").path
                let environment = fixture.bus.environment.merging(["DISPLAY": xvfb.display]) { $1 }
                try await withChild("i3", ["-c", config], environment: environment) { child, errorPath in
                    let loaded: @Sendable () async -> String = {
                        (try? await runCommand("i3-msg", ["--raw", "-t", "get_config"], environment: environment, timeout: .seconds(10)))?.standardOutput ?? ""
                    }
                    guard await eventually(within: .seconds(20), { await loaded().contains("client.focused") }) else {
                        Issue.record("i3 (pid \(child.pid)) did not start: \(contents(URL(fileURLWithPath: errorPath)) ?? "no stderr")")
                        return
                    }
                    // The start's own render may meet i3 before its IPC socket is up; count from here.
                    let failures = fixture.log.matching("live reload of i3 failed").count
                    try await fixture.call("SetColorScheme", [.string("dark")])
                    try await fixture.call("Apply", [.string("forest")])
                    let tokens = try ThemeRegistry.builtIn.tokens(themeID: "forest", scheme: .dark, accessibility: AccessibilityFlags())
                    guard case .color(let accent)? = tokens[SemanticColor.accent.key], case .color(let background)? = tokens[SemanticColor.background.key] else {
                        Issue.record("forest has no accent color")
                        return
                    }
                    let hex = accent.composited(over: background).hex
                    let expected = "client.focused          \(hex) \(hex)"
                    let reloaded = await eventually(within: .seconds(20)) { await loaded().contains(expected) }
                    let last = await loaded()
                    #expect(reloaded, "i3 loaded \(last), wanted \(expected)")
                    #expect(fixture.log.matching("live reload of i3 failed").count == failures, "\(fixture.log.all)")
                }
            }
            await xvfb.stop()
        } catch {
            await xvfb.stop()
            throw error
        }
    }

    /// With a display in the daemon's environment, the X resources output is merged into the
    /// X server's resource database (`xrdb -merge`), which `xrdb -query` then shows.
    @Test func xResourcesAreMergedIntoTheDisplaysDatabase() async throws {
        let xvfb = try await XvfbServer()
        do {
            try await withFollowingDaemon(extraEnvironment: ["DISPLAY": xvfb.display], prepare: { paths in
                try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent("X11"), withIntermediateDirectories: true)
                try FollowFixture.writeConfiguration("templates:\n  - builtin: xresources\n", in: paths)
            }) { fixture in
                try await fixture.call("SetColorScheme", [.string("dark")])
                try await fixture.call("Apply", [.string("forest")])
                // The rendered file's lines as xrdb lists them (`name:<TAB>value`).
                let rendered = try BuiltInTemplate.xresources.render(TemplateContext.builtIn(themeID: "forest", scheme: .dark))
                let expected = try #require(rendered.split(separator: "\n").first { $0.hasPrefix("*.color1:") }).replacingOccurrences(of: ": ", with: ":\t")
                let query: @Sendable () async -> String = {
                    (try? await runCommand("xrdb", ["-query"], environment: ["DISPLAY": xvfb.display], timeout: .seconds(10)))?.standardOutput ?? ""
                }
                let merged = await eventually(within: .seconds(20)) { await query().uppercased().contains(expected.uppercased()) }
                let shown = await query()
                #expect(merged, "xrdb -query shows \(shown), wanted \(expected); \(fixture.log.all)")
            }
            await xvfb.stop()
        } catch {
            await xvfb.stop()
            throw error
        }
    }

    /// A real xsettingsd under Xvfb, serving the xsettingsd template's output, re-reads it on the
    /// SIGHUP the daemon sends when the output is rewritten: `dump_xsettings` shows the dark
    /// scheme's GTK theme after the switch to dark.
    @Test func xsettingsdReReadsTheRewrittenSettingsOnSIGHUP() async throws {
        let xvfb = try await XvfbServer()
        try await xvfb.stopping {
            try await withFollowingDaemon(extraEnvironment: ["DISPLAY": xvfb.display], prepare: { paths in
                try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent("xsettingsd"), withIntermediateDirectories: true)
                try Data("Net/ThemeName \"Adwaita\"\n".utf8).write(to: paths.configHome.appendingPathComponent("xsettingsd/themeswitch.conf"))
                try FollowFixture.writeConfiguration("templates:\n  - builtin: xsettingsd\n", in: paths)
            }) { fixture in
                try await fixture.call("SetColorScheme", [.string("light")])
                let file = fixture.configHome.appendingPathComponent("xsettingsd/themeswitch.conf").path
                let environment = ["DISPLAY": xvfb.display]
                // xsettingsd starts with SIGHUP ignored (a shell's `trap "" HUP` survives its `exec`)
                // until it sets its own handler: the SIGHUP of the start's own first render, which
                // can come in that window, would otherwise end it (the signal's default action).
                try await withChild("/bin/sh", ["-c", "trap '' HUP; exec xsettingsd -c \"$1\"", "sh", file],
                                    environment: environment) { _, errorPath in
                    let served: @Sendable () async -> String = {
                        (try? await runCommand("dump_xsettings", [], environment: environment, timeout: .seconds(10)))?.standardOutput ?? ""
                    }
                    let light = await eventually(within: .seconds(20)) { await served() == "Net/ThemeName \"Adwaita\"\n" }
                    let first = await served()
                    #expect(light, "dump_xsettings shows \(first); xsettingsd: \((try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")")
                    try await fixture.call("SetColorScheme", [.string("dark")])
                    let switched = await eventually(within: .seconds(20)) { await served() == "Net/ThemeName \"Adwaita-dark\"\n" }
                    let shown = await served()
                    #expect(switched, "dump_xsettings shows \(shown); \(fixture.log.all)")
                }
            }
        }
    }

    /// A real polybar under Xvfb, with IPC on and its config `include-file`ing the polybar
    /// template's output, is restarted by the daemon's `polybar-msg cmd restart` when the output
    /// is rewritten: the bar's pixels (ImageMagick's `import`) turn from the light background to
    /// the dark one.
    @Test func polybarIsRestartedWithTheRewrittenColors() async throws {
        let xvfb = try await XvfbServer()
        try await xvfb.stopping {
            try await withFollowingDaemon(extraEnvironment: ["DISPLAY": xvfb.display], prepare: { paths in
                let directory = paths.configHome.appendingPathComponent("polybar")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let bar = """
                    include-file = \(directory.appendingPathComponent("themeswitch.ini").path)
                    [bar/main]
                    enable-ipc = true
                    width = 100%
                    height = 20
                    background = ${colors.background}
                    modules-left = clock
                    [module/clock]
                    type = internal/date
                    date = %H

                    """
                try Data(bar.utf8).write(to: directory.appendingPathComponent("config.ini"))
                try FollowFixture.writeConfiguration("templates:\n  - builtin: polybar\n", in: paths)
            }) { fixture in
                try await fixture.call("SetColorScheme", [.string("light")])
                let output = fixture.configHome.appendingPathComponent("polybar/themeswitch.ini").path
                let background: @Sendable () -> String = {
                    let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
                    return text.split(separator: "\n").first { $0.hasPrefix("background = #") }.map { String($0.dropFirst("background = #".count)) } ?? "none"
                }
                let environment = fixture.bus.environment.merging(["DISPLAY": xvfb.display]) { $1 }
                let pixel: @Sendable () async -> String = {
                    (try? await runCommand("sh", ["-c", "import -window root \"$1\" && convert \"$1\" -format '%[hex:p{600,10}]' info:", "sh",
                                                  fixture.configHome.appendingPathComponent("screen.png").path], environment: environment, timeout: .seconds(10)))?.standardOutput ?? ""
                }
                #expect(await eventually(within: .seconds(20)) { background() != "none" })
                try await withChild("polybar", ["--config=\(fixture.configHome.appendingPathComponent("polybar/config.ini").path)", "main"], environment: environment) { _, _ in
                    let light = background()
                    let drawn = await eventually(within: .seconds(20)) { await pixel() == light }
                    let first = await pixel()
                    #expect(drawn, "the bar is \(first), wanted \(light)")
                    try await fixture.call("SetColorScheme", [.string("dark")])
                    #expect(await eventually(within: .seconds(20)) { background() != light })
                    let dark = background()
                    let restarted = await eventually(within: .seconds(20)) { await pixel() == dark }
                    let shown = await pixel()
                    #expect(restarted, "the bar is \(shown), wanted \(dark); \(fixture.log.all)")
                }
            }
        }
    }

    /// bat reads themes only from its cache: a real batcat (Debian 12's 0.22) rebuilds it after
    /// each rewrite of the `bat` template's output, with no bat running and no `reload` in
    /// config.yaml. The cache is the test's own (`BAT_CACHE_PATH`), never the user's.
    @Test func batsThemeCacheIsRebuiltByTheRealBatcatAfterEachRewrite() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("bat-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        try await withFollowingDaemon(extraEnvironment: ["BAT_CACHE_PATH": cache.path], prepare: { paths in
            try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent("bat"), withIntermediateDirectories: true)
            try FollowFixture.writeConfiguration("templates:\n  - builtin: bat\n", in: paths)
        }) { fixture in
            let environment = fixture.bus.environment.merging(["BAT_CACHE_PATH": cache.path]) { $1 }
            let themes = cache.appendingPathComponent("themes.bin")
            let listed: @Sendable () async -> Bool = {
                let result = try? await runCommand("batcat", ["--list-themes", "--color=never"], environment: environment, timeout: .seconds(10))
                return result?.standardOutput.split(separator: "\n").contains("themeswitch") == true
            }
            // The start's own render wrote the theme: the cache was built with it.
            #expect(await eventually(within: .seconds(20), listed), "\(fixture.log.all)")
            let startsLight = await fixture.daemon.provider.snapshot.resolvedScheme == .light
            for scheme in startsLight ? ["dark", "light"] : ["light", "dark"] {
                let before = try Data(contentsOf: themes)
                try await fixture.call("SetColorScheme", [.string(scheme)])
                let rebuilt = await eventually(within: .seconds(20)) { (try? Data(contentsOf: themes)).map { $0 != before } == true }
                #expect(rebuilt, "themes.bin did not change after the switch to \(scheme): \(fixture.log.all)")
                #expect(await listed())
            }
            #expect(fixture.log.matching("live reload of bat").isEmpty, "\(fixture.log.all)")
        }
    }
}
