import DBus
import ImageDecoding
import ThemeCore

/// One preset as `ListWallpapers` returns it, with the colors it gives the theme shown now.
public struct WallpaperPresetInfo: Sendable {
    /// The preset.
    public let preset: WallpaperPreset
    /// `color.background` under the pattern in the current theme and resolved scheme.
    public let background: RGBAColor
    /// The pattern's color in the current theme and resolved scheme.
    public let tint: RGBAColor
    /// Whether it is the preset chosen when none is named (``WallpaperPreset/default``).
    public let isDefault: Bool
}

/// Wallpaper requests (issue 12 §5): each checks everything first, so a bad one changes no
/// setting and no file, then goes through the provider's one commit path (persist, then publish).
extension Provider {
    /// Where copied images are kept; requests for an image fail without it.
    public func useWallpaperImages(_ images: WallpaperImages) {
        wallpaperImages = images
    }

    /// Applies a `SetWallpaper` request: a new source (preset, pattern, gradient or image) and/or a
    /// new intensity, blur, scale or scale type, for everyone or (with an app, and a context) for one
    /// app's own set. A new kind of wallpaper starts at its kind's intensity and blur (seed 003's 0.7
    /// and 0.8 for a pattern, gradient or image) unless the request gives them. An image is copied
    /// before the settings are saved and removed again when saving fails; a copy no wallpaper names any more is removed.
    public func setWallpaper(_ request: WallpaperRequest) throws {
        let scope = try OverrideScope(appID: request.app ?? "", context: request.context ?? "")
        var next = settings
        let sources = [request.preset, request.pattern, request.gradient, request.image].compactMap { $0 }
        guard !sources.isEmpty || request.intensity != nil || request.blur != nil || request.scale != nil || request.scaleType != nil else {
            throw ThemeRequestError.invalidArgument("SetWallpaper needs at least one of preset, pattern, gradient, image, intensity, blur, scale, scale-type")
        }
        guard sources.count <= 1 else {
            throw ThemeRequestError.invalidArgument("a wallpaper is one of a preset, a pattern, a gradient or an image; \(sources.count) were given")
        }
        if request.gradient == nil, request.colors != nil || request.angle != nil {
            throw ThemeRequestError.invalidArgument("colors and angle belong to a gradient; give gradient (linear, radial or angular) with them")
        }
        let style = try Self.dynamicStyle(request)
        var wallpaper = settings.wallpaper(in: scope)
        do throws(ValidationProblem) {
            if let scale = request.scale { try wallpaper.setScale(scale) }
            if let scaleType = request.scaleType { wallpaper.scaleType = try WallpaperScaleType.named(scaleType).get() }
            if let preset = request.preset {
                wallpaper.replaceSource(with: .preset(preset.isEmpty ? .default : try WallpaperPreset.named(preset).get()))
            }
            if let pattern = request.pattern {
                wallpaper.replaceSource(with: .pattern(pattern.isEmpty ? .default : try WallpaperPreset.named(pattern).get()))
            }
            if let gradient = request.gradient {
                wallpaper.replaceSource(with: .gradient(try WallpaperGradient.parse(
                    kind: gradient, colors: request.colors ?? [], angle: request.angle ?? 0).get()))
            }
            if let intensity = request.intensity { try wallpaper.setIntensity(intensity) }
            if let blur = request.blur { try wallpaper.setBlur(blur) }
        } catch {
            throw ThemeRequestError.invalidArgument(error.message)
        }
        var copy: WallpaperImages.Copy?
        if let image = request.image {
            guard let wallpaperImages else {
                throw ThemeRequestError.saveFailed("this daemon has no wallpaper directory; nothing was changed")
            }
            let imported = try wallpaperImages.importImage(at: image)
            wallpaper.replaceSource(with: .image(path: imported.path, format: imported.format))
            do throws(ValidationProblem) {
                // Given values win over the new kind's defaults; both were checked above.
                if let intensity = request.intensity { try wallpaper.setIntensity(intensity) }
                if let blur = request.blur { try wallpaper.setBlur(blur) }
            } catch {
                throw ThemeRequestError.invalidArgument(error.message)
            }
            copy = imported
            if let style {
                do {
                    wallpaper.dynamicColors = try Self.dynamicColors(of: imported.path, shown: image, style: style,
                                                                     pick: Int(request.pick ?? 1))
                } catch {
                    if imported.isNew { wallpaperImages.remove(imported.path) }
                    throw error
                }
            }
        }
        if !sources.isEmpty, style == nil { wallpaper.dynamicColors = nil }
        do {
            if scope.isGlobal { next.wallpaper = wallpaper } else { try next.appWallpapers.set(wallpaper, in: scope) }
        } catch {
            if let copy, copy.isNew { wallpaperImages?.remove(copy.path) }
            throw error
        }
        try commitWallpaper(next, copied: copy)
    }

