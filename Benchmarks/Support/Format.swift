/// `value` with `digits` decimals (no Foundation formatter, so no locale).
public func format(_ value: Double, digits: Int = 2) -> String {
    guard value.isFinite else { return "–" }
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * Double(scale)).rounded())
    guard digits > 0 else { return String(scaled) }
    let fraction = String(abs(scaled) % scale)
    return (scaled < 0 ? "-" : "") + "\(abs(scaled) / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
}

/// `text` padded with spaces to `width` characters.
public func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
