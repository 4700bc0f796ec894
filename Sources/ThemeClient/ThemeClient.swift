@_exported import ThemeCore
@_exported import ThemeContract
import DBus
import Glibc

/// What an app links to follow the theme: the current token set, a stream of changes, and
/// the commands of the daemon's D-Bus interface (docs/dbus-api.md).
///
/// ```swift
/// let client = try ThemeClient(appID: "org.example.Mail")
/// for await snapshot in client.updates() {
///     render(background: snapshot.tokens.color.background, title: snapshot.tokens.typography.titleMedium)
/// }
/// ```
///
/// A call to a daemon that is not running starts it by D-Bus activation where its activation
/// file is installed; otherwise it fails with ``ThemeClientError/daemonNotRunning(bus:)``.
public final class ThemeClient: Sendable {
    /// The app whose per-app layer ``current()`` and ``updates()`` resolve (`""`: none).
    public let appID: String
    let connection: Connection
    let busLabel: String
    let snapshotFile: SnapshotFileReader

    /// Connects to the session bus, or to `busAddress` when given.
    ///
    /// - Parameters:
    ///   - appID: the app's id for per-app overrides, such as `org.example.Mail`; `""` for none.
    ///   - busAddress: a D-Bus address (`unix:path=…`); `nil` for the session bus.
    ///   - runtimeDirectory: where the daemon's snapshot file is (the daemon's `$XDG_RUNTIME_DIR`);
    ///     `nil` for this process's `$XDG_RUNTIME_DIR`.
    /// - Throws: ``ThemeClientError/busUnavailable(bus:reason:)`` when there is no bus to connect to.
    public init(appID: String = "", busAddress: String? = nil, runtimeDirectory: String? = nil) throws(ThemeClientError) {
        self.appID = appID
        snapshotFile = SnapshotFileReader(path: TokenSnapshotFile.path(
            runtimeDirectory: runtimeDirectory ?? getenv("XDG_RUNTIME_DIR").map { String(cString: $0) }))
        busLabel = ThemeCall.busLabel(busAddress)
        do {
            connection = try Connection(bus: BusAddress(optionalAddress: busAddress))
        } catch {
            throw ThemeCall.connectError(error, busAddress: busAddress)
        }
    }

    /// Closes the connection; streams from ``updates()`` finish.
    public func close() {
        connection.close()
    }

    deinit {
        connection.close()
    }

    /// The current theme, resolved scheme, serial and tokens for ``appID``.
    public func current() async throws(ThemeClientError) -> ThemeSnapshot {
        try await currentWithSender().snapshot
    }

    /// `GetTokens`, and the unique name of the daemon that answered.
    func currentWithSender() async throws(ThemeClientError) -> (snapshot: ThemeSnapshot, sender: String?) {
        let reply = try await call("GetTokens", [.string(appID)], signature: "ssta{sv}")
        return (try TokenWire.snapshot(reply.arguments), reply.sender)
    }

    /// Calls a method of the theme interface, translating errors.
    package func call(_ method: String, _ arguments: [Value] = [], interface: String = ThemeBus.interface,
              signature: String? = nil) async throws(ThemeClientError) -> Message {
        let reply: Message
        do {
            reply = try await connection.call(
                destination: ThemeBus.name, path: ThemeBus.path, interface: interface, method: method,
                arguments: arguments)
        } catch let error as DBusError {
            throw ThemeCall.callError(error, bus: busLabel)
        } catch {
            throw .transport(name: "", message: "\(error)")
        }
        return try ThemeCall.checked(reply, of: method, signature: signature)
    }
}
