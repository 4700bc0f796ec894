/// Xiaolin Wu's color quantizer (Graphics Gems II, as in Material's color utilities): a 32-level
/// RGB histogram with cumulative moments, split box by box where the variance falls most. Its
/// boxes are the starting clusters of ``WSMeansQuantizer``.
struct WuQuantizer {
    private static let indexBits = 5
    private static let side = 33
    private static let total = side * side * side

    private var weights = [Int](repeating: 0, count: total)
    private var momentsR = [Int](repeating: 0, count: total)
    private var momentsG = [Int](repeating: 0, count: total)
    private var momentsB = [Int](repeating: 0, count: total)
    private var moments = [Double](repeating: 0, count: total)

    private struct Box {
        var r0 = 0, r1 = 0, g0 = 0, g1 = 0, b0 = 0, b1 = 0
        var volume: Int { (r1 - r0) * (g1 - g0) * (b1 - b0) }
    }

    private enum Direction { case red, green, blue }

    /// Up to `maxColors` representative colors of `pixels` (packed `0xRRGGBB`, with counts).
    static func quantize(_ counts: [UInt32: Int], maxColors: Int) -> [UInt32] {
        var quantizer = WuQuantizer()
        quantizer.buildHistogram(counts)
        quantizer.buildMoments()
        let boxes = quantizer.boxes(maxColors: maxColors)
        return boxes.compactMap { box in
            let weight = quantizer.volume(box, quantizer.weights)
            guard weight > 0 else { return nil }
            let red = quantizer.volume(box, quantizer.momentsR) / weight
            let green = quantizer.volume(box, quantizer.momentsG) / weight
            let blue = quantizer.volume(box, quantizer.momentsB) / weight
            return ColorSpaces.pack(red, green, blue)
        }
    }

    private static func index(_ r: Int, _ g: Int, _ b: Int) -> Int {
        (r << (indexBits * 2)) + (r << (indexBits + 1)) + r + (g << indexBits) + g + b
    }

    private mutating func buildHistogram(_ counts: [UInt32: Int]) {
        let shift = 8 - Self.indexBits
        for (pixel, count) in counts {
            let (red, green, blue) = (ColorSpaces.red(pixel), ColorSpaces.green(pixel), ColorSpaces.blue(pixel))
            let index = Self.index((red >> shift) + 1, (green >> shift) + 1, (blue >> shift) + 1)
            weights[index] += count
            momentsR[index] += red * count
            momentsG[index] += green * count
            momentsB[index] += blue * count
            moments[index] += Double(count * (red * red + green * green + blue * blue))
        }
    }

    private mutating func buildMoments() {
        let side = Self.side
        for r in 1..<side {
            var area = [Int](repeating: 0, count: side), areaR = area, areaG = area, areaB = area
            var area2 = [Double](repeating: 0, count: side)
            for g in 1..<side {
                var line = 0, lineR = 0, lineG = 0, lineB = 0
                var line2 = 0.0
                for b in 1..<side {
                    let index = Self.index(r, g, b)
                    line += weights[index]
                    lineR += momentsR[index]
                    lineG += momentsG[index]
                    lineB += momentsB[index]
                    line2 += moments[index]
                    area[b] += line
                    areaR[b] += lineR
                    areaG[b] += lineG
                    areaB[b] += lineB
                    area2[b] += line2
                    let previous = Self.index(r - 1, g, b)
                    weights[index] = weights[previous] + area[b]
                    momentsR[index] = momentsR[previous] + areaR[b]
                    momentsG[index] = momentsG[previous] + areaG[b]
                    momentsB[index] = momentsB[previous] + areaB[b]
                    moments[index] = moments[previous] + area2[b]
                }
            }
        }
    }

    private func boxes(maxColors: Int) -> [Box] {
        var cubes = [Box](repeating: Box(), count: maxColors)
        cubes[0] = Box(r0: 0, r1: 32, g0: 0, g1: 32, b0: 0, b1: 32)
        var variances = [Double](repeating: 0, count: maxColors)
        var next = 0
        var count = maxColors
        var i = 1
        while i < maxColors {
            var (one, two) = (cubes[next], cubes[i])
            let didCut = cut(&one, &two)
            cubes[next] = one
            cubes[i] = two
            if didCut {
                variances[next] = cubes[next].volume > 1 ? variance(cubes[next]) : 0
                variances[i] = cubes[i].volume > 1 ? variance(cubes[i]) : 0
            } else {
                variances[next] = 0
                i -= 1
            }
            next = 0
            var largest = variances[0]
            if i >= 1 {
                for j in 1...i where variances[j] > largest {
                    largest = variances[j]
                    next = j
                }
            }
            if largest <= 0 {
                count = i + 1
                break
            }
            i += 1
        }
        return Array(cubes.prefix(count))
    }

    private func variance(_ box: Box) -> Double {
        let dr = Double(volume(box, momentsR)), dg = Double(volume(box, momentsG)), db = Double(volume(box, momentsB))
        let xx = moments[Self.index(box.r1, box.g1, box.b1)] - moments[Self.index(box.r1, box.g1, box.b0)]
            - moments[Self.index(box.r1, box.g0, box.b1)] + moments[Self.index(box.r1, box.g0, box.b0)]
            - moments[Self.index(box.r0, box.g1, box.b1)] + moments[Self.index(box.r0, box.g1, box.b0)]
            + moments[Self.index(box.r0, box.g0, box.b1)] - moments[Self.index(box.r0, box.g0, box.b0)]
        return xx - (dr * dr + dg * dg + db * db) / Double(volume(box, weights))
    }

