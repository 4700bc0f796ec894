/// How apps scale a wallpaper image (issue 25 §3, SimpleX's `WallpaperScaleType`): `fill` covers
/// the view, cropping (the default); `fit` shows the whole image, repeating it into the margins;
/// `repeat` tiles it at `wallpaper.scale`.
public enum WallpaperScaleType: String, Sendable, Hashable, CaseIterable {
    case fill, fit, `repeat`

    /// The type called `name`, or the problem naming every one accepted.
    public static func named(_ name: String) -> Result<WallpaperScaleType, ValidationProblem> {
        if let type = WallpaperScaleType(rawValue: name) { return .success(type) }
        let names = allCases.map(\.rawValue)
        return .failure(ValidationProblem(
            field: "scaleType", message: "scale type '\(name.prefix(64))'\(ClosestName.hint(for: name, among: names)) is not valid: expected one of \(names.joined(separator: ", "))"))
    }
}
