/// A place on Earth in degrees, north and east positive.
public struct Coordinates: Sendable, Hashable, CustomStringConvertible {
    public let latitude: Double
    public let longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The place to 0.1° (about 11 km), which is all a schedule uses: finer coordinates would
    /// only tell more about where the user is.
    public var rounded: Coordinates {
        Coordinates(latitude: Self.tenth(latitude), longitude: Self.tenth(longitude))
    }

    /// `52.5° N 13.4° E`, to 0.1°.
    public var description: String {
        let rounded = rounded
        return "\(Self.text(abs(rounded.latitude)))° \(rounded.latitude < 0 ? "S" : "N") \(Self.text(abs(rounded.longitude)))° \(rounded.longitude < 0 ? "W" : "E")"
    }

    private static func tenth(_ degrees: Double) -> Double { (degrees * 10).rounded() / 10 }

    private static func text(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

extension Coordinates {
    /// An ISO 6709 point as tzdata writes it: `±DDMM±DDDMM` or `±DDMMSS±DDDMMSS` (degrees, minutes
    /// and seconds, not decimals); nil for anything else or a value out of range.
    public init?(iso6709 text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard let split = bytes.dropFirst().firstIndex(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }),
              let latitude = Self.angle(bytes[..<split], degreeDigits: 2, limit: 90),
              let longitude = Self.angle(bytes[split...], degreeDigits: 3, limit: 180)
        else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }

    /// `±DD[D]MM[SS]` in degrees; minutes and seconds below 60, the whole within ±limit.
    private static func angle(_ field: ArraySlice<UInt8>, degreeDigits: Int, limit: Double) -> Double? {
        guard let sign = field.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let digits = field.dropFirst()
        guard digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4,
              digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        let values = digits.map { Int($0 - UInt8(ascii: "0")) }
        func number(_ range: Range<Int>) -> Int { values[range].reduce(0) { $0 * 10 + $1 } }
        let degrees = number(0..<degreeDigits)
        let minutes = number(degreeDigits..<degreeDigits + 2)
        let seconds = values.count > degreeDigits + 2 ? number(degreeDigits + 2..<degreeDigits + 4) : 0
        guard minutes < 60, seconds < 60 else { return nil }
        let value = Double(degrees) + Double(minutes) / 60 + Double(seconds) / 3600
        guard value <= limit else { return nil }
        return sign == UInt8(ascii: "-") ? -value : value
    }
}
