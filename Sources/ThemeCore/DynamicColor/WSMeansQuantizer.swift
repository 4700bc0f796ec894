/// Weighted k-means in CIE L*a*b* (Material's WSMeans): each distinct color is a point weighted
/// by how many pixels have it; clusters start at ``WuQuantizer``'s colors and move to their
/// points' weighted means until no point changes cluster by more than ``minimumMovement``.
enum WSMeansQuantizer {
    private static let maxIterations = 10
    /// A point changes cluster only when this much closer (ΔE), as in Material.
    private static let minimumMovement = 3.0

    /// Each final cluster's color and the pixel count it holds.
    static func quantize(_ counts: [UInt32: Int], startingClusters: [UInt32]) -> [UInt32: Int] {
        guard !counts.isEmpty, !startingClusters.isEmpty else { return [:] }
        // Points and clusters as flat L, a, b triples.
        var points: [Double] = []
        var weights: [Int] = []
        points.reserveCapacity(counts.count * 3)
        weights.reserveCapacity(counts.count)
        for (pixel, count) in counts {
            let lab = ColorSpaces.lab(pixel)
            points.append(lab.0)
            points.append(lab.1)
            points.append(lab.2)
            weights.append(count)
        }
        var clusters: [Double] = startingClusters.flatMap { pixel in
            let lab = ColorSpaces.lab(pixel)
            return [lab.0, lab.1, lab.2]
        }
        let pointCount = weights.count
        let clusterCount = startingClusters.count

        func distance(_ points: UnsafeBufferPointer<Double>, _ point: Int, _ clusters: UnsafeBufferPointer<Double>, _ cluster: Int) -> Double {
            let (dl, da, db) = (points[point * 3] - clusters[cluster * 3], points[point * 3 + 1] - clusters[cluster * 3 + 1],
                                points[point * 3 + 2] - clusters[cluster * 3 + 2])
            return dl * dl + da * da + db * db
        }

        // Every point starts at its nearest Wu color (Material starts at random ones).
        var assignment = [Int](repeating: 0, count: pointCount)
        points.withUnsafeBufferPointer { points in
            clusters.withUnsafeBufferPointer { clusters in
                for point in 0..<pointCount {
                    var best = 0
                    var bestDistance = Double.infinity
                    for cluster in 0..<clusterCount {
                        let d = distance(points, point, clusters, cluster)
                        if d < bestDistance {
                            bestDistance = d
                            best = cluster
                        }
                    }
                    assignment[point] = best
                }
            }
        }

        var sums = [Double](repeating: 0, count: clusterCount * 3)
        var totals = [Int](repeating: 0, count: clusterCount)
        for iteration in 0..<maxIterations {
            if iteration > 0 {
                // Each cluster's others, nearest first, with their distances: a cluster at 4× the
                // point's current distance (2× in ΔE) cannot be nearer (triangle inequality), and
                // every later one is farther still.
                var neighbours: [[(index: Int, distance: Double)]] = []
                clusters.withUnsafeBufferPointer { clusters in
                    neighbours = (0..<clusterCount).map { first in
                        (0..<clusterCount).map { second in
                            (second, distance(clusters, first, clusters, second))
                        }.sorted { $0.distance < $1.distance }
                    }
                }
                var moved = 0
                points.withUnsafeBufferPointer { points in
                    clusters.withUnsafeBufferPointer { clusters in
                        for point in 0..<pointCount {
                            let current = assignment[point]
                            let currentDistance = distance(points, point, clusters, current)
                            var bestDistance = currentDistance
                            var best = -1
                            for neighbour in neighbours[current] {
                                if neighbour.distance >= 4 * currentDistance { break }
                                let d = distance(points, point, clusters, neighbour.index)
                                if d < bestDistance {
                                    bestDistance = d
                                    best = neighbour.index
                                }
                            }
                            if best >= 0, abs(bestDistance.squareRoot() - currentDistance.squareRoot()) > minimumMovement {
                                assignment[point] = best
                                moved += 1
                            }
                        }
                    }
                }
                if moved == 0 { break }
            }
            sums = [Double](repeating: 0, count: clusterCount * 3)
            totals = [Int](repeating: 0, count: clusterCount)
            for point in 0..<pointCount {
                let cluster = assignment[point]
                let weight = Double(weights[point])
                sums[cluster * 3] += points[point * 3] * weight
                sums[cluster * 3 + 1] += points[point * 3 + 1] * weight
                sums[cluster * 3 + 2] += points[point * 3 + 2] * weight
                totals[cluster] += weights[point]
            }
            for cluster in 0..<clusterCount where totals[cluster] > 0 {
                for component in 0..<3 { clusters[cluster * 3 + component] = sums[cluster * 3 + component] / Double(totals[cluster]) }
            }
        }
        var result: [UInt32: Int] = [:]
        for cluster in 0..<clusterCount where totals[cluster] > 0 {
            let color = ColorSpaces.rgb(lab: (clusters[cluster * 3], clusters[cluster * 3 + 1], clusters[cluster * 3 + 2]))
            if result[color] == nil { result[color] = totals[cluster] }
        }
        return result
    }
}
