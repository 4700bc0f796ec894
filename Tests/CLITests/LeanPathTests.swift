import Foundation
import Testing
import TestSupport
import ThemeCore

/// `apply`, `scheme` and `get` take a lean path that reads the command line by hand (the
/// `themeswitch` front, which hands everything else to `themeswitch-cli`); with
/// `THEMESWITCH_ARGUMENT_PARSER` set, ArgumentParser reads every command line. Both must do and
/// print exactly the same, against the real daemon on a private bus.
@Suite("themeswitch lean path", .timeLimit(.minutes(1)))
struct LeanPathTests {
    @Test func leanCommandsStartNoThread() async throws {
        try await withDaemon { cli in
            for arguments in [["apply", "sunset"], ["scheme", "dark"], ["get", "color.accent"]] {
                let lean = try await threadsStarted(by: arguments + ["--bus-address", cli.bus.address], in: cli)
                let full = try await threadsStarted(by: arguments + ["--bus-address", cli.bus.address], in: cli,
                                                    environment: ["THEMESWITCH_ARGUMENT_PARSER": "1"])
                #expect(lean == 0, "\(arguments)")
                #expect(full > 0, "\(arguments): ArgumentParser's path runs on Swift concurrency and the event loop")
            }
        }
    }

    /// The front makes a plain `apply`, `scheme` and `get` itself, loading no libdbus; anything
    /// else, and any of them that fails, it hands to `themeswitch-cli` (docs/PERFORMANCE.md, "CLI").
    @Test func theFrontAppliesAndSetsTheSchemeAloneAndHandsTheRestOn() async throws {
        try await withDaemon { cli in
            let cases: [(arguments: [String], handedOn: Bool)] = [
                (["apply", "sunset"], false), (["scheme", "dark"], false), (["get", "color.accent"], false),
                (["get", "color.accent", "--app", "org.example.Mail"], false),
                (["apply", "nosuch"], true), (["scheme", "dusk"], true), (["get", "color.nosuch"], true), (["current"], true),
            ]
            for (arguments, handedOn) in cases {
                let trace = cli.bus.root.appendingPathComponent("strace-\(UUID().uuidString)").path
                _ = try await runCommand(
                    "strace", ["-f", "-qq", "-e", "trace=execve,openat", "-o", trace, builtExecutable("themeswitch")]
                        + arguments + ["--bus-address", cli.bus.address])
                let calls = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
                let programs = calls.filter { $0.contains("execve(") && !$0.contains("ENOENT") }
                #expect(programs.count == (handedOn ? 2 : 1), "\(arguments): \(programs)")
                #expect(programs.last?.contains("/themeswitch-cli\"") == handedOn, "\(arguments): \(programs)")
                let libdbus = calls.contains { $0.contains("openat(") && $0.contains("libdbus-1.so") }
                #expect(libdbus == handedOn, "\(arguments): libdbus loaded: \(libdbus)")
            }
        }
    }

    @Test func unknownAndMalformedThemesFailAlike() async throws {
        try await withDaemon { cli in
            expectSame(try await cli.runBothPaths("apply", "sunsett"), status: 1, error:
                "unknown theme 'sunsett' — did you mean 'sunset'? (themes: \(ThemeRegistry.builtIn.themes.map(\.id).joined(separator: ", ")))\n")
            expectSame(try await cli.runBothPaths("apply", "Not An Id"), status: 1, error: "theme id 'Not An Id' is malformed")
        }
    }

    @Test func successfulCommandsPrintTheSame() async throws {
        try await withDaemon { cli in
            for scheme in ["light", "dark", "system"] {
                let result = try await cli.runBothPaths("scheme", scheme)
                expectSame(result, status: 0)
                #expect(result.lean.standardOutput.isEmpty && result.lean.standardError.isEmpty)
                let current = try #require(try parseJSON(try await cli.run("current", "--json").standardOutput) as? [String: Any])
                #expect(current["colorScheme"] as? String == scheme)
            }
            let apply = try await cli.runBothPaths("apply", "forest")
            expectSame(apply, status: 0)
            #expect(apply.lean.standardError.isEmpty)
            #expect(try await cli.run("current").standardOutput.hasPrefix("theme: forest\n"))

            #expect(try await cli.run("scheme", "light").status == 0)
            let accent = try await cli.runBothPaths("get", "color.accent")
            expectSame(accent, status: 0)
            #expect(accent.lean.standardOutput == "#059669\n")
            let perApp = try await cli.runBothPaths("get", "typography.titleMedium.weight", "--app", "org.example.Mail")
            expectSame(perApp, status: 0)
            #expect(perApp.lean.standardOutput == "600\n")
            expectSame(try await cli.runBothPaths("get", "color.acent"), status: 1,
                       error: "unknown token key 'color.acent' — did you mean 'color.accent'?")
        }
    }

