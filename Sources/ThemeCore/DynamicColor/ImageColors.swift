/// The source-color candidates of an image (issue 22): pixels quantized to 128 colors (Wu, then
/// weighted k-means in L*a*b*), scored (chroma, population, hue diversity), best first.
public struct ImageColors: Sendable {
    /// One candidate source color.
    public struct Candidate: Sendable, Hashable {
        /// The color.
        public let color: RGBAColor
        /// Its HCT.
        public let hct: HCT
        /// The share of the quantized image within 15° of its hue (0 for the fallback).
        public let population: Double
    }

    /// How many candidates are kept (Material's default).
    public static let candidateCount = 4
    /// The source when an image has no colorful part (Material's fallback, Google blue).
    public static let fallback = PrimitiveColors.materialBlue

    /// The candidates, best first; never empty (the fallback when the image is gray).
    public let candidates: [Candidate]

    /// Extracts the candidates from decoded pixels.
    public init(pixels: ImagePixels) {
        let counts = pixels.colorCounts()
        let total = Double(counts.values.reduce(0, +))
        let wu = WuQuantizer.quantize(counts, maxColors: 128)
        let clusters = WSMeansQuantizer.quantize(counts, startingClusters: wu)
        let ranked = SourceColorScore.rank(clusters, desired: Self.candidateCount)
        let share = { (hct: HCT) -> Double in
            let inHue = clusters.filter { ColorSpaces.difference(HCT(rgb: $0.key).hue, hct.hue) <= 15 }
            return Double(inHue.values.reduce(0, +)) / max(1, total)
        }
        candidates = ranked.isEmpty
            ? [Candidate(color: Self.fallback, hct: HCT(Self.fallback), population: 0)]
            : ranked.map { Candidate(color: $0.color, hct: $0, population: share($0)) }
    }
}
