/// What ``YAMLReader`` lets one document expand to (issue 28 §1, docs/RELIABILITY.md "Limits").
/// Both are counted while libyaml's events arrive, before any node is composed twice: an alias
/// adds the full size and height of the node it names.
public struct YAMLLimits: Sendable {
    /// The most nodes (scalars, sequences, mappings) the document may hold once every alias
    /// is replaced by what it names.
    public var maximumNodes: Int
    /// The deepest nesting of sequences and mappings, counted once aliases are expanded; a
    /// top-level scalar is depth 0, the items of a top-level mapping depth 1.
    public var maximumDepth: Int

    public init(maximumNodes: Int, maximumDepth: Int) {
        self.maximumNodes = maximumNodes
        self.maximumDepth = maximumDepth
    }
}
