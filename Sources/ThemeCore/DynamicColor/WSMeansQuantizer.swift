/// Weighted k-means in CIE L*a*b* (Material's WSMeans): each distinct color is a point weighted
/// by how many pixels have it; clusters start at ``WuQuantizer``'s colors and move to their
/// points' weighted means until no point changes cluster by more than ``minimumMovement``.
enum WSMeansQuantizer {
    private static let maxIterations = 10
    /// A point changes cluster only when this much closer (ΔE), as in Material.
    private static let minimumMovement = 3.0

    /// Each final cluster's color and the pixel count it holds.
    static func quantize(_ counts: [UInt32: Int], startingClusters: [UInt32]) -> [UInt32: Int] {
        let pixels = Array(counts.keys)
        guard !pixels.isEmpty, !startingClusters.isEmpty else { return [:] }
        let points = pixels.map(ColorSpaces.lab)
        let weights = pixels.map { counts[$0] ?? 0 }
        var clusters = startingClusters.map(ColorSpaces.lab)
        let clusterCount = clusters.count

        func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
            let (dl, da, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
            return dl * dl + da * da + db * db
        }
        func nearest(_ point: (Double, Double, Double)) -> Int {
            var best = 0
            var bestDistance = Double.infinity
            for (index, cluster) in clusters.enumerated() {
                let d = distance(point, cluster)
                if d < bestDistance {
                    bestDistance = d
                    best = index
                }
            }
            return best
        }

        var assignment = points.map(nearest)
        var sums = [(Double, Double, Double, Int)](repeating: (0, 0, 0, 0), count: clusterCount)
        for iteration in 0..<maxIterations {
            if iteration > 0 {
                var moved = 0
                // Clusters' pairwise distances prune the search (a cluster 2× farther than the
                // current one cannot be nearer to the point: triangle inequality).
                let between = clusters.map { a in clusters.map { b in distance(a, b) } }
                for (index, point) in points.enumerated() {
                    let current = assignment[index]
                    let currentDistance = distance(point, clusters[current])
                    var bestDistance = currentDistance
                    var best = -1
                    for candidate in 0..<clusterCount where between[current][candidate] < 4 * currentDistance {
                        let d = distance(point, clusters[candidate])
                        if d < bestDistance {
                            bestDistance = d
                            best = candidate
                        }
                    }
                    if best >= 0, abs(bestDistance.squareRoot() - currentDistance.squareRoot()) > minimumMovement {
                        assignment[index] = best
                        moved += 1
                    }
                }
                if moved == 0 { break }
            }
            sums = [(Double, Double, Double, Int)](repeating: (0, 0, 0, 0), count: clusterCount)
            for (index, point) in points.enumerated() {
                let weight = weights[index]
                let cluster = assignment[index]
                sums[cluster].0 += point.0 * Double(weight)
                sums[cluster].1 += point.1 * Double(weight)
                sums[cluster].2 += point.2 * Double(weight)
                sums[cluster].3 += weight
            }
            for index in 0..<clusterCount where sums[index].3 > 0 {
                let count = Double(sums[index].3)
                clusters[index] = (sums[index].0 / count, sums[index].1 / count, sums[index].2 / count)
            }
        }
        var result: [UInt32: Int] = [:]
        for index in 0..<clusterCount where sums[index].3 > 0 {
            let color = ColorSpaces.rgb(lab: clusters[index])
            if result[color] == nil { result[color] = sums[index].3 }
        }
        return result
    }
}
