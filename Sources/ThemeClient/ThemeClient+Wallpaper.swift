import DBus

/// Wallpapers (issue 12 §5; docs/dbus-api.md, "Wallpapers"). The chosen wallpaper is published
/// in every token set as `wallpaper.*`.
extension ThemeClient {
    /// One preset as `ListWallpapers` returns it.
    public struct WallpaperPreset: Sendable, Hashable {
        public let name: String
        public let summary: String
        /// `color.background` under the pattern in the theme and scheme shown now, `#RRGGBB`.
        public let background: String
        /// The pattern's color in the theme and scheme shown now.
        public let tint: String
        /// Whether this is the preset chosen when none is named (`school`).
        public let isDefault: Bool
    }

    /// The six presets in order.
    public func wallpapers() async throws(ThemeClientError) -> [WallpaperPreset] {
        let reply = try await call("ListWallpapers", signature: "a(ssssb)")
        return (reply.arguments.first?.array ?? []).compactMap { entry in
            guard let fields = entry.structure, fields.count == 5, let name = fields[0].string, let summary = fields[1].string,
                  let background = fields[2].string, let tint = fields[3].string, case .bool(let isDefault) = fields[4] else { return nil }
            return WallpaperPreset(name: name, summary: summary, background: background, tint: tint, isDefault: isDefault)
        }
    }

    /// Changes the wallpaper: at most one of a preset (`""`: the default), a pattern (a preset's
    /// tile, the palette untinted), a gradient (`linear`, `radial`, `angular` with 2–8 `colors` and
    /// an `angle` in degrees) or an image (an absolute path the daemon copies), and/or the intensity
    /// and blur (0–1). Nil leaves a part as it is. With an image, `dynamic` makes the theme take its
    /// colors from it, in `style` (default `tonal-spot`) from candidate `pick` (default 1, the best;
    /// issue 22). `scale` (0.5–2) and `scaleType` (`fill`, `fit`, `repeat`) say how apps draw it
    /// (issue 25 §3). With `app` (and `context`), the change is that app's (context's) own wallpaper.
    public func setWallpaper(preset: String? = nil, pattern: String? = nil, gradient: String? = nil, colors: [String]? = nil,
                             angle: Double? = nil, image: String? = nil, intensity: Double? = nil, blur: Double? = nil,
                             dynamic: Bool? = nil, style: String? = nil, pick: UInt32? = nil, scale: Double? = nil,
                             scaleType: String? = nil, app: String? = nil, context: String? = nil) async throws(ThemeClientError) {
        var entries: [DictionaryEntry] = []
        func add(_ key: String, _ value: Value?) {
            if let value { entries.append(DictionaryEntry(.string(key), .variant(value))) }
        }
        add("preset", preset.map(Value.string))
        add("pattern", pattern.map(Value.string))
        add("gradient", gradient.map(Value.string))
        add("colors", colors.map { .array(element: "s", $0.map(Value.string)) })
        add("angle", angle.map(Value.double))
        add("image", image.map(Value.string))
        add("intensity", intensity.map(Value.double))
        add("blur", blur.map(Value.double))
        add("dynamic", dynamic.map(Value.bool))
        add("style", style.map(Value.string))
        add("pick", pick.map(Value.uint32))
        add("scale", scale.map(Value.double))
        add("scale-type", scaleType.map(Value.string))
        add("app", app.map(Value.string))
        add("context", context.map(Value.string))
        _ = try await call("SetWallpaper", [.dictionary(key: "s", value: "v", entries)])
    }

    /// Removes the wallpaper; with an app (and a context), that scope's own wallpaper, so it
    /// shows the one below again.
    public func clearWallpaper(app: String = "", context: String = "") async throws(ThemeClientError) {
        if app.isEmpty, context.isEmpty {
            _ = try await call("ClearWallpaper")
        } else {
            _ = try await call("ClearAppWallpaper", [.string(app), .string(context)])
        }
    }

    /// Shows a preset (or `none`: no wallpaper; `current`: the chosen one) instead of the chosen
    /// wallpaper for `seconds` (1–3600), over the theme shown now, until ``endPreview()``, a
    /// wallpaper is chosen, or this client closes. Nothing is persisted.
    public func previewWallpaper(_ preset: String, seconds: UInt32) async throws(ThemeClientError) {
        _ = try await call("PreviewWallpaper", [.string(preset), .uint32(seconds)])
    }

    /// One app's (or app context's) own wallpaper, as `ListAppWallpapers` returns it.
    public struct AppWallpaper: Sendable {
        public let app: String
        /// `""`: the whole app.
        public let context: String
        /// The `wallpaper.*` tokens of the scope's set.
        public let tokens: ThemeTokens
    }

    /// Every app and app context with a wallpaper of its own, in order.
    public func appWallpapers() async throws(ThemeClientError) -> [AppWallpaper] {
        let reply = try await call("ListAppWallpapers", signature: "a(ssa{sv})")
        var result: [AppWallpaper] = []
        for entry in reply.arguments.first?.array ?? [] {
            guard let fields = entry.structure, fields.count == 3, let app = fields[0].string, let context = fields[1].string
            else { continue }
            result.append(AppWallpaper(app: app, context: context, tokens: ThemeTokens(try TokenWire.tokenSet(fields[2]))))
        }
        return result
    }
}
