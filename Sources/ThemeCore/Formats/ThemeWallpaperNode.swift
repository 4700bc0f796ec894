/// A theme's own wallpaper in its files (issue 25 §1, docs/themes.md "A theme's wallpaper"): the
/// `.theme` file's `wallpaper` object, which the YAML theme and DTCG's `$extensions` hold as well.
/// A preset, a pattern (a preset's tile, the palette untinted) or a gradient — never an image, whose
/// copy is the user's — with its scale, scale type, intensity and blur:
/// `{"kind": "preset", "preset": "school", "scale": 0.75}`, `{"kind": "pattern", "preset": "cats"}`,
/// `{"kind": "gradient", "gradient": "linear", "colors": ["#112233", "#445566"], "angle": 45}`.
enum ThemeWallpaperNode {
    /// The members a wallpaper object may have.
    static let members = ["kind", "preset", "gradient", "colors", "angle", "scale", "scaleType", "intensity", "blur"]

    /// The object of `wallpaper`; every member written, defaults included.
    static func node(_ wallpaper: Wallpaper) -> JSONNode {
        var members: [(String, JSONNode)] = [("kind", .string(wallpaper.source.kind))]
        switch wallpaper.source {
        case .preset(let preset), .pattern(let preset): members.append(("preset", .string(preset.rawValue)))
        case .gradient(let gradient):
            members += [("gradient", .string(gradient.kind.rawValue)), ("colors", .array(gradient.colors.map { .string($0.hex) })),
                        ("angle", .number(gradient.angle))]
        case .none, .image: break
        }
        members += [("scale", .number(wallpaper.scale)), ("scaleType", .string(wallpaper.scaleType.rawValue)),
                    ("intensity", .number(wallpaper.intensity)), ("blur", .number(wallpaper.blur))]
        return .object(members)
    }

    /// The wallpaper an object describes, or the first problem with it (its field under `wallpaper.`).
    static func wallpaper(_ node: JSONNode) -> Result<Wallpaper, ValidationProblem> {
        func problem(_ field: String, _ message: String) -> Result<Wallpaper, ValidationProblem> {
            .failure(ValidationProblem(field: "wallpaper" + (field.isEmpty ? "" : ".\(field)"), message: message))
        }
        guard case .object(let pairs) = node else {
            return problem("", "field 'wallpaper' is not an object; expected kind (preset, pattern or gradient) with its fields")
        }
        let fields = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
        if let unknown = pairs.first(where: { !members.contains($0.0) })?.0 {
            return problem(ShownName.field(unknown), "unknown field \(ShownName.quoted(unknown))\(ClosestName.hint(for: unknown, among: members)); expected \(members.joined(separator: ", "))")
        }
        func text(_ name: String) -> String? { if case .string(let value)? = fields[name] { value } else { nil } }
        func number(_ name: String) -> Double?? {
            guard let value = fields[name] else { return .some(nil) }
            if case .number(let number) = value { return number }
            return nil
        }
        var wallpaper: Wallpaper
        switch text("kind") {
        case "preset", "pattern":
            switch WallpaperPreset.named(text("preset") ?? "") {
            case .success(let preset): wallpaper = Wallpaper(source: text("kind") == "pattern" ? .pattern(preset) : .preset(preset))
            case .failure(let failure): return problem("preset", failure.message)
            }
        case "gradient":
            var colors: [String] = []
            if case .array(let items)? = fields["colors"] { colors = items.compactMap { if case .string(let hex) = $0 { hex } else { nil } } }
            guard let angle = number("angle") else { return problem("angle", "the angle is not a number; expected degrees") }
            switch WallpaperGradient.parse(kind: text("gradient") ?? "", colors: colors, angle: angle ?? 0) {
            case .success(let gradient): wallpaper = Wallpaper(source: .gradient(gradient))
            case .failure(let failure): return problem(failure.field, failure.message)
            }
        default:
            return problem("kind", "a theme's wallpaper kind is '\(text("kind")?.prefix(64) ?? "")'; expected preset, pattern or gradient (an image is the user's own)")
        }
        do throws(ValidationProblem) {
            for name in ["scale", "intensity", "blur"] {
                guard let value = number(name) else { throw ValidationProblem(field: name, message: "the \(name) is not a number") }
                guard let value else { continue }
                switch name {
                case "scale": try wallpaper.setScale(value)
                case "intensity": try wallpaper.setIntensity(value)
                default: try wallpaper.setBlur(value)
                }
            }
            if let scaleType = text("scaleType") { wallpaper.scaleType = try WallpaperScaleType.named(scaleType).get() }
        } catch {
            return problem(error.field, error.message)
        }
        return .success(wallpaper)
    }
}