    private func cut(_ one: inout Box, _ two: inout Box) -> Bool {
        let wholeR = volume(one, momentsR), wholeG = volume(one, momentsG), wholeB = volume(one, momentsB)
        let wholeW = volume(one, weights)
        let whole = (wholeR, wholeG, wholeB, wholeW)
        let red = maximize(one, .red, one.r0 + 1, one.r1, whole)
        let green = maximize(one, .green, one.g0 + 1, one.g1, whole)
        let blue = maximize(one, .blue, one.b0 + 1, one.b1, whole)
        let direction: Direction
        if red.maximum >= green.maximum, red.maximum >= blue.maximum {
            guard red.cut >= 0 else { return false }
            direction = .red
        } else if green.maximum >= red.maximum, green.maximum >= blue.maximum {
            direction = .green
        } else {
            direction = .blue
        }
        two.r1 = one.r1
        two.g1 = one.g1
        two.b1 = one.b1
        switch direction {
        case .red:
            one.r1 = red.cut
            two.r0 = one.r1; two.g0 = one.g0; two.b0 = one.b0
        case .green:
            one.g1 = green.cut
            two.r0 = one.r0; two.g0 = one.g1; two.b0 = one.b0
        case .blue:
            one.b1 = blue.cut
            two.r0 = one.r0; two.g0 = one.g0; two.b0 = one.b1
        }
        return true
    }

    private func maximize(_ box: Box, _ direction: Direction, _ first: Int, _ last: Int,
                          _ whole: (Int, Int, Int, Int)) -> (cut: Int, maximum: Double) {
        let bottomR = bottom(box, direction, momentsR), bottomG = bottom(box, direction, momentsG)
        let bottomB = bottom(box, direction, momentsB), bottomW = bottom(box, direction, weights)
        var maximum = 0.0
        var cut = -1
        guard first < last else { return (cut, maximum) }
        for i in first..<last {
            var halfR = bottomR + top(box, direction, i, momentsR)
            var halfG = bottomG + top(box, direction, i, momentsG)
            var halfB = bottomB + top(box, direction, i, momentsB)
            var halfW = bottomW + top(box, direction, i, weights)
            guard halfW != 0 else { continue }
            var score = Double(halfR * halfR + halfG * halfG + halfB * halfB) / Double(halfW)
            halfR = whole.0 - halfR
            halfG = whole.1 - halfG
            halfB = whole.2 - halfB
            halfW = whole.3 - halfW
            guard halfW != 0 else { continue }
            score += Double(halfR * halfR + halfG * halfG + halfB * halfB) / Double(halfW)
            if score > maximum {
                maximum = score
                cut = i
            }
        }
        return (cut, maximum)
    }

    private func volume(_ box: Box, _ moment: [Int]) -> Int {
        moment[Self.index(box.r1, box.g1, box.b1)] - moment[Self.index(box.r1, box.g1, box.b0)]
            - moment[Self.index(box.r1, box.g0, box.b1)] + moment[Self.index(box.r1, box.g0, box.b0)]
            - moment[Self.index(box.r0, box.g1, box.b1)] + moment[Self.index(box.r0, box.g1, box.b0)]
            + moment[Self.index(box.r0, box.g0, box.b1)] - moment[Self.index(box.r0, box.g0, box.b0)]
    }

    private func bottom(_ box: Box, _ direction: Direction, _ moment: [Int]) -> Int {
        switch direction {
        case .red:
            -moment[Self.index(box.r0, box.g1, box.b1)] + moment[Self.index(box.r0, box.g1, box.b0)]
                + moment[Self.index(box.r0, box.g0, box.b1)] - moment[Self.index(box.r0, box.g0, box.b0)]
        case .green:
            -moment[Self.index(box.r1, box.g0, box.b1)] + moment[Self.index(box.r1, box.g0, box.b0)]
                + moment[Self.index(box.r0, box.g0, box.b1)] - moment[Self.index(box.r0, box.g0, box.b0)]
        case .blue:
            -moment[Self.index(box.r1, box.g1, box.b0)] + moment[Self.index(box.r1, box.g0, box.b0)]
                + moment[Self.index(box.r0, box.g1, box.b0)] - moment[Self.index(box.r0, box.g0, box.b0)]
        }
    }

    private func top(_ box: Box, _ direction: Direction, _ position: Int, _ moment: [Int]) -> Int {
        switch direction {
        case .red:
            moment[Self.index(position, box.g1, box.b1)] - moment[Self.index(position, box.g1, box.b0)]
                - moment[Self.index(position, box.g0, box.b1)] + moment[Self.index(position, box.g0, box.b0)]
        case .green:
            moment[Self.index(box.r1, position, box.b1)] - moment[Self.index(box.r1, position, box.b0)]
                - moment[Self.index(box.r0, position, box.b1)] + moment[Self.index(box.r0, position, box.b0)]
        case .blue:
            moment[Self.index(box.r1, box.g1, position)] - moment[Self.index(box.r1, box.g0, position)]
                - moment[Self.index(box.r0, box.g1, position)] + moment[Self.index(box.r0, box.g0, position)]
        }
    }
}
