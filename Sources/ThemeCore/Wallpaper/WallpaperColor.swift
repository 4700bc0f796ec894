/// The two wallpaper colors a theme or an override layer may set like any color (issue 25 §4):
/// unset, `wallpaper.background` follows the resolved `color.background` and `wallpaper.tint` the
/// preset's or pattern's tint (the background for the other kinds); a value set wins over both.
public enum WallpaperColor: Int, Sendable, Hashable, CaseIterable {
    /// `wallpaper.background`: the color under the wallpaper.
    case background
    /// `wallpaper.tint`: the color a preset's or a pattern's tile is drawn in.
    case tint

    /// The dotted key, `wallpaper.background` or `wallpaper.tint`.
    public var key: String {
        switch self {
        case .background: WallpaperTokens.background
        case .tint: WallpaperTokens.tint
        }
    }
}
