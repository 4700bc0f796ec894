import ThemeCore

extension Settings {
    /// The layers that apply in `scope`: the dark variant and the global overrides below the
    /// wallpaper, the app's and the app context's overrides above it.
    func layers(for scope: OverrideScope) -> LayerStack {
        let overrideLayers = overrides.layers(for: scope)
        return LayerStack(below: [darkVariant.layer] + overrideLayers.prefix(1), wallpaper: wallpaper,
                          above: Array(overrideLayers.dropFirst()))
    }
}
