import ThemeCore

extension Settings {
    /// The layers that apply in `scope`: the dark variant and the global overrides below the
    /// wallpaper (the scope's own, its app's, else the global one), the app's and the app
    /// context's overrides above it.
    func layers(for scope: OverrideScope) -> LayerStack {
        let overrideLayers = overrides.layers(for: scope)
        return LayerStack(below: [darkVariant.layer] + overrideLayers.prefix(1), wallpaper: wallpaper(in: scope),
                          above: Array(overrideLayers.dropFirst()))
    }

    /// The wallpaper shown in `scope`: the context's own, else the app's, else the global one.
    func wallpaper(in scope: OverrideScope) -> Wallpaper {
        appWallpapers.applying(in: scope) ?? wallpaper
    }

    /// Whether anything above the global set applies in `scope`: an override layer or a wallpaper of its own.
    func hasOwnLayers(for scope: OverrideScope) -> Bool {
        overrides.hasOwnLayers(for: scope) || appWallpapers.applying(in: scope) != nil
    }

    /// Every app and app-context scope with overrides or a wallpaper of its own, in order.
    var ownScopes: [OverrideScope] {
        Set(overrides.ownScopes + appWallpapers.scopes).sorted()
    }

    /// The paths of every copied image a wallpaper names, global or an app's.
    var wallpaperImagePaths: Set<String> {
        var paths = appWallpapers.imagePaths
        if case .image(let path, _) = wallpaper.source { paths.insert(path) }
        return paths
    }
}
