#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Ranks quantized colors as theme sources (Material's Score): how much of the image lies within
/// 15° of the color's hue (weight 0.7), how near its chroma is to 48 (0.3 above, 0.1 below),
/// dropping colors under chroma 5 or under 1 % of the image; then keeps the best ones that are
/// at least 15°–90° apart in hue, the widest spacing that still yields `desired` colors.
enum SourceColorScore {
    private static let targetChroma = 48.0
    private static let weightProportion = 0.7
    private static let weightChromaAbove = 0.3
    private static let weightChromaBelow = 0.1
    private static let cutoffChroma = 5.0
    private static let cutoffExcitedProportion = 0.01

    /// The ranked candidates, best first; empty when no color is colorful and common enough.
    static func rank(_ population: [UInt32: Int], desired: Int) -> [HCT] {
        let colors = population.map { (HCT(rgb: $0.key), $0.value) }.sorted { $0.0.rgb < $1.0.rgb }
        let total = Double(colors.reduce(0) { $0 + $1.1 })
        guard total > 0 else { return [] }
        var huePopulation = [Double](repeating: 0, count: 360)
        for (hct, count) in colors { huePopulation[Int(floor(hct.hue)) % 360] += Double(count) }
        var excited = [Double](repeating: 0, count: 360)
        for hue in 0..<360 {
            let proportion = huePopulation[hue] / total
            for neighbor in (hue - 14)...(hue + 15) { excited[(neighbor + 360) % 360] += proportion }
        }
        let scored: [(HCT, Double)] = colors.compactMap { hct, _ in
            let proportion = excited[Int(hct.hue.rounded()) % 360]
            guard hct.chroma >= cutoffChroma, proportion > cutoffExcitedProportion else { return nil }
            let chromaWeight = hct.chroma < targetChroma ? weightChromaBelow : weightChromaAbove
            return (hct, proportion * 100 * weightProportion + (hct.chroma - targetChroma) * chromaWeight)
        }.sorted { $0.1 > $1.1 }
        var chosen: [HCT] = []
        for spacing in stride(from: 90, through: 15, by: -1) {
            chosen.removeAll()
            for (hct, _) in scored where !chosen.contains(where: { ColorSpaces.difference($0.hue, hct.hue) < Double(spacing) }) {
                chosen.append(hct)
                if chosen.count >= desired { break }
            }
            if chosen.count >= desired { break }
        }
        return chosen
    }
}
