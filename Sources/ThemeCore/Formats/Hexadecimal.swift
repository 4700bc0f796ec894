/// `value` in hexadecimal with at least `digits` digits (`hexadecimal(10, digits: 2)` is `0a`);
/// the standard library's stand-in for `String(format: "%02x")`.
public func hexadecimal<Value: BinaryInteger>(_ value: Value, digits: Int, uppercase: Bool = false) -> String {
    let text = String(value, radix: 16, uppercase: uppercase)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}