    /// The style of a dynamic request, `nil` for any other; throws `InvalidArgument` for dynamic
    /// without an image, an unknown style, or style or pick without dynamic.
    private static func dynamicStyle(_ request: WallpaperRequest) throws(DBusError) -> DynamicSchemeStyle? {
        guard request.dynamic == true else {
            if request.style != nil || request.pick != nil {
                throw ThemeRequestError.invalidArgument("style and pick belong to dynamic colors; give dynamic (true) and an image with them")
            }
            return nil
        }
        guard request.image != nil else {
            throw ThemeRequestError.invalidArgument("dynamic colors come from an image; give image with dynamic")
        }
        guard let style = DynamicSchemeStyle(rawValue: request.style ?? DynamicSchemeStyle.tonalSpot.rawValue) else {
            let accepted = DynamicSchemeStyle.allCases.map(\.rawValue).joined(separator: ", ")
            throw ThemeRequestError.invalidArgument("unknown style \(ThemeRequestError.quoted(request.style ?? "")); accepted: \(accepted)")
        }
        return style
    }

    /// The colors of the copied image at `path`: its candidate number `pick` (from 1) as the source.
    private static func dynamicColors(of path: String, shown: String, style: DynamicSchemeStyle,
                                      pick: Int) throws(DBusError) -> WallpaperDynamicColors {
        let candidates: [ImageColors.Candidate]
        do {
            let bytes = try ImageFile.read(path)
            candidates = ImageColors(pixels: try ImageDecoder.decode(bytes, name: ThemeRequestError.quoted(shown))).candidates
        } catch {
            throw ThemeRequestError.invalidArgument("\(error.description); nothing was changed")
        }
        guard pick >= 1, pick <= candidates.count else {
            throw ThemeRequestError.invalidArgument("pick \(pick) is out of range: the image has \(candidates.count) candidate colors (1 to \(candidates.count))")
        }
        return WallpaperDynamicColors(source: candidates[pick - 1].color, style: style)
    }

    /// Removes the global wallpaper (no pattern, no tints, intensity and blur back to their
    /// defaults), or with an app (and a context) that scope's own, so it shows the one below again;
    /// `NotFound` when that scope has none.
    public func clearWallpaper(appID: String = "", context: String = "") throws {
        let scope = try OverrideScope(appID: appID, context: context)
        var next = settings
        if scope.isGlobal { next.wallpaper = .none } else { try next.appWallpapers.clear(in: scope) }
        try commitWallpaper(next, copied: nil)
    }

    /// Every app and app context with a wallpaper of its own, in order, with the `wallpaper.*`
    /// tokens of its set (what it shows, over its own background).
    public func appWallpapers() -> [(scope: OverrideScope, tokens: TokenSet)] {
        var sets = AppSets()
        return settings.appWallpapers.scopes.compactMap { scope in
            guard let set = appSet(scope, sharing: &sets) else { return nil }
            return (scope, TokenSet(values: Dictionary(uniqueKeysWithValues: WallpaperTokens.keys.compactMap { key in
                set.tokens[key].map { (key, $0) }
            })))
        }
    }

    /// The presets in order, each with the colors it gives the theme and scheme shown now.
    public func wallpaperPresets() -> [WallpaperPresetInfo] {
        let current = snapshot
        var stack = settings.layers(for: .global)
        return WallpaperPreset.allCases.map { preset in
            stack.wallpaper = Wallpaper(source: .preset(preset))
            let tokens = try? registry.tokens(themeID: current.themeID, stack: stack, scheme: current.resolvedScheme,
                                              accessibility: settings.accessibility.flags)
            let table = preset.palette(current.resolvedScheme)
            return WallpaperPresetInfo(preset: preset, background: tokens?.color(WallpaperTokens.background) ?? table.background,
                                       tint: tokens?.color(WallpaperTokens.tint) ?? table.tint, isDefault: preset == .default)
        }
    }

    /// Commits a wallpaper change; takes back an image this request copied when saving fails,
    /// and removes each image no wallpaper names any more once the change is saved.
    private func commitWallpaper(_ next: Settings, copied: WallpaperImages.Copy?) throws {
        let old = settings.wallpaperImagePaths
        do {
            try commit(next)
        } catch {
            if let copied, copied.isNew { wallpaperImages?.remove(copied.path) }
            throw error
        }
        for path in old.subtracting(settings.wallpaperImagePaths) { wallpaperImages?.remove(path) }
    }
}
