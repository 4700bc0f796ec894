import DBus
import ThemeContract
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
            Method("ClearAppWallpaper", inputs: [Argument("app_id", "s"), Argument("context", "s")]) { call in
                try await provider.clearWallpaper(appID: try string(call, 0, "app id"), context: try string(call, 1, "context"))
                return []
            },
            Method("ListAppWallpapers", outputs: [Argument("wallpapers", "a(ssa{sv})")]) { _ in
                [.array(element: "(ssa{sv})", await provider.appWallpapers().map { entry in
                    .structure([.string(entry.scope.appID), .string(entry.scope.context), TokenCodec.dictionary(entry.tokens)])
                })]
            },
            Method("PreviewWallpaper", inputs: [Argument("preset", "s"), Argument("seconds", "u")]) { call in
                let number = try await provider.startPreview(wallpaper: try string(call, 0, "preset"), seconds: call.arguments[1].uint32 ?? 0)
                if let caller = call.sender {
                    await provider.watchCaller(of: number, with: endPreview(number, whenLeaving: caller, call.connection, provider))
                }
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
