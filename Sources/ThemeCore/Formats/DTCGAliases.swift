/// Follows the aliases `{group.token}` of a DTCG document (``ThemeDTCGReader``) in linear time:
/// each token's chain is walked once and its outcome kept, so many tokens aliasing one long
/// chain cost no more than the chain. A chain may have at most ``maximumLinks`` links. A broken
/// chain (a cycle, a chain too long, an alias naming no token) is reported once, in one
/// sentence, at the first token that reaches it.
struct DTCGAliases {
    /// The most links followed from a token to the token holding its value.
    static let maximumLinks = 64
    /// The longest cycle spelt out token by token; a longer one is given by its length.
    private static let cycleShownUpTo = 8

    /// A token, as found from a token of `scheme` (an alias inside a scheme group may name a
    /// path relative to that group, so the same path can lead elsewhere from another scheme).
    private struct Node: Hashable {
        let scheme: ColorScheme?
        let path: String
    }

    private enum Outcome {
        /// The chain ends at `final`'s value after `links` links.
        case reaches(final: Node, links: Int)
        /// The chain reaches `node`, whose alias `reference` names no token.
        case missing(node: Node, reference: String)
        /// The chain enters a cycle of `length` tokens at `entry`.
        case cycle(entry: Node, length: Int)
    }

    private let tokens: [String: ThemeDTCGReader.Token]
    private var outcomes: [Node: Outcome] = [:]
    /// Each cycle's tokens in order from its entry.
    private var cycles: [Node: [String]] = [:]
    /// The broken chains reported already, by the path of the token the break is at (whatever
    /// scheme it was reached from).
    private var reported: Set<String> = []

    init(tokens: [String: ThemeDTCGReader.Token]) {
        self.tokens = tokens
    }

    /// The path an alias value names, or nil when `value` is not an alias.
    static func reference(_ value: JSONNode) -> String? {
        guard case .string(let text) = value, text.hasPrefix("{"), text.hasSuffix("}"), text.utf8.count > 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// `token` with the value (and, when it has none, the `$type`) of the token its alias chain
    /// ends at; `token` itself when it is no alias. Nil for a broken chain, with a problem for
    /// the first token reaching the break (`problem` is nil for the tokens after it).
    mutating func resolve(_ token: ThemeDTCGReader.Token) -> (token: ThemeDTCGReader.Token?, problem: ValidationProblem?) {
        guard let reference = Self.reference(token.value) else { return (token, nil) }
        let scheme = ColorScheme.allCases.first { token.path.hasPrefix($0.rawValue + ".") }
        guard let target = node(reference, from: scheme) else {
            return (nil, ValidationProblem(field: token.path, message: "alias {\(Self.shown(reference))} names no token "
                + "in the file; expected the path of a token"))
        }
        switch outcome(of: target) {
        case .reaches(let final, let links) where links + 1 <= Self.maximumLinks:
            let value = tokens[final.path]
            return (ThemeDTCGReader.Token(path: token.path, type: token.type ?? value?.type,
                                          value: value?.value ?? token.value), nil)
        case .reaches(let final, let links):
            return (nil, report(final, token.path, "its alias chain has \(links + 1) links to "
                + "'\(Self.shown(final.path))'; at most \(Self.maximumLinks) are followed"))
        case .missing(let node, let reference):
            return (nil, report(node, token.path, "its alias chain reaches '\(Self.shown(node.path))', whose alias "
                + "{\(Self.shown(reference))} names no token in the file; expected the path of a token"))
        case .cycle(let entry, let length):
            let members = cycles[entry] ?? []
            if length <= Self.cycleShownUpTo, let start = members.firstIndex(of: token.path) {
                let loop = Array(members[start...] + members[..<start]) + [token.path]
                return (nil, report(entry, token.path, "alias cycle \(loop.map(Self.shown).joined(separator: " → ")); "
                    + "an alias must end at a value"))
            }
            return (nil, report(entry, token.path, "its alias chain enters a cycle of \(length) tokens at "
                + "'\(Self.shown(entry.path))'; an alias must end at a value"))
        }
    }

    /// The problem at `field`, the first time the break at `node` is reported; nil after.
    private mutating func report(_ node: Node, _ field: String, _ message: String) -> ValidationProblem? {
        guard reported.insert(node.path).inserted else { return nil }
        return ValidationProblem(field: field, message: message)
    }

    /// The token `reference` names from a token of `scheme`: its full path, or its path inside the scheme group.
    private func node(_ reference: String, from scheme: ColorScheme?) -> Node? {
        if tokens[reference] != nil { return Node(scheme: scheme, path: reference) }
        guard let scheme, tokens["\(scheme.rawValue).\(reference)"] != nil else { return nil }
        return Node(scheme: scheme, path: "\(scheme.rawValue).\(reference)")
    }

    /// Where the chain from `start` ends, walking each node once over all calls (no recursion,
    /// so a chain of any length cannot exhaust the stack).
    private mutating func outcome(of start: Node) -> Outcome {
        var walk: [Node] = []
        var positions: [Node: Int] = [:]
        var node = start
        var result: Outcome
        while true {
            if let known = outcomes[node] {
                result = known
                break
            }
            if let index = positions[node] {
                let members = Array(walk[index...])
                result = .cycle(entry: node, length: members.count)
                cycles[node] = members.map(\.path)
                for member in members { outcomes[member] = result }
                walk.removeSubrange(index...)
                break
            }
            guard let reference = tokens[node.path].flatMap({ Self.reference($0.value) }) else {
                result = .reaches(final: node, links: 0)
                outcomes[node] = result
                break
            }
            guard let next = self.node(reference, from: node.scheme) else {
                result = .missing(node: node, reference: reference)
                outcomes[node] = result
                break
            }
            positions[node] = walk.count
            walk.append(node)
            node = next
        }
        for node in walk.reversed() {
            if case .reaches(let final, let links) = result { result = .reaches(final: final, links: links + 1) }
            outcomes[node] = result
        }
        return result
    }

    /// A path or reference as errors show it: at most 64 characters.
    private static func shown(_ text: String) -> String {
        text.count <= 64 ? text : "\(text.prefix(40))… (\(text.utf8.count) bytes)"
    }
}
