import DBus

/// Random values of a given type: edge numbers, empty and long strings, any Unicode,
/// empty and long arrays, duplicate dictionary keys, variants nested past libdbus's limit.
struct ValueGenerator {
    var random: SeededRandom
    /// The longest string generated, in bytes.
    let maximumStringBytes: Int
    /// How many more values this case may hold, so that nested arrays stay small.
    var budget = 2000

    /// A value of `type`, or nil when the type breaks a D-Bus limit (the case is skipped).
    mutating func value(of type: TypeTree, variantDepth: Int = 0) -> Value? {
        budget -= 1
        switch type {
        case .basic(let code): return basic(code)
        case .array(let element):
            guard let signature = try? Signature(element.signature) else { return nil }
            var items: [Value] = []
            for _ in 0..<count() {
                guard let item = value(of: element, variantDepth: variantDepth) else { return nil }
                items.append(item)
            }
            return .array(element: signature, items)
        case .dictionary(let key, let valueType):
            guard let keySignature = try? Signature(String(UnicodeScalar(key))),
                  let valueSignature = try? Signature(valueType.signature) else { return nil }
            var entries: [DictionaryEntry] = []
            for _ in 0..<count() {
                guard let k = basic(key), let v = value(of: valueType, variantDepth: variantDepth) else { return nil }
                entries.append(DictionaryEntry(k, v))
            }
            return .dictionary(key: keySignature, value: valueSignature, entries)
        case .structure(let members):
            var values: [Value] = []
            for member in members {
                guard let value = value(of: member, variantDepth: variantDepth) else { return nil }
                values.append(value)
            }
            return .structure(values)
        case .variant:
            // Now and then a chain of variants around libdbus's limit of 64 nested containers.
            if variantDepth == 0, random.chance(1) {
                var inner = Value.byte(7)
                for _ in 0..<Int.random(in: 60...70, using: &random) { inner = .variant(inner) }
                return inner
            }
            let inner = variantDepth < 6 ? TypeTree.random(depth: 3, using: &random) : .basic(random.pick(TypeTree.basicCodes))
            return value(of: inner, variantDepth: variantDepth + 1).map(Value.variant)
        }
    }

    /// How many elements an array or dictionary gets: mostly few, sometimes none, rarely many.
    private mutating func count() -> Int {
        if budget <= 0 || random.chance(15) { return 0 }
        if random.chance(2) { return Int.random(in: 100...400, using: &random) }
        return Int.random(in: 1...4, using: &random)
    }

    private mutating func basic(_ code: UInt8) -> Value? {
        switch code {
        case UInt8(ascii: "y"): return .byte(integer())
        case UInt8(ascii: "b"): return .bool(random.chance(50))
        case UInt8(ascii: "n"): return .int16(integer())
        case UInt8(ascii: "q"): return .uint16(integer())
        case UInt8(ascii: "i"): return .int32(integer())
        case UInt8(ascii: "u"): return .uint32(integer())
        case UInt8(ascii: "x"): return .int64(integer())
        case UInt8(ascii: "t"): return .uint64(integer())
        case UInt8(ascii: "d"): return .double(double())
        case UInt8(ascii: "s"): return .string(string())
        case UInt8(ascii: "o"): return .objectPath(objectPath())
        case UInt8(ascii: "g"): return (try? Signature(TypeTree.random(depth: 2, using: &random).signature)).map(Value.signature)
        default: return nil
        }
    }

    private mutating func integer<T: FixedWidthInteger>() -> T {
        if random.chance(40) { return random.pick([T.min, T.max, 0, 1, T.min &+ 1, T.max &- 1]) }
        return T(truncatingIfNeeded: random.next())
    }

    /// Any bit pattern: NaNs with payloads, infinities, -0, subnormals.
    private mutating func double() -> Double {
        if random.chance(30) { return random.pick([0, -0.0, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude]) }
        return Double(bitPattern: random.next())
    }

    /// Empty, ASCII, any Unicode scalar but NUL (1–4 bytes each), or long.
    private mutating func string() -> String {
        if random.chance(10) { return "" }
        let length = random.chance(3) ? Int.random(in: 1000...maximumStringBytes / 4, using: &random) : Int.random(in: 1...24, using: &random)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            let scalar: UnicodeScalar? = switch Int.random(in: 0..<4, using: &random) {
            case 0: UnicodeScalar(UInt32.random(in: 1...0x7F, using: &random))
            case 1: UnicodeScalar(UInt32.random(in: 0x80...0x7FF, using: &random))
            case 2: UnicodeScalar(UInt32.random(in: 0x800...0xFFFF, using: &random))
            default: UnicodeScalar(UInt32.random(in: 0x10000...0x10FFFF, using: &random))
            }
            scalars.append(scalar ?? "?")  // surrogates are not scalars
        }
        return String(scalars)
    }

    private mutating func objectPath() -> ObjectPath {
        let alphabet = Array("abcXYZ019_")
        let elements = (0..<Int.random(in: 0...4, using: &random)).map { _ in
            String((0..<Int.random(in: 1...8, using: &random)).map { _ in random.pick(alphabet) })
        }
        return (try? ObjectPath("/" + elements.joined(separator: "/"))) ?? .root
    }
}
