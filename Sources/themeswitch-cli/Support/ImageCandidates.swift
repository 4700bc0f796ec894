import ImageDecoding
import ThemeCore

/// The candidate source colors of an image file, for `wallpaper colors` and `theme from-image`
/// (issue 22): decoded here, in the CLI, so listing colors needs no daemon.
enum ImageCandidates {
    /// The candidates of the image at `path`, best first; a one-sentence failure otherwise.
    static func load(_ path: String) throws(CommandFailure) -> [ImageColors.Candidate] {
        do {
            return ImageColors(pixels: try ImageFile.pixels(at: path)).candidates
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// Candidate `pick` (from 1) of `candidates`.
    static func picked(_ candidates: [ImageColors.Candidate], _ pick: Int) throws(CommandFailure) -> ImageColors.Candidate {
        guard pick >= 1, pick <= candidates.count else {
            throw CommandFailure("--pick \(pick) is out of range: the image has \(candidates.count) candidate colors (1 to \(candidates.count))")
        }
        return candidates[pick - 1]
    }

    /// The style named `name`.
    static func style(_ name: String) throws(CommandFailure) -> DynamicSchemeStyle {
        guard let style = DynamicSchemeStyle(rawValue: name) else {
            throw CommandFailure.invalid(name, for: "--style", accepted: DynamicSchemeStyle.allCases.map(\.rawValue))
        }
        return style
    }
}
