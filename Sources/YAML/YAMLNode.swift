/// One node of a YAML document as ``YAMLReader`` composed it (aliases already stand for the node
/// they name), or as ``YAMLWriter`` writes it.
public indirect enum YAMLNode: Sendable {
    case scalar(YAMLScalar)
    case sequence([YAMLNode], line: Int)
    case mapping([(YAMLNode, YAMLNode)], line: Int)

    /// A plain scalar (the writer quotes it only when plain style cannot hold the text).
    public init(_ text: String) { self = .scalar(YAMLScalar(text)) }

    /// The scalar, or nil for a sequence or mapping.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    /// The items, or nil for a scalar or mapping.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    /// The pairs in document order, or nil for a scalar or sequence.
    public var mapping: [(YAMLNode, YAMLNode)]? {
        if case .mapping(let pairs, _) = self { return pairs }
        return nil
    }

    /// The 1-based line the node starts on (0 for a node built in code).
    public var line: Int {
        switch self {
        case .scalar(let scalar): scalar.line
        case .sequence(_, let line), .mapping(_, let line): line
        }
    }
}

/// A scalar's text, how it was written, and its explicit tag if it had one.
public struct YAMLScalar: Sendable, Equatable {
    /// How a scalar is written; `plain` (unquoted) is the one whose text YAML resolves to numbers,
    /// booleans and null.
    public enum Style: Sendable, Equatable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var text: String
    public var style: Style
    /// The explicit tag (`!!str` as `tag:yaml.org,2002:str`), or nil.
    public var tag: String?
    /// The 1-based line the scalar starts on (0 for a scalar built in code).
    public var line: Int

    public init(_ text: String, style: Style = .plain, tag: String? = nil, line: Int = 0) {
        self.text = text
        self.style = style
        self.tag = tag
        self.line = line
    }

    /// Whether YAML's core schema reads this scalar as text of its own: quoted, block, or tagged
    /// `!!str`, so that `"true"`, `'16'` and `!!str null` stay text.
    public var isPlainUntagged: Bool { style == .plain && tag == nil }
}

extension YAMLNode {
    /// A mapping built in code, pairs in the order given.
    public init(_ pairs: [(YAMLNode, YAMLNode)]) { self = .mapping(pairs, line: 0) }

    /// A sequence built in code.
    public init(_ items: [YAMLNode]) { self = .sequence(items, line: 0) }
}
