/// A token set as a tree of groups, split at the dots of its keys, children in output order.
/// A key that is also the prefix of other keys keeps its value on the group node
/// (DTCG's `$root`); the built-in key set has none.
struct TokenTree: Sendable {
    /// The full dotted key of this node (`""` for the root).
    var path: String
    /// The token whose key is exactly `path`, if any.
    var value: TokenValue?
    /// Child nodes by name, in first-seen order.
    var children: [(name: String, node: TokenTree)] = []

    init(path: String, value: TokenValue? = nil) {
        self.path = path
        self.value = value
    }

    /// The tree of `tokens`, in output order (``TokenSet/forEachInOrder(_:)``).
    init(_ tokens: TokenSet) {
        self.init(path: "")
        tokens.forEachInOrder { _, key, value in
            insert(key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...],
                   fullKey: key, value: value)
        }
    }

    private mutating func insert(_ elements: ArraySlice<String>, fullKey: String, value: TokenValue) {
        guard let first = elements.first else {
            self.value = value
            return
        }
        let childPath = path.isEmpty ? first : path + "." + first
        if let index = children.firstIndex(where: { $0.name == first }) {
            children[index].node.insert(elements.dropFirst(), fullKey: fullKey, value: value)
        } else {
            var child = TokenTree(path: childPath)
            child.insert(elements.dropFirst(), fullKey: fullKey, value: value)
            children.append((first, child))
        }
    }

    /// The value of the child leaf `name`, if this node has one.
    func leaf(_ name: String) -> TokenValue? {
        children.first { $0.name == name && $0.node.children.isEmpty }?.node.value
    }

    /// Whether every child is a leaf and their names are exactly `names`.
    func hasExactly(_ names: Set<String>) -> Bool {
        value == nil && children.count == names.count
            && children.allSatisfy { names.contains($0.name) && $0.node.children.isEmpty && $0.node.value != nil }
    }
}
