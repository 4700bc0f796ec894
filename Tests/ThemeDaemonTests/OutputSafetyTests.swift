import Foundation
import Glibc
import Testing
import TestSupport
@testable import ThemeConfiguration
import ThemeContract
import ThemeTemplates
@testable import ThemeDaemon

/// No file the user wrote is lost at an output path (issue 43): a file that is not ours is moved
/// aside once and recorded for `themeswitch status`; a symlink is written through only into a
/// directory that exists; nothing is made outside the documented paths.
@Suite(.timeLimit(.minutes(1))) struct OutputSafetyTests {
    private func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    private func bytes(_ url: URL) -> [UInt8]? { FileManager.default.contents(atPath: url.path).map(Array.init) }

    private func record(_ fixture: FollowFixture) -> OutputRecordFile {
        OutputRecord.read(fixture.paths.stateDirectory.appendingPathComponent(OutputRecordFile.name)) ?? OutputRecordFile()
    }

    private func asides(of url: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)) ?? []
        return names.filter { $0.hasPrefix(url.lastPathComponent + ".before-themeswitch-") }.sorted()
            .map { url.deletingLastPathComponent().appendingPathComponent($0) }
    }

    /// lf's own colors file, which the built-in `lf` template writes: the user's (with a Latin-1
    /// byte) is moved aside byte for byte on the first change and listed; later changes replace
    /// our own file without moving anything again.
    @Test func aUsersFileAtABuiltInOutputIsMovedAsideOnceAndRecorded() async throws {
        let original: [UInt8] = Array("# my lf colors caf".utf8) + [0xE9] + Array("\ndi 01;34\n".utf8)
        try await withFollowingDaemon(prepare: { paths in
            try write(original, to: paths.configHome.appendingPathComponent("lf/colors"))
            try FollowFixture.writeConfiguration("templates:\n  - builtin: lf\n", in: paths)
        }) { fixture in
            let colors = fixture.configHome.appendingPathComponent("lf/colors")
            #expect(await eventually { contents(colors)?.hasPrefix("# Themeswitch:") == true })
            let moved = asides(of: colors)
            try #require(moved.count == 1, "\(moved)")
            #expect(bytes(moved[0]) == original)
            let record = record(fixture)
            #expect(record.movedAside.map(\.path) == [colors.path] && record.movedAside.first?.movedTo == moved[0].path
                    && record.movedAside.first?.by == "template lf", "\(record)")
            #expect(!fixture.log.matching("moved it aside to \(moved[0].path)").isEmpty, "\(fixture.log.all)")
            // The user is told where it went: `themeswitch status`, and its JSON read by jq.
            let status = try await runCommand(builtExecutable("themeswitch"), ["status"], environment: fixture.bus.environment)
            #expect(status.status == 0 && status.standardOutput.contains("moved aside: \(colors.path) → \(moved[0].path) (")
                    && status.standardOutput.hasSuffix(", for template lf)\n"), "\(status)")
            let json = try await runCommand(builtExecutable("themeswitch"), ["status", "--json"], environment: fixture.bus.environment)
            let movedTo = try await runCommand("jq", ["-r", ".movedAside[0].movedTo, (.findings | length)"], input: json.standardOutput)
            #expect(movedTo.standardOutput == "\(moved[0].path)\n0\n", "\(json) \(movedTo)")
            try await fixture.call("Apply", [.string("forest")])
            #expect(await eventually { contents(colors)?.contains("light") == true || contents(colors)?.contains("dark") == true })
            try await fixture.call("SetColorScheme", [.string("dark")])
            #expect(await eventually { contents(colors)?.hasPrefix("# Themeswitch: dark") == true })
            #expect(asides(of: colors).count == 1)
        }
    }

    /// A user's own template without a header: its output is known as ours by what was written
    /// there (not moved aside on the next change); when the user edits that output by hand, the
    /// edit is moved aside, not overwritten.
    @Test func anOutputWithoutAHeaderIsOursByItsContentAndAUsersEditOfItIsKept() async throws {
        try await withFollowingDaemon(prepare: { paths in
            try write(Array("accent={{color.accent}}\n".utf8), to: paths.directory.appendingPathComponent("plain.tmpl"))
            try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent("out"), withIntermediateDirectories: true)
            try FollowFixture.writeConfiguration("templates:\n  - template: plain.tmpl\n    output: out/plain.conf\n", in: paths)
        }) { fixture in
            let output = fixture.configHome.appendingPathComponent("out/plain.conf")
            try await fixture.call("SetColorScheme", [.string("light")])
            #expect(await eventually { contents(output) == "accent=#2596BE\n" })
            try await fixture.call("SetColorScheme", [.string("dark")])
            #expect(await eventually { contents(output) == "accent=#3DAED4\n" })
            #expect(asides(of: output).isEmpty)
            try Data("accent=#123456 # mine\n".utf8).write(to: output)
            try await fixture.call("SetColorScheme", [.string("light")])
            #expect(await eventually { contents(output) == "accent=#2596BE\n" })
            #expect(asides(of: output).map { contents($0) } == ["accent=#123456 # mine\n"])
        }
    }

    /// Symlinks at output paths, as a dotfiles repository makes them: one into a repository not
    /// cloned yet (its directory missing) is a finding and nothing is made; one to a missing file
    /// in an existing directory is written through; one to the user's own file is moved aside
    /// itself, the file it points to untouched.
    @Test func symlinksAreWrittenThroughOnlyIntoDirectoriesThatExistAndNeverOverAUsersFile() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dotfiles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let missingRepository = root.appendingPathComponent("not-cloned/kitty")
        let repository = root.appendingPathComponent("repo")
        let usersFile = repository.appendingPathComponent("tmux-colors.conf")
        try write(Array("set -g status-style bg=red # mine\n".utf8), to: usersFile)
        try await withFollowingDaemon(prepare: { paths in
            for (name, target) in [("kitty/themeswitch.conf", missingRepository.appendingPathComponent("themeswitch.conf")),
                                   ("foot/themeswitch.ini", repository.appendingPathComponent("foot.ini")),
                                   ("tmux/themeswitch.conf", usersFile)] {
                let link = paths.configHome.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
            }
            try FollowFixture.writeConfiguration("templates:\n  - builtin: kitty\n  - builtin: foot\n  - builtin: tmux\n", in: paths)
        }) { fixture in
            let foot = repository.appendingPathComponent("foot.ini")
            #expect(await eventually { contents(foot)?.hasPrefix("# Themeswitch:") == true })
            let tmux = fixture.configHome.appendingPathComponent("tmux/themeswitch.conf")
            #expect(await eventually { contents(tmux)?.hasPrefix("# Themeswitch:") == true })
            #expect(contents(usersFile) == "set -g status-style bg=red # mine\n")
            let movedLink = try #require(asides(of: tmux).first)
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: movedLink.path)) == usersFile.path)
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: fixture.configHome.appendingPathComponent("foot/themeswitch.ini").path)) == foot.path)
            #expect(await eventually { record(fixture).findings["template kitty → \(fixture.configHome.path)/kitty/themeswitch.conf"] != nil })
            let finding = record(fixture).findings.values.first { $0.contains("kitty") } ?? ""
            #expect(finding.contains("is a symbolic link to \(missingRepository.path)/themeswitch.conf, whose directory \(missingRepository.path) does not exist"), "\(finding)")
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("not-cloned").path))
            let status = try await runCommand(builtExecutable("themeswitch"), ["status"], environment: fixture.bus.environment)
            #expect(status.standardOutput.hasPrefix("not followed: template kitty → \(fixture.configHome.path)/kitty/themeswitch.conf: template kitty: not written to "), "\(status)")

            // Once the repository is there, the next change writes through the link and the finding goes.
            try FileManager.default.createDirectory(at: missingRepository, withIntermediateDirectories: true)
            try await fixture.call("Apply", [.string("forest")])
            #expect(await eventually { contents(missingRepository.appendingPathComponent("themeswitch.conf"))?.hasPrefix("# Themeswitch:") == true })
            #expect(await eventually { record(fixture).findings.isEmpty }, "\(record(fixture))")
        }
    }

    /// config.yaml as a symlink into a dotfiles directory: an edit of the file it points to is
    /// picked up by the running daemon.
    @Test func anEditOfTheFileASymlinkedConfigPointsToIsFollowed() async throws {
        let dotfiles = FileManager.default.temporaryDirectory.appendingPathComponent("dotfiles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dotfiles) }
        let target = dotfiles.appendingPathComponent("themeswitch/config.yaml")
        try write(Array("hooks:\n  timeout: 5\n".utf8), to: target)
        try await withFollowingDaemon(prepare: { paths in
            try FileManager.default.createDirectory(at: paths.directory, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: paths.configFile.path, withDestinationPath: target.path)
            try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent("out"), withIntermediateDirectories: true)
        }) { fixture in
            // Edited in place, as `>>` or an editor writing the file itself does.
            let handle = try FileHandle(forWritingTo: target)
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("templates:\n  - builtin: css\n    output: out/tokens.css\n".utf8))
            try handle.close()
            let output = fixture.configHome.appendingPathComponent("out/tokens.css")
            #expect(await eventually { contents(output) != nil }, "\(fixture.log.all)")
        }
    }

    /// Every built-in template, its output at a file of the user's (each of six kinds in turn:
    /// UTF-8, Latin-1, CRLF without a final newline, hard-linked into a dotfiles directory, a
    /// symlink to a file there, a dangling symlink into a repository not cloned yet): after a
    /// scheme, a theme and a scheme change, every file of the user's is byte for byte where it was
    /// or moved aside beside its output, the dotfiles directory holds exactly what it held, and
    /// nothing was made outside the documented paths.
    @Test func everyBuiltInTemplateKeepsEveryKindOfUsersFileAtItsOutput() async throws {
        let dotfiles = FileManager.default.temporaryDirectory.appendingPathComponent("dotfiles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dotfiles) }
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let templates = BuiltInTemplate.allCases
        func output(_ template: BuiltInTemplate, in paths: ConfigurationPaths) -> URL {
            paths.configHome.appendingPathComponent("programs/\(template.rawValue)/config")
        }
        var before: [String: FileTreeEntry] = [:]
        var root = URL(fileURLWithPath: "/")
        try await withFollowingDaemon(prepare: { paths in
            for (index, template) in templates.enumerated() {
                let path = output(template, in: paths)
                try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
                let mine = Array("# my \(template.rawValue) settings\nkey = value\n".utf8)
                switch index % 6 {
                case 0: try write(mine, to: path)
                case 1: try write(Array("# r".utf8) + [0xE9] + Array("glages \(template.rawValue)\n".utf8), to: path)
                case 2: try write(Array("# mine\r\nkey = \(template.rawValue)".utf8), to: path)
                case 3:
                    let shared = dotfiles.appendingPathComponent("hard-\(template.rawValue)")
                    try write(mine, to: shared)
                    #expect(link(shared.path, path.path) == 0)
                case 4:
                    let file = dotfiles.appendingPathComponent("\(template.rawValue).conf")
                    try write(mine, to: file)
                    try FileManager.default.createSymbolicLink(atPath: path.path, withDestinationPath: file.path)
                default:
                    try FileManager.default.createSymbolicLink(
                        atPath: path.path, withDestinationPath: dotfiles.appendingPathComponent("not-cloned/\(template.rawValue)/config").path)
                }
            }
            try FollowFixture.writeConfiguration(
                "templates:\n" + templates.map { "  - builtin: \($0.rawValue)\n    output: programs/\($0.rawValue)/config\n" }.joined(), in: paths)
            root = paths.home
            before = FileTreeEntry.entries(below: paths.home).merging(FileTreeEntry.entries(below: dotfiles)) { first, _ in first }
        }) { fixture in
            try await fixture.call("SetColorScheme", [.string("light")])
            try await fixture.call("Apply", [.string("forest")])
            try await fixture.call("SetColorScheme", [.string("dark")])
            let written = templates.enumerated().filter { $0.offset % 6 != 5 }.map { output($0.element, in: fixture.paths) }
            #expect(await eventually(within: .seconds(30)) {
                written.allSatisfy { contents($0)?.lowercased().contains("dark") == true }
                    && templates.enumerated().filter { $0.offset % 6 == 5 }.allSatisfy { template in
                        record(fixture).findings.keys.contains { $0.hasPrefix("template \(template.element.rawValue) ") }
                    }
            }, "\(record(fixture)) \(fixture.log.all.suffix(20))")
            let after = FileTreeEntry.entries(below: root).merging(FileTreeEntry.entries(below: dotfiles)) { first, _ in first }
            let moved = record(fixture).movedAside
            #expect(moved.count == written.count, "\(moved)")
            for (path, entry) in before {
                if after[path] == entry { continue }
                // Changed or gone: it must be an output path whose user file was moved aside intact.
                let aside = moved.first { $0.path == path }
                #expect(aside.map { after[$0.movedTo] } == entry, "\(path): \(entry) is not kept (\(String(describing: aside)))")
            }
            let state = fixture.paths.stateDirectory.path
            let own = fixture.paths.directory.path
            let runtime = fixture.bus.environment["XDG_RUNTIME_DIR"] ?? "/nonexistent"
            let data = fixture.paths.dataHome.appendingPathComponent("themeswitch").path
            for path in after.keys where before[path] == nil {
                let documented = [state, own, runtime, data].contains { path == $0 || path.hasPrefix($0 + "/") }
                    || written.contains { $0.path == path } || moved.contains { $0.movedTo == path }
                    || path == fixture.paths.stateDirectory.deletingLastPathComponent().path
                #expect(documented, "\(path) was made outside the documented paths")
            }
            #expect(!FileManager.default.fileExists(atPath: dotfiles.appendingPathComponent("not-cloned").path))
        }
    }
}
