import FoundationEssentials

/// What kdeglobals held before the daemon first set each of its keys, so that the user's file
/// can be given back byte for byte: each key's original line (or that it had none), the groups
/// added at the end of the file and the blank lines added before them. Pure: no I/O.
package struct KDEOriginals: Codable, Sendable, Equatable {
    /// One key the daemon set.
    package struct Key: Codable, Sendable, Equatable {
        package var group: String
        package var key: String
        /// The key's line before the first change (without its line end); nil when it had none.
        package var line: Data?
    }

    /// One group the daemon added.
    package struct Group: Codable, Sendable, Equatable {
        package var name: String
        /// Whether a blank line was added before its header.
        package var separator: Bool
    }

    /// There was no kdeglobals: the daemon created it (and removes it when nothing else is left).
    package var created: Bool
    /// The keys set, in the order of their first change.
    package var keys: [Key] = []
    /// The groups added, in order.
    package var groups: [Group] = []

    package init(created: Bool) { self.created = created }

    /// Sets `entries` in `globals`, remembering what the first change of each key replaced.
    package mutating func apply(_ entries: [KDEColors.Entry], to globals: inout KDEGlobals) {
        for entry in entries {
            let change = globals.set(entry.key, entry.value, in: entry.group)
            if case .addedGroup(let separator) = change, !groups.contains(where: { $0.name == entry.group }) {
                groups.append(Group(name: entry.group, separator: separator))
            }
            guard !keys.contains(where: { $0.group == entry.group && $0.key == entry.key }) else { continue }
            let original: Data? = if case .replaced(let line) = change { Data(line) } else { nil }
            keys.append(Key(group: entry.group, key: entry.key, line: original))
        }
    }

    /// Puts every remembered line back in `globals` and removes the lines, groups and blank
    /// lines the daemon added, newest first (the reverse of ``apply(_:to:)``).
    package func restore(in globals: inout KDEGlobals) {
        for key in keys.reversed() {
            if let line = key.line {
                globals.restore(key.key, in: key.group, to: Array(line))
            } else {
                globals.remove(key.key, in: key.group)
            }
        }
        for group in groups.reversed() {
            globals.removeGroupIfEmpty(group.name, separator: group.separator)
        }
    }
}
