/// A complete D-Bus type, as a tree, so that values can be generated to match it.
indirect enum TypeTree {
    case basic(UInt8)
    case array(TypeTree)
    case dictionary(key: UInt8, value: TypeTree)
    case structure([TypeTree])
    case variant

    /// The type's signature text.
    var signature: String {
        switch self {
        case .basic(let code): String(UnicodeScalar(code))
        case .array(let element): "a" + element.signature
        case .dictionary(let key, let value): "a{" + String(UnicodeScalar(key)) + value.signature + "}"
        case .structure(let members): "(" + members.map(\.signature).joined() + ")"
        case .variant: "v"
        }
    }

    /// Every basic type but `h`: a Unix fd needs a real descriptor passed beside the message.
    static let basicCodes = Array("ybnqiuxtdsog".utf8)

    /// A random type at most `depth` containers deep; sometimes a chain as deep as D-Bus allows.
    static func random(depth: Int, using random: inout SeededRandom) -> TypeTree {
        if random.chance(2) { return deepChain(using: &random) }
        return node(depth: depth, using: &random)
    }

    private static func node(depth: Int, using random: inout SeededRandom) -> TypeTree {
        guard depth > 0, random.chance(55) else {
            return random.chance(85) ? .basic(random.pick(basicCodes)) : .variant
        }
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return .array(node(depth: depth - 1, using: &random))
        case 1: return .dictionary(key: random.pick(basicCodes), value: node(depth: depth - 1, using: &random))
        case 2: return .structure((0..<Int.random(in: 1...4, using: &random)).map { _ in node(depth: depth - 1, using: &random) })
        default: return .variant
        }
    }

    /// 25–32 arrays or structs around one basic type (D-Bus allows 32 of each).
    private static func deepChain(using random: inout SeededRandom) -> TypeTree {
        var tree = TypeTree.basic(random.pick(basicCodes))
        let arrays = random.chance(50)
        for _ in 0..<Int.random(in: 25...32, using: &random) {
            tree = arrays ? .array(tree) : .structure([tree])
        }
        return tree
    }
}
