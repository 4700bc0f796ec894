import DBus

/// dconf's writer announces every write with `ca.desrt.dconf.Writer.Notify(s prefix, as changes, s tag)`
/// on the session bus; the daemon's GSettings readers use it to know when to read again.
enum DconfNotification {
    /// The match rule for every such announcement.
    static let rule = MatchRule(interface: "ca.desrt.dconf.Writer", member: "Notify")

    /// Whether `message` may concern a key under one of `directories` (each ending in `/`).
    static func touches(_ message: Message, anyOf directories: [String]) -> Bool {
        guard let prefix = message.arguments.first?.string else { return false }
        let changes = message.arguments.count > 1 ? (message.arguments[1].array?.compactMap(\.string) ?? []) : []
        let paths = changes.isEmpty ? [prefix] : changes.map { prefix + $0 }
        return paths.contains { path in directories.contains { path.hasPrefix($0) || $0.hasPrefix(path) } }
    }
}