    @Test func busAddressBeforeOrAfterTheCommandAndWithEquals() async throws {
        try await withDaemon { cli in
            let address = cli.bus.address
            let forms = [
                ["--bus-address", address, "apply", "rose"],
                ["--bus-address=\(address)", "apply", "rose"],
                ["apply", "--bus-address=\(address)", "rose"],
                ["apply", "rose", "--bus-address", "unix:path=/nonexistent/bus", "--bus-address", address],
            ]
            for arguments in forms {
                expectSame(try await runBothPaths(arguments), status: 0)
            }
        }
    }

    @Test func badValuesAndUnknownOptionsAreUsageErrors() async throws {
        try await withDaemon { cli in
            expectSame(try await cli.runBothPaths("scheme", "dusk"), status: 64,
                       error: "invalid scheme 'dusk': use system, light or dark\n")
            expectSame(try await cli.runBothPaths("apply", "sunset", "--json"), status: 64,
                       error: "Unknown option '--json'\n")
            expectSame(try await cli.runBothPaths("apply"), status: 64, error: "Missing expected argument '<theme>'\n")
            let help = try await cli.runBothPaths("get", "--help")
            expectSame(help, status: 0)
            #expect(help.lean.standardOutput.contains("USAGE: themeswitch get <token-key>"))
        }
    }

    @Test func noDaemonAndNoBusFailAlike() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        for arguments in [["apply", "sunset"], ["scheme", "dark"], ["get", "color.accent"]] {
            expectSame(try await runBothPaths(arguments + ["--bus-address", bus.address]), status: 69,
                       error: "the theme daemon is not running on the bus at '\(bus.address)'; "
                           + "start it with 'systemctl --user start themeswitchd' (or run 'themeswitchd &')\n")
            expectSame(try await runBothPaths(arguments + ["--bus-address", "unix:path=/nonexistent/bus"]), status: 69,
                       error: "cannot connect to the bus at 'unix:path=/nonexistent/bus' (")
        }
    }
}

/// One command line run once on each path.
struct BothPaths {
    let lean: CommandResult
    let full: CommandResult
}

extension CLIFixture {
    /// Runs `themeswitch` with `arguments` and `--bus-address` of this bus, on each path.
    func runBothPaths(_ arguments: String...) async throws -> BothPaths {
        try await CLITests.runBothPaths(arguments + ["--bus-address", bus.address])
    }
}

/// Runs `themeswitch` with `arguments` on the lean path, then with `THEMESWITCH_ARGUMENT_PARSER=1`.
func runBothPaths(_ arguments: [String]) async throws -> BothPaths {
    BothPaths(lean: try await themeswitch(arguments),
              full: try await themeswitch(arguments, environment: ["THEMESWITCH_ARGUMENT_PARSER": "1"]))
}

/// Expects both paths to have given the same status, output and errors, the status `status`,
/// and standard error starting with `error`.
func expectSame(_ result: BothPaths, status: Int32, error: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.lean.status == status, sourceLocation: sourceLocation)
    #expect(result.lean.standardError.hasPrefix(error), sourceLocation: sourceLocation)
    #expect(result.lean.status == result.full.status, sourceLocation: sourceLocation)
    #expect(result.lean.standardOutput == result.full.standardOutput, sourceLocation: sourceLocation)
    #expect(result.lean.standardError == result.full.standardError, sourceLocation: sourceLocation)
}

/// How many threads `themeswitch arguments` started (`clone`/`clone3` calls seen by strace).
func threadsStarted(by arguments: [String], in cli: CLIFixture, environment: [String: String] = [:]) async throws -> Int {
    let trace = cli.bus.root.appendingPathComponent("strace-\(UUID().uuidString)").path
    let result = try await runCommand(
        "strace", ["-f", "-qq", "-e", "trace=clone,clone3", "-o", trace, builtExecutable("themeswitch")] + arguments,
        environment: environment)
    #expect(result.status == 0, "\(arguments): \(result.standardError)")
    return try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").count { $0.contains("clone") }
}

/// The front prints `get`'s value from the reply's bytes (`TokenReply`), `themeswitch-cli` from a
/// decoded `TokenValue`: both must print every token of a set the same.
@Suite("themeswitch get: the front and themeswitch-cli", .timeLimit(.minutes(3)))
struct FrontGetTests {
    @Test func everyTokenPrintsTheSameOnBothPaths() async throws {
        try await withDaemon { cli in
            // A wallpaper preset and an app's override, so that every kind of token is there.
            #expect(try await cli.run("wallpaper", "set", "cats").status == 0)
            #expect(try await cli.run("override", "set", "shape.medium", "7", "--app", "org.example.Mail").status == 0)
            for app in [[], ["--app", "org.example.Mail"]] {
                let json = try await themeswitch(["tokens", "--format", "json", "--bus-address", cli.bus.address] + app)
                let keys = try #require(try parseJSON(json.standardOutput) as? [String: Any]).keys.sorted()
                #expect(keys.count > 400)
                for key in keys {
                    let result = try await runBothPaths(["get", key] + app + ["--bus-address", cli.bus.address])
                    expectSame(result, status: 0)
                    #expect(!result.lean.standardOutput.isEmpty, "\(key)")
                }
            }
        }
    }
}
