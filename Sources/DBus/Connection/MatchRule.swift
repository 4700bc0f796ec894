/// A D-Bus match rule: which signals a subscription receives.
///
/// The rule is sent to the bus (`AddMatch`) and also checked locally, so that
/// each stream gets only its own signals. A `sender` that is a well-known name is
/// left to the bus to check, since messages carry the sender's unique name.
public struct MatchRule: Sendable, Hashable {
    public var sender: String?
    public var path: ObjectPath?
    public var pathNamespace: ObjectPath?
    public var interface: String?
    public var member: String?
    /// String arguments to match, by index (`arg0='org.example.Name'`).
    public var arguments: [Int: String]

    public init(
        sender: String? = nil, path: ObjectPath? = nil, pathNamespace: ObjectPath? = nil,
        interface: String? = nil, member: String? = nil, arguments: [Int: String] = [:]
    ) {
        self.sender = sender
        self.path = path
        self.pathNamespace = pathNamespace
        self.interface = interface
        self.member = member
        self.arguments = arguments
    }

    /// The rule in the bus's text syntax.
    public var text: String {
        var parts = ["type='signal'"]
        func add(_ key: String, _ value: String?) {
            guard let value else { return }
            parts.append("\(key)='\(value.replacingOccurrences(of: "'", with: "'\\''"))'")
        }
        add("sender", sender)
        add("path", path?.rawValue)
        add("path_namespace", pathNamespace?.rawValue)
        add("interface", interface)
        add("member", member)
        for (index, value) in arguments.sorted(by: { $0.key < $1.key }) { add("arg\(index)", value) }
        return parts.joined(separator: ",")
    }

    /// Whether `message` is a signal this rule selects.
    public func matches(_ message: Message) -> Bool {
        guard message.kind == .signal else { return false }
        if let sender, sender.hasPrefix(":"), message.sender != sender { return false }
        if let path, message.path != path { return false }
        if let pathNamespace, let messagePath = message.path,
           !(messagePath == pathNamespace || pathNamespace.childElement(towards: messagePath) != nil) {
            return false
        }
        if let interface, message.interface != interface { return false }
        if let member, message.member != member { return false }
        for (index, value) in arguments {
            guard index < message.arguments.count, message.arguments[index].string == value,
                  case .string = message.arguments[index] else { return false }
        }
        return true
    }

    func validate() throws(DBusError) {
        if let sender { try Validate.busName(sender) }
        if let interface { try Validate.interface(interface) }
        if let member { try Validate.member(member) }
        guard arguments.keys.allSatisfy({ (0...63).contains($0) }) else {
            throw DBusError(.invalidArgs, "match rules take arguments arg0 to arg63 only")
        }
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
