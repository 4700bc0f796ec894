import DBus

/// The commands of ``ThemeClient`` for a program that makes one request and exits, such as
/// `themeswitch apply`: each call blocks the calling thread (``BlockingConnection``), with no
/// event-loop thread and no task to start. Same calls, same errors as ``ThemeClient``.
package final class BlockingThemeClient {
    /// The app whose per-app layer ``current()`` resolves (`""`: none).
    package let appID: String
    private let connection: BlockingConnection
    private let busLabel: String

    /// Connects to the session bus, or to `busAddress` when given.
    ///
    /// - Throws: ``ThemeClientError/busUnavailable(bus:reason:)`` when there is no bus to connect to.
    package init(appID: String = "", busAddress: String? = nil) throws(ThemeClientError) {
        self.appID = appID
        busLabel = ThemeCall.busLabel(busAddress)
        do {
            connection = try BlockingConnection(bus: BusAddress(optionalAddress: busAddress))
        } catch {
            throw ThemeCall.connectError(error, busAddress: busAddress)
        }
    }

    /// Closes the connection.
    package func close() {
        connection.close()
    }

    /// ``ThemeClient/apply(_:)``.
    package func apply(_ themeID: String) throws(ThemeClientError) {
        do {
            _ = try call("Apply", [.string(themeID)])
        } catch .rejected(let name, let message) where ThemeCall.isUnknownTheme(name) {
            let known = (try? listThemes().map(\.id)) ?? []
            throw ThemeCall.unknownTheme(themeID, name: name, message: message, known: known)
        }
    }

    /// ``ThemeClient/setColorScheme(_:)``.
    package func setColorScheme(_ preference: SchemePreference) throws(ThemeClientError) {
        _ = try call("SetColorScheme", [.string(preference.rawValue)])
    }

    /// ``ThemeClient/listThemes()``.
    package func listThemes() throws(ThemeClientError) -> [ThemeInfo] {
        try ThemeCall.themes(from: try call("ListThemes", signature: "a(sssb)"))
    }

    /// ``ThemeClient/current()``.
    package func current() throws(ThemeClientError) -> ThemeSnapshot {
        try TokenWire.snapshot(try call("GetTokens", [.string(appID)], signature: "ssta{sv}").arguments)
    }

    private func call(_ method: String, _ arguments: [Value] = [], signature: String? = nil) throws(ThemeClientError) -> Message {
        let reply: Message
        do {
            reply = try connection.call(
                destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface, method: method,
                arguments: arguments)
        } catch {
            throw ThemeCall.callError(error, bus: busLabel)
        }
        return try ThemeCall.checked(reply, of: method, signature: signature)
    }
}
