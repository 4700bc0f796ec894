/// A D-Bus error: a dotted error name and a one-sentence message.
///
/// Errors received in replies arrive as this type; a method handler that throws it
/// sends exactly this name and message back to the caller.
public struct DBusError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error name, such as `org.freedesktop.DBus.Error.InvalidArgs`.
    public let name: String
    /// What went wrong, for people.
    public let message: String

    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    public init(_ name: StandardName, _ message: String) {
        self.init(name: name.rawValue, message: message)
    }

    public var description: String { "\(name): \(message)" }

    /// Error names from the D-Bus specification and the layer's own local errors.
    public enum StandardName: String, Sendable {
        case failed = "org.freedesktop.DBus.Error.Failed"
        case noReply = "org.freedesktop.DBus.Error.NoReply"
        case timeout = "org.freedesktop.DBus.Error.Timeout"
        case disconnected = "org.freedesktop.DBus.Error.Disconnected"
        case invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"
        case invalidSignature = "org.freedesktop.DBus.Error.InvalidSignature"
        case unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
        case unknownObject = "org.freedesktop.DBus.Error.UnknownObject"
        case unknownInterface = "org.freedesktop.DBus.Error.UnknownInterface"
        case unknownProperty = "org.freedesktop.DBus.Error.UnknownProperty"
        case propertyReadOnly = "org.freedesktop.DBus.Error.PropertyReadOnly"
        case serviceUnknown = "org.freedesktop.DBus.Error.ServiceUnknown"
        case nameHasNoOwner = "org.freedesktop.DBus.Error.NameHasNoOwner"
        case noMemory = "org.freedesktop.DBus.Error.NoMemory"
        case limitsExceeded = "org.freedesktop.DBus.Error.LimitsExceeded"
        case accessDenied = "org.freedesktop.DBus.Error.AccessDenied"
        case badAddress = "org.freedesktop.DBus.Error.BadAddress"
        case notSupported = "org.freedesktop.DBus.Error.NotSupported"
    }

    /// Whether this error has the given standard name.
    public func `is`(_ standard: StandardName) -> Bool { name == standard.rawValue }
}
