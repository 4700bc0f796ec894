/// An sRGB color as the terminal takes it: three bytes.
public struct TerminalColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// A color from its bytes.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The nearest entry of the 256-color palette: the 6×6×6 cube or the 24-step gray ramp.
    public var palette256Index: Int {
        func cubeStep(_ value: UInt8) -> Int { value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40 }
        let steps = [0, 95, 135, 175, 215, 255]
        let (r, g, b) = (cubeStep(red), cubeStep(green), cubeStep(blue))
        let cube = TerminalColor(red: UInt8(steps[r]), green: UInt8(steps[g]), blue: UInt8(steps[b]))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let grayStep = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grayValue = UInt8(8 + 10 * grayStep)
        let gray = TerminalColor(red: grayValue, green: grayValue, blue: grayValue)
        return distance(to: gray) < distance(to: cube) ? 232 + grayStep : 16 + 36 * r + 6 * g + b
    }

    /// The nearest of the 16 ANSI colors (0–7 normal, 8–15 bright), by xterm's default values.
    public var ansi16Index: Int {
        var best = 0
        for (index, candidate) in Self.ansi16.enumerated() where distance(to: candidate) < distance(to: Self.ansi16[best]) {
            best = index
        }
        return best
    }

    /// xterm's default values of the 16 ANSI colors.
    static let ansi16: [TerminalColor] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ].map { TerminalColor(red: $0.0, green: $0.1, blue: $0.2) }

    /// Squared distance in RGB.
    func distance(to other: TerminalColor) -> Int {
        let dr = Int(red) - Int(other.red), dg = Int(green) - Int(other.green), db = Int(blue) - Int(other.blue)
        return dr * dr + dg * dg + db * db
    }
}
