/// The six built-in wallpapers (issue 12 §5, seed 004 §6), after SimpleX's preset patterns.
/// Apps draw the pattern; the daemon publishes which one and the colors it tints the palette with.
public enum WallpaperPreset: String, Sendable, Hashable, CaseIterable {
    case cats, flowers, hearts, kids, school, travel

    /// The preset chosen when a wallpaper is asked for without a name (SimpleX's default).
    public static let `default` = WallpaperPreset.school

    /// The preset called `name`, or the problem naming the closest one and every one accepted.
    public static func named(_ name: String) -> Result<WallpaperPreset, ValidationProblem> {
        if let preset = WallpaperPreset(rawValue: name) { return .success(preset) }
        let names = allCases.map(\.rawValue)
        let hint = ClosestName.hint(for: name, among: names)
        return .failure(ValidationProblem(
            field: "preset", message: "unknown wallpaper preset '\(name.prefix(64))'\(hint); expected one of \(names.joined(separator: ", "))"))
    }

    /// A few words on the pattern, for lists.
    public var summary: String {
        switch self {
        case .cats: "cats on a warm beige"
        case .flowers: "flowers on a fresh green"
        case .hearts: "hearts on a soft pink"
        case .kids: "toys on a light aqua"
        case .school: "notebook doodles on a pale blue"
        case .travel: "travel sketches on a lilac"
        }
    }
}
