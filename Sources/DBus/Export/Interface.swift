/// A named, typed argument of a method or signal.
public struct Argument: Sendable, Hashable {
    public let name: String
    public let signature: Signature

    public init(_ name: String, _ signature: Signature) {
        self.name = name
        self.signature = signature
    }
}

/// One incoming method call, as a handler sees it.
public struct MethodCall: Sendable {
    /// The decoded message; `arguments` already match the declared input signature.
    public let message: Message
    /// The connection the call arrived on.
    public let connection: Connection

    public var arguments: [Value] { message.arguments }
    /// The unique name of the caller.
    public var sender: String? { message.sender }
}

/// A method an exported interface offers.
public struct Method: Sendable {
    public let name: String
    public let inputs: [Argument]
    public let outputs: [Argument]
    /// Runs the call; returns results matching `outputs`, or throws (a `DBusError`
    /// is sent back as is, any other error as `org.freedesktop.DBus.Error.Failed`).
    public let handler: @Sendable (MethodCall) async throws -> [Value]

    public init(
        _ name: String, inputs: [Argument] = [], outputs: [Argument] = [],
        handler: @escaping @Sendable (MethodCall) async throws -> [Value]
    ) {
        self.name = name
        self.inputs = inputs
        self.outputs = outputs
        self.handler = handler
    }

    var inputSignature: Signature { Signature(unchecked: inputs.map(\.signature.rawValue).joined()) }
    var outputSignature: Signature { Signature(unchecked: outputs.map(\.signature.rawValue).joined()) }
}

/// A property an exported interface offers.
public struct Property: Sendable {
    /// How changes of the property are announced (the `EmitsChangedSignal` annotation).
    public enum ChangeAnnouncement: String, Sendable {
        /// `PropertiesChanged` carries the new value (the default).
        case value = "true"
        /// `PropertiesChanged` names the property as invalidated.
        case invalidates
        /// The value never changes.
        case constant = "const"
        /// Changes are not announced.
        case none = "false"
    }

    public let name: String
    public let signature: Signature
    public let announcement: ChangeAnnouncement
    public let get: @Sendable () async throws -> Value
    /// nil for a read-only property.
    public let set: (@Sendable (Value) async throws -> Void)?

    public init(
        _ name: String, _ signature: Signature, announcement: ChangeAnnouncement = .value,
        get: @escaping @Sendable () async throws -> Value,
        set: (@Sendable (Value) async throws -> Void)? = nil
    ) {
        self.name = name
        self.signature = signature
        self.announcement = announcement
        self.get = get
        self.set = set
    }
}

/// A signal an exported interface may emit.
public struct SignalDeclaration: Sendable, Hashable {
    public let name: String
    public let arguments: [Argument]

    public init(_ name: String, arguments: [Argument] = []) {
        self.name = name
        self.arguments = arguments
    }
}

/// One D-Bus interface of an exported object: the single table from which both
/// dispatch and introspection are derived.
public struct Interface: Sendable {
    public let name: String
    public let methods: [Method]
    public let properties: [Property]
    public let signals: [SignalDeclaration]
    /// Reads every property at once, from one consistent state; when set, `GetAll` answers
    /// from a single call of it instead of calling each property's getter in turn (which
    /// could mix two states when one changes in between).
    public let readAllProperties: (@Sendable () async throws -> [String: Value])?

    public init(
        _ name: String, methods: [Method] = [], properties: [Property] = [], signals: [SignalDeclaration] = [],
        readAllProperties: (@Sendable () async throws -> [String: Value])? = nil
    ) {
        self.name = name
        self.methods = methods
        self.properties = properties
        self.signals = signals
        self.readAllProperties = readAllProperties
    }

    func method(named name: String) -> Method? { methods.first { $0.name == name } }
    func property(named name: String) -> Property? { properties.first { $0.name == name } }
}

/// The interfaces exported at one object path.
struct ExportedObject: Sendable {
    let interfaces: [Interface]
}
