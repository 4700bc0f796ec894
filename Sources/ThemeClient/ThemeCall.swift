import DBus

/// What a call to the daemon means: failures as ``ThemeClientError``, replies checked and decoded.
enum ThemeCall {
    /// How errors name the bus: `session bus`, or `bus at '…'` for an explicit address.
    static func busLabel(_ busAddress: String?) -> String {
        busAddress.map { "bus at '\($0)'" } ?? "session bus"
    }

    /// The error for a connection to `busAddress` that could not be opened.
    /// The reason is libdbus's without the bus named again; when no session bus is set at all,
    /// it says so instead of libdbus's account of failing to autolaunch one under X11.
    static func connectError(_ error: DBusError, busAddress: String?) -> ThemeClientError {
        let label = busLabel(busAddress)
        let prefix = "cannot connect to the \(label): "
        var reason = error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
        if busAddress == nil, reason.contains("autolaunch") { reason = "no address is set" }
        return .busUnavailable(bus: label, reason: reason)
    }

    /// The error for a call on `bus` (a ``busLabel(_:)``) that failed.
    static func callError(_ error: DBusError, bus: String) -> ThemeClientError {
        if error.is(.serviceUnknown) || error.is(.nameHasNoOwner) {
            return .daemonNotRunning(bus: bus)
        }
        if error.is(.disconnected) || error.is(.timeout) || error.is(.noReply) {
            return .transport(name: error.name, message: error.message)
        }
        if error.name.hasPrefix("org.freedesktop.DBus.Error.Spawn") {
            return .daemonNotRunning(bus: bus)
        }
        return .rejected(name: error.name, message: error.message)
    }

    /// `reply`, when it has `signature` (`nil`: any).
    static func checked(_ reply: Message, of method: String, signature: String?) throws(ThemeClientError) -> Message {
        if let signature, reply.signature.rawValue != signature {
            throw .unexpectedReply("\(method) replied with '\(reply.signature.rawValue)', expected '\(signature)'")
        }
        return reply
    }

    /// Whether a rejection named `name` says the theme id is unknown.
    static func isUnknownTheme(_ name: String) -> Bool {
        name == ThemeErrorName.unknownTheme.fullName
    }

    /// The error for `themeID` rejected as unknown, naming the closest of the `known` ids; the
    /// rejection as it came when the daemon listed no theme.
    static func unknownTheme(_ themeID: String, name: String, message: String, known: [String]) -> ThemeClientError {
        known.isEmpty ? .rejected(name: name, message: message)
            : .unknownTheme(UnknownThemeError(id: themeID, validIDs: known))
    }

    /// The themes of a `ListThemes` reply, `a(sssb)`.
    static func themes(from reply: Message) throws(ThemeClientError) -> [ThemeInfo] {
        guard let rows = reply.arguments.first?.array else { throw .unexpectedReply("ListThemes gave no array") }
        var themes: [ThemeInfo] = []
        themes.reserveCapacity(rows.count)
        for row in rows {
            guard let fields = row.structure, fields.count == 4, let id = fields[0].string,
                  let name = fields[1].string, let hex = fields[2].string, let builtIn = fields[3].bool else {
                throw .unexpectedReply("a ListThemes row is not (s id, s name, s color, b built-in)")
            }
            let color = (try? RGBAColor(hex: hex)) ?? ThemeTokens.missingColor
            themes.append(ThemeInfo(id: id, displayName: name, previewColor: color, isBuiltIn: builtIn))
        }
        return themes
    }
}
