import DBus
import ThemeCore

/// The wallpaper methods of `org.themeswitch.Theme1` (issue 12 §5, docs/dbus-api.md, "Wallpapers").
/// A change is published like any other: `ThemeChanged` with the new `wallpaper.*` tokens.
extension ThemeService {
    static func wallpaperMethods(_ provider: Provider) -> [Method] {
        [
            Method("SetWallpaper", inputs: [Argument("changes", "a{sv}")]) { call in
                try await provider.setWallpaper(try WallpaperRequest(call.arguments[0]))
                return []
            },
            Method("ClearWallpaper") { _ in
                try await provider.clearWallpaper()
                return []
            },
            Method("ListWallpapers", outputs: [Argument("presets", "a(ssssb)")]) { _ in
                [.array(element: "(ssssb)", await provider.wallpaperPresets().map { info in
                    .structure([.string(info.preset.rawValue), .string(info.preset.summary), .string(info.background.hex),
                                .string(info.tint.hex), .bool(info.isDefault)])
                })]
            },
        ]
    }
}
