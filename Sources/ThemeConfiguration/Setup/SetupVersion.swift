/// A program's version as its `--version` prints it (`alacritty 0.11.0`), for the programs whose
/// version decides what setup writes (pure).
struct SetupVersion: Comparable, Sendable {
    let major: Int
    let minor: Int

    /// The first `N.N` in `output`'s first line, or nil.
    init?(_ output: String) {
        let line = output.split(separator: "\n").first ?? ""
        for word in line.split(separator: " ") {
            let parts = word.split(separator: ".").map { Int($0) }
            if parts.count >= 2, let major = parts[0], let minor = parts[1] {
                self.major = major
                self.minor = minor
                return
            }
        }
        return nil
    }

    init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    static func < (a: SetupVersion, b: SetupVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
