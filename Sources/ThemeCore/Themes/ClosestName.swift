/// Finds the known name closest to a mistyped one, for "did you mean …?" hints.
public enum ClosestName {
    /// The candidate with the smallest case-insensitive edit distance to `wanted`, if that
    /// distance is at most `max(2, wanted.count / lengthDivisor)`; the first in `candidates` wins ties.
    public static func closest(to wanted: String, among candidates: [String], lengthDivisor: Int) -> String? {
        let target = Array(wanted.lowercased())
        let threshold = max(2, target.count / max(1, lengthDivisor))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance <= threshold, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// ` (did you mean 'x'?)` naming the closest candidate (``closest(to:among:lengthDivisor:)``
    /// with divisor 3), or the empty string when none is close: for one-sentence error messages.
    public static func hint(for wanted: String, among candidates: [String]) -> String {
        closest(to: wanted, among: candidates, lengthDivisor: 3).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Levenshtein distance.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            current.reserveCapacity(b.count + 1)
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
