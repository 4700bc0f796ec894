import ArgumentParser
import ThemeCore

/// `themeswitch wallpaper colors FILE [--json]`: the candidate source colors of an image (issue 22).
struct WallpaperColorsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "colors", abstract: "List the candidate theme colors of a PNG, JPEG or WebP image, best first.",
        discussion: """
        One line per candidate, tab-separated: its number (for --pick), a swatch when the output is a \
        color terminal, the color, its hue, chroma and tone (HCT), and the share of the image near its \
        hue. The first is the one 'wallpaper set --image FILE --dynamic' and 'theme from-image' use. \
        A gray image has one candidate, the fallback #4285F4. Needs no daemon.

        Example:
          themeswitch wallpaper colors ~/Pictures/beach.jpg
        """)

    @Argument(help: "The image.", completion: .file()) var file: String
    @Flag(help: "Print a JSON array.") var json = false

    func run() async throws {
        let candidates: [ImageColors.Candidate]
        do {
            candidates = try ImageCandidates.load(file)
        } catch {
            throw ExitCode(error.report())
        }
        list(candidates)
    }

    private func list(_ candidates: [ImageColors.Candidate]) {
        if json {
            Output.line(JSONObject.array(candidates.enumerated().map { index, candidate in
                var object = JSONObject()
                object.add("pick", UInt64(index + 1))
                object.add("color", candidate.color.hex)
                object.add("hue", json: JSONText.number((candidate.hct.hue * 10).rounded() / 10))
                object.add("chroma", json: JSONText.number((candidate.hct.chroma * 10).rounded() / 10))
                object.add("tone", json: JSONText.number((candidate.hct.tone * 10).rounded() / 10))
                object.add("population", json: JSONText.number((candidate.population * 1000).rounded() / 1000))
                return object
            }))
            return
        }
        for (index, candidate) in candidates.enumerated() {
            let swatch = Output.usesColor ? [TrueColor.swatch(candidate.color)] : []
            let hct = candidate.hct
            let fields = ["\(index + 1)"] + swatch + [
                candidate.color.hex, "hue \(Int(hct.hue.rounded()))", "chroma \(Int(hct.chroma.rounded()))",
                "tone \(Int(hct.tone.rounded()))", "\(Int((candidate.population * 100).rounded())) %",
            ]
            Output.line(fields.joined(separator: "\t"))
        }
    }
}
