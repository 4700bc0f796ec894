import Foundation
import Testing
import TestSupport
import ThemeCore

/// Failures: one sentence on standard error and a non-zero exit status.
@Suite("themeswitch errors", .timeLimit(.minutes(1)))
struct ErrorTests {
    @Test func unknownThemeSuggestsTheClosest() async throws {
        try await withDaemon { cli in
            let result = try await cli.run("apply", "sunsett")
            #expect(result.status == 1)
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError
                == "unknown theme 'sunsett' — did you mean 'sunset'? (themes: \(ThemeRegistry.builtIn.themes.map(\.id).joined(separator: ", ")))\n")
            let tokens = try await cli.run("tokens", "--theme", "midnigt")
            #expect(tokens.status == 1 && tokens.standardError.hasPrefix("unknown theme 'midnigt' — did you mean 'midnight'?"))
        }
    }

    @Test func invalidValuesSayWhatIsAccepted() async throws {
        try await withDaemon { cli in
            let scheme = try await cli.run("scheme", "dusk")
            #expect(scheme.status == 64)
            #expect(scheme.standardError == "invalid scheme 'dusk': use system, light or dark\n")
            let flag = try await cli.run("a11y", "--high-contrast", "maybe")
            #expect(flag.status == 64)
            #expect(flag.standardError == "invalid --high-contrast 'maybe': use system, on or off\n")
            let format = try await cli.run("tokens", "--format", "xml")
            #expect(format.status == 64)
            #expect(format.standardError == "invalid --format 'xml': use json, dtcg, css, yaml, base16, base24, iterm2, kitty, alacritty, ghostty, windows-terminal, cosmic, omarchy, tinted8 or alacritty-yaml\n")
            let key = try await cli.run("get", "color.acent")
            #expect(key.status == 1)
            #expect(key.standardError.hasPrefix("unknown token key 'color.acent' — did you mean 'color.accent'?"))
        }
    }

    @Test func daemonDownSaysHowToStartIt() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        for arguments in [["apply", "sunset"], ["current", "--json"], ["list"], ["watch"], ["watch", "--json"]] {
            let result = try await themeswitch(arguments + ["--bus-address", bus.address])
            #expect(result.status == 69, "\(arguments)")
            #expect(result.standardError == "the theme daemon is not running on the bus at '\(bus.address)'; "
                + "start it with 'systemctl --user start themeswitchd' (or run 'themeswitchd &')\n")
        }
        let noBus = try await themeswitch(["current"], environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"])
        #expect(noBus.status == 69)
        #expect(noBus.standardError.hasPrefix("cannot connect to the session bus ("))
        #expect(!noBus.standardError.contains("(cannot connect"), "\(noBus)")
        // No session bus set at all: one sentence, without libdbus's X11 autolaunch details.
        let unset = try await themeswitch(["current"], environment: ["DBUS_SESSION_BUS_ADDRESS": "", "DISPLAY": ""])
        #expect(unset.status == 69)
        #expect(unset.standardError == "cannot connect to the session bus (no address is set); "
            + "check DBUS_SESSION_BUS_ADDRESS or pass --bus-address\n", "\(unset)")
    }

    @Test func versionHelpAndCompletions() async throws {
        let version = try await themeswitch(["--version"])
        #expect(version.status == 0 && version.standardOutput == "0.1.0\n")
        for command in ["apply", "scheme", "list", "current", "get", "tokens", "watch", "a11y", "audit"] {
            let help = try await themeswitch([command, "--help"])
            #expect(help.status == 0, "\(command)")
            #expect(help.standardOutput.contains("Example"), "\(command) --help has an example")
            #expect(help.standardOutput.contains("--bus-address"), "\(command) takes --bus-address")
        }
        for shell in ["bash", "zsh", "fish"] {
            let script = try await themeswitch(["--generate-completion-script", shell])
            #expect(script.status == 0 && script.standardOutput.contains("themeswitch"), "\(shell)")
            #expect(script.standardOutput.contains("sunset") == false)
        }
        let bash = try await themeswitch(["--generate-completion-script", "bash"])
        #expect(bash.standardOutput.contains("system") && bash.standardOutput.contains("dtcg"))
    }
}
