import DBus

/// Whether two decoded values are the same, bit for bit: unlike `==`, a NaN equals the same
/// NaN and -0.0 differs from 0.0, and container types must match too.
func identical(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.double(let x), .double(let y)): return x.bitPattern == y.bitPattern
    case (.array(let t, let xs), .array(let u, let ys)):
        return t == u && xs.count == ys.count && zip(xs, ys).allSatisfy { identical($0, $1) }
    case (.dictionary(let k, let v, let xs), .dictionary(let l, let w, let ys)):
        return k == l && v == w && xs.count == ys.count
            && zip(xs, ys).allSatisfy { identical($0.key, $1.key) && identical($0.value, $1.value) }
    case (.structure(let xs), .structure(let ys)): return xs.count == ys.count && zip(xs, ys).allSatisfy { identical($0, $1) }
    case (.variant(let x), .variant(let y)): return identical(x, y)
    default: return a == b
    }
}

/// Whether two argument lists are identical, value by value.
func identical(_ a: [Value], _ b: [Value]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { identical($0, $1) }
}
