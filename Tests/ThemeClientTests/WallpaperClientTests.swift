import Foundation
import Testing
import TestSupport
import ThemeClient
import ThemeCore

/// Wallpapers and style parameters through `ThemeClient` (issue 12 §5–6): the calls, and the
/// text and flag tokens arriving the same on the lean path (the snapshot file) and from `GetTokens`.
@Suite(.timeLimit(.minutes(1))) struct WallpaperClientTests {
    @Test func wallpaperAndFlagTokensReachAFollowingClient() async throws {
        try await withDaemon { fixture in
            let updates = Collector(fixture.client.updates())
            try await updates.wait("the current state") { $0.count == 1 }
            try await fixture.client.setWallpaper(gradient: "linear", colors: ["#102030", "#405060"], angle: 30, blur: 0.5)
            try await fixture.client.setOverride("component.bubble.tail", value: "off")
            try await updates.wait("both changes") { $0.count == 3 }
            let latest = try #require(updates.elements.last)
            #expect(latest.tokens.text("wallpaper.kind") == "gradient")
            #expect(latest.tokens.text("wallpaper.colors") == "#102030,#405060")
            #expect(latest.tokens.dimension("wallpaper.gradient.angle") == 30)
            #expect(latest.tokens.dimension("wallpaper.blur") == 0.5)
            #expect(latest.tokens.flag("component.bubble.tail") == false)
            #expect(latest.tokens.text("wallpaper.image") == "")
            // The lean path's file and the method call give the same set.
            #expect(try await fixture.client.current() == latest)

            let presets = try await fixture.client.wallpapers()
            #expect(presets.map(\.name) == WallpaperPreset.allCases.map(\.rawValue))
            #expect(presets.filter(\.isDefault).map(\.name) == ["school"])
            try await fixture.client.clearWallpaper()
            #expect(try await fixture.client.current().tokens.text("wallpaper.kind") == "none")
        }
    }
}
