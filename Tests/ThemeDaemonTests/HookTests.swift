import Foundation
import Glibc
import Testing
import TestSupport
import ThemeContract
@testable import ThemeDaemon

/// Hooks in hooks.d and darkman's directories (issue 13 §4).
@Suite(.timeLimit(.minutes(1))) struct HookTests {

    private func lines(_ url: URL) -> [String] {
        (contents(url) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func hooksGetTheChangeInTheirEnvironmentAndTheirOutputIsLoggedWithTheirName() async throws {
        try await withFollowingDaemon(prepare: { paths in
            try writeScript("""
                printf '%s %s %s %s\\n' "$THEMESWITCH_THEME" "$THEMESWITCH_SCHEME" "$THEMESWITCH_SERIAL" "$THEMESWITCH_SNAPSHOT" >> "$HOME/record.txt"
                echo "switched to $THEMESWITCH_THEME"
                echo "a warning" >&2
                """, at: paths.hooksDirectory.appendingPathComponent("record"))
        }) { fixture in
            let record = fixture.bus.root.appendingPathComponent("record.txt")
            try await fixture.call("SetColorScheme", [.string("dark")])
            try await fixture.call("Apply", [.string("forest")])
            let snapshot = await fixture.daemon.provider.snapshot
            let snapshotPath = fixture.bus.root.appendingPathComponent("runtime").appendingPathComponent(TokenSnapshotFile.relativePath).path
            #expect(await eventually { lines(record).last == "forest dark \(snapshot.serial) \(snapshotPath)" })
            #expect(await eventually { !fixture.log.matching("hook hooks.d/record: switched to forest").isEmpty })
            #expect(!fixture.log.matching("hook hooks.d/record: a warning").isEmpty)
        }
    }

    @Test func darkmanDirectoriesRunOnSchemeChangesOnly() async throws {
        try await withFollowingDaemon(prepare: { paths in
            for scheme in ["dark", "light"] {
                try writeScript("echo \(scheme) >> \"$HOME/darkman.txt\"", at: paths.dataHome.appendingPathComponent("\(scheme)-mode.d/switch"))
            }
        }) { fixture in
            let record = fixture.bus.root.appendingPathComponent("darkman.txt")
            try await fixture.call("SetColorScheme", [.string("light")])
            try await fixture.call("SetColorScheme", [.string("dark")])
            #expect(await eventually { lines(record).last == "dark" })
            let count = lines(record).count
            try await fixture.call("Apply", [.string("rose")])
            try await fixture.call("SetColorScheme", [.string("light")])
            #expect(await eventually { lines(record).last == "light" })
            #expect(lines(record).count == count + 1, "a theme change without a scheme change ran a darkman script: \(lines(record))")
        }
    }

    @Test func aHookThatIsNotExecutableIsReportedOnceAndTheOthersRun() async throws {
        try await withFollowingDaemon(prepare: { paths in
            try writeScript("echo ran >> \"$HOME/plain.txt\"", at: paths.hooksDirectory.appendingPathComponent("plain"), mode: 0o644)
            try writeScript("echo ran >> \"$HOME/record.txt\"", at: paths.hooksDirectory.appendingPathComponent("record"))
        }) { fixture in
            let record = fixture.bus.root.appendingPathComponent("record.txt")
            for theme in ["forest", "rose", "sunset"] {
                let before = lines(record).count
                try await fixture.call("Apply", [.string(theme)])
                #expect(await eventually { lines(record).count == before + 1 })
            }
            let plain = fixture.paths.hooksDirectory.appendingPathComponent("plain").path
            let reports = fixture.log.matching("hook \(plain) is not executable and does not run; make it executable (chmod +x) or remove it")
            #expect(reports.count == 1, "\(fixture.log.all)")
            #expect(!FileManager.default.fileExists(atPath: fixture.bus.root.appendingPathComponent("plain.txt").path))
        }
    }

    /// A hook that hangs holds up neither the publish, nor the next change's outputs and hooks;
    /// it is killed with its children after the configured timeout. The timeout leaves a loaded
    /// machine 6 s to show the second change's hooks and outputs before the first kill.
    @Test func aHangingHookIsKilledAfterItsTimeoutAndDelaysNothing() async throws {
        try await withFollowingDaemon(prepare: { paths in
            try FollowFixture.writeConfiguration("hooks:\n  timeout: 6\ntemplates:\n  - builtin: css\n", in: paths)
            try FileManager.default.createDirectory(at: paths.directory, withIntermediateDirectories: true)
            try writeScript("sleep 60 &\necho $! > \"$HOME/sleep.pid\"\nwait", at: paths.hooksDirectory.appendingPathComponent("hang"))
            try writeScript("echo \"$THEMESWITCH_THEME\" >> \"$HOME/record.txt\"", at: paths.hooksDirectory.appendingPathComponent("record"))
        }) { fixture in
            let record = fixture.bus.root.appendingPathComponent("record.txt")
            let css = fixture.configHome.appendingPathComponent("themeswitch/tokens.css")
            try await fixture.call("Apply", [.string("forest")])
            try await fixture.call("Apply", [.string("lavender")])
            // Each change's hooks run on a task of their own, so the two records may come in either order.
            #expect(await eventually { Set(lines(record).suffix(2)) == ["forest", "lavender"] })
            #expect(await eventually { contents(css)?.contains("--color-accent: #9333EA") == true || contents(css)?.contains("--color-accent: #C084FC") == true })
            let killed = "hooks.d/hang did not finish within 6.0 seconds and was killed"
            #expect(fixture.log.matching(killed).isEmpty, "the hooks and outputs of the second change waited for the hanging hook")
            #expect(await eventually(within: .seconds(20)) { fixture.log.matching(killed).count >= 2 })
            let pid = Int32((contents(fixture.bus.root.appendingPathComponent("sleep.pid")) ?? "").trimmingCharacters(in: .whitespacesAndNewlines))
            #expect(pid != nil)
            if let pid { #expect(await eventually { kill(pid, 0) != 0 }, "the hook's child outlived it") }
        }
    }
}
