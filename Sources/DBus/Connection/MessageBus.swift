/// Calls to the bus itself (`org.freedesktop.DBus`): names, match rules, owners.
public struct MessageBus: Sendable {
    let connection: Connection

    static let name = "org.freedesktop.DBus"
    static let path: ObjectPath = "/org/freedesktop/DBus"

    private func call(_ method: String, _ arguments: [Value] = [], expecting signature: Signature) async throws -> [Value] {
        try await connection.call(
            destination: MessageBus.name, path: MessageBus.path, interface: MessageBus.name,
            method: method, arguments: arguments, expecting: signature)
    }

    /// How a name request was answered.
    public enum RequestNameReply: UInt32, Sendable {
        case primaryOwner = 1, inQueue = 2, exists = 3, alreadyOwner = 4
    }

    /// Flags of `RequestName`.
    public struct RequestNameFlags: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let allowReplacement = RequestNameFlags(rawValue: 1)
        public static let replaceExisting = RequestNameFlags(rawValue: 2)
        public static let doNotQueue = RequestNameFlags(rawValue: 4)
    }

    /// Asks for a well-known name. With `.doNotQueue` (the default), a name that
    /// another connection owns throws `NameAlreadyOwnedError`.
    @discardableResult
    public func requestName(_ name: String, flags: RequestNameFlags = [.doNotQueue]) async throws -> RequestNameReply {
        try Validate.busName(name)
        let reply = try await call("RequestName", [.string(name), .uint32(flags.rawValue)], expecting: "u")
        guard let code = reply.first?.uint32, let result = RequestNameReply(rawValue: code) else {
            throw DBusError(.failed, "RequestName gave an unknown reply")
        }
        if result == .exists {
            throw NameAlreadyOwnedError(name: name, owner: try? await nameOwner(name))
        }
        return result
    }

    /// Gives a well-known name back. Returns false when this connection did not own it.
    @discardableResult
    public func releaseName(_ name: String) async throws -> Bool {
        try Validate.busName(name)
        return try await call("ReleaseName", [.string(name)], expecting: "u").first?.uint32 == 1
    }

    /// Every name on the bus, unique and well-known.
    public func listNames() async throws -> [String] {
        try await call("ListNames", expecting: "as").first?.array?.compactMap(\.string) ?? []
    }

    /// Names that can be started by D-Bus activation.
    public func listActivatableNames() async throws -> [String] {
        try await call("ListActivatableNames", expecting: "as").first?.array?.compactMap(\.string) ?? []
    }

    /// The unique name owning `name`; throws `NameHasNoOwner` when nobody does.
    public func nameOwner(_ name: String) async throws -> String {
        try Validate.busName(name)
        return try await call("GetNameOwner", [.string(name)], expecting: "s").first?.string ?? ""
    }

    /// Whether somebody owns `name` now.
    public func nameHasOwner(_ name: String) async throws -> Bool {
        try Validate.busName(name)
        return try await call("NameHasOwner", [.string(name)], expecting: "b").first?.bool ?? false
    }

    /// The process id of the connection that owns `name` (`GetConnectionUnixProcessID`).
    public func processID(of name: String) async throws -> UInt32 {
        try Validate.busName(name)
        return try await call("GetConnectionUnixProcessID", [.string(name)], expecting: "u").first?.uint32 ?? 0
    }

    /// Starts the service that provides `name` by D-Bus activation.
    public func startService(_ name: String) async throws {
        try Validate.busName(name)
        _ = try await call("StartServiceByName", [.string(name), .uint32(0)], expecting: "u")
    }

    /// Owner changes of `name`: each element is the new owner's unique name, or nil when it left.
    public func ownerChanges(of name: String) async throws -> AsyncStream<String?> {
        let rule = MatchRule(
            sender: MessageBus.name, path: MessageBus.path, interface: MessageBus.name,
            member: "NameOwnerChanged", arguments: [0: name])
        let signals = try await connection.signals(matching: rule)
        let (stream, continuation) = AsyncStream<String?>.makeStream()
        let forward = Task {
            for await signal in signals {
                guard signal.arguments.count == 3, let newOwner = signal.arguments[2].string else { continue }
                continuation.yield(newOwner.isEmpty ? nil : newOwner)
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in forward.cancel() }
        return stream
    }

    func addMatch(_ rule: String) async throws {
        _ = try await call("AddMatch", [.string(rule)], expecting: .empty)
    }

    func removeMatch(_ rule: String) async throws {
        _ = try await call("RemoveMatch", [.string(rule)], expecting: .empty)
    }
}

/// A well-known name that another connection already owns.
public struct NameAlreadyOwnedError: Error, Sendable, CustomStringConvertible {
    public let name: String
    /// The unique name of the current owner, when the bus said.
    public let owner: String?

    public var description: String {
        "the name \(name) is already owned by another connection\(owner.map { " (\($0))" } ?? "")"
    }
}

extension Connection {
    /// The bus this connection is on, for name and match-rule calls.
    public var bus: MessageBus { MessageBus(connection: self) }
}
