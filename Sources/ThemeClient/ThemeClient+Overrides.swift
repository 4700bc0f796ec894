import DBus

/// Override layers, per-app sets and the dark variant (issue 12; docs/dbus-api.md, "Overrides").
extension ThemeClient {
    /// One override as `ListOverrides` returns it.
    public struct Override: Sendable, Hashable {
        /// The app id, `""` for the global layer.
        public let appID: String
        /// The context within the app, `""` for the whole app.
        public let context: String
        /// `light` or `dark`.
        public let scheme: String
        public let key: String
        /// The value as typed: `#RRGGBB[AA]`, a number, a design, or `true`/`false`.
        public let value: String
    }

    /// Sets `key` to `value` (as typed) in `scheme` (`light`, `dark`, `both`) for a scope.
    public func setOverride(_ key: String, value: String, scheme: String = "both", appID: String = "",
                            context: String = "") async throws(ThemeClientError) {
        _ = try await call("SetOverride", [.string(key), .variant(.string(value)), .string(scheme), .string(appID), .string(context)])
    }

    /// Clears `key` in `scheme` for a scope, so the layer below shows through.
    public func clearOverride(_ key: String, scheme: String = "both", appID: String = "",
                              context: String = "") async throws(ThemeClientError) {
        _ = try await call("ClearOverride", [.string(key), .string(scheme), .string(appID), .string(context)])
    }

    /// The overrides of one scope, or of all (`appID` `*`).
    public func overrides(appID: String = "*", context: String = "") async throws(ThemeClientError) -> [Override] {
        let reply = try await call("ListOverrides", [.string(appID), .string(context)], signature: "a(ssssv)")
        return (reply.arguments.first?.array ?? []).compactMap { entry in
            guard let fields = entry.structure, fields.count == 5, let app = fields[0].string, let context = fields[1].string,
                  let scheme = fields[2].string, let key = fields[3].string else { return nil }
            let value: String = switch fields[4].unwrapped {
            case .string(let text): text
            case .double(let number): JSONText.number(number)
            case .uint32(let number): String(number)
            case .bool(let flag): flag ? "true" : "false"
            default: "\(fields[4].unwrapped)"
            }
            return Override(appID: app, context: context, scheme: scheme, key: key, value: value)
        }
    }

    /// Removes the global layer (`""`), one app's layers, or all (`*`).
    public func resetOverrides(appID: String) async throws(ThemeClientError) {
        _ = try await call("ResetOverrides", [.string(appID)])
    }

    /// Every override as YAML.
    public func exportOverrides() async throws(ThemeClientError) -> String {
        try await call("ExportOverrides", signature: "s").arguments.first?.string ?? ""
    }

    /// Replaces every override with those of a YAML document.
    public func importOverrides(_ yaml: String) async throws(ThemeClientError) {
        _ = try await call("ImportOverrides", [.string(yaml)])
    }

    /// The set an app (or one context of it) renders now.
    public func tokens(appID: String, context: String = "") async throws(ThemeClientError) -> ThemeSnapshot {
        try TokenWire.snapshot(try await call("GetTokensForContext", [.string(appID), .string(context)], signature: "ssta{sv}").arguments)
    }

    /// Sets the dark scheme's variant: `black` or `dim`.
    public func setDarkVariant(_ variant: String) async throws(ThemeClientError) {
        _ = try await call("SetDarkVariant", [.string(variant)])
    }
}
