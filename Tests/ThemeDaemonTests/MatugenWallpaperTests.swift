import DBus
import Foundation
import Testing
import TestSupport
import ThemeConfiguration
import ThemeCore
@testable import ThemeDaemon
import ThemeTemplates

/// An `engine: matugen` template under a wallpaper that gives the theme its colors (issue 40 §3):
/// the daemon renders Material's roles from the wallpaper's own source color and style, as the
/// dynamic-color engine made them in the chosen style (vibrant here), not from the token table's
/// tonal-spot scheme of the accent used for other themes.
@Suite(.timeLimit(.minutes(2))) struct MatugenWallpaperTests {
    @Test func aMatugenTemplateTakesItsRolesFromTheWallpapersSourceColor() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("matugen-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        try await withFollowingDaemon(prepare: { paths in
            let template = paths.directory.appendingPathComponent("templates/roles.txt")
            try FileManager.default.createDirectory(at: template.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{{colors.secondary.default.hex}} {{colors.tertiary_container.light.hex}}\n".utf8).write(to: template)
            try FollowFixture.writeConfiguration(
                "templates:\n  - template: templates/roles.txt\n    engine: matugen\n    output: \(output.path)\n", in: paths)
        }) { fixture in
            try await fixture.call("SetColorScheme", [.string("light")])
            let image = fixture.bus.root.appendingPathComponent("lake.jpg").path
            let made = try await runCommand("convert", ["-size", "960x540", "xc:#1565C0", "-fill", "#EF6C00", "-draw", "rectangle 0,0 300,540", image],
                                            timeout: .seconds(60))
            try #require(made.status == 0, "\(made.standardError)")
            try await fixture.call("SetWallpaper", [.dictionary(key: "s", value: "v", [
                DictionaryEntry(.string("dynamic"), .variant(.bool(true))), DictionaryEntry(.string("image"), .variant(.string(image))),
                DictionaryEntry(.string("style"), .variant(.string("vibrant"))),
            ])])
            let snapshot = await fixture.daemon.provider.snapshot
            let colors = try #require(snapshot.dynamicColors, "the wallpaper gives no dynamic colors")
            let roles = MaterialScheme(dynamic: DynamicTheme(source: colors.source, style: colors.style), scheme: .light).colors
            let expected = "\(roles["secondary"]?.hex ?? "") \(roles["tertiary_container"]?.hex ?? "")\n"
            // The token table's route gives other roles for the same theme: the two are told apart.
            let fromTokens = MaterialScheme(tokens: snapshot.bothSchemes, scheme: .light).colors
            #expect(fromTokens["tertiary_container"] != roles["tertiary_container"] || fromTokens["secondary"] != roles["secondary"])
            #expect(await eventually { contents(output)?.lowercased() == expected.lowercased() }, "\(contents(output) ?? "nothing"), wanted \(expected)")
        }
    }
}
