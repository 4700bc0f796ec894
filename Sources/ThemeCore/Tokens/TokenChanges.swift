/// What turns one token set into another: the tokens that are new or hold another value, and
/// the keys that are gone (``TokenSet/changes(since:)``). Sent to an app in place of its whole
/// set when only a few tokens changed (`AppTokenChanges`, docs/dbus-api.md).
public struct TokenChanges: Sendable, Hashable {
    /// The tokens the new set holds that the old one lacks or holds with another value.
    public var changed: TokenSet
    /// The keys the old set holds that the new one lacks, in output order.
    public var removed: [String]

    public init(changed: TokenSet, removed: [String]) {
        self.changed = changed
        self.removed = removed
    }

    /// Whether the two sets were the same.
    public var isEmpty: Bool { changed.count == 0 && removed.isEmpty }
}

extension TokenSet {
    /// Makes this set the one `changes` lead to from it.
    public mutating func apply(_ changes: TokenChanges) {
        for key in changes.removed { self[key] = nil }
        changes.changed.forEachInOrder { _, key, token in self[key] = token }
    }
}
