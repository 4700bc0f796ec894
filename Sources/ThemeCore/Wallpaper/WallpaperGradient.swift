/// A gradient wallpaper (issue 12 §5, seed 003 Part 4): linear, radial or angular, 2–8 colors
/// spread evenly from start to end, and an angle in degrees (linear: the direction, 0 = top to
/// bottom, clockwise; angular: where the sweep starts; radial ignores it).
public struct WallpaperGradient: Sendable, Hashable {
    /// How the colors are laid out.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case linear, radial, angular
    }

    /// The fewest and most colors accepted.
    public static let stopRange = 2...8

    /// How the colors are laid out.
    public let kind: Kind
    /// The stops, evenly spaced, first at the start.
    public let colors: [RGBAColor]
    /// Degrees in `0..<360`.
    public let angle: Double

    /// A checked gradient; throws the problem for too few or too many colors or an angle that is not finite.
    public init(kind: Kind, colors: [RGBAColor], angle: Double = 0) throws(ValidationProblem) {
        guard Self.stopRange.contains(colors.count) else {
            throw ValidationProblem(field: "colors", message: "a gradient has \(colors.count) color\(colors.count == 1 ? "" : "s"); expected \(Self.stopRange.lowerBound) to \(Self.stopRange.upperBound)")
        }
        guard angle.isFinite else {
            throw ValidationProblem(field: "angle", message: "the angle \(angle) is not valid: expected a finite number of degrees")
        }
        self.kind = kind
        self.colors = colors.map(\.quantized)
        let turned = angle.truncatingRemainder(dividingBy: 360)
        self.angle = turned < 0 ? turned + 360 : turned
    }

    /// Parses a gradient as a user gives it: the kind's name, colors `#RGB`/`#RRGGBB`/`#RRGGBBAA`, degrees.
    public static func parse(kind: String, colors: [String], angle: Double) -> Result<WallpaperGradient, ValidationProblem> {
        guard let parsedKind = Kind(rawValue: kind) else {
            let names = Kind.allCases.map(\.rawValue)
            return .failure(ValidationProblem(
                field: "gradient", message: "gradient kind '\(kind.prefix(64))'\(ClosestName.hint(for: kind, among: names)) is not valid: expected one of \(names.joined(separator: ", "))"))
        }
        var parsed: [RGBAColor] = []
        for (index, text) in colors.prefix(Self.stopRange.upperBound + 1).enumerated() {
            do throws(ColorParseError) {
                parsed.append(try RGBAColor(hex: text))
            } catch {
                return .failure(ValidationProblem(field: "colors[\(index)]", message: error.description))
            }
        }
        if colors.count > parsed.count {
            return .failure(ValidationProblem(field: "colors", message: "a gradient has \(colors.count) colors; expected \(Self.stopRange.lowerBound) to \(Self.stopRange.upperBound)"))
        }
        return Result { () throws(ValidationProblem) in try WallpaperGradient(kind: parsedKind, colors: parsed, angle: angle) }
    }
}
