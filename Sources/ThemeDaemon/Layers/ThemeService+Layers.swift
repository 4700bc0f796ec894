import Logging
import DBus
import ThemeContract
import ThemeCore

/// The override and per-app methods of `org.themeswitch.Theme1` (issue 12, docs/dbus-api.md).
extension ThemeService {
    static func layerMethods(_ provider: Provider, ledger: DeliveryLedger, departures: AppDepartures) -> [Method] {
        [
            Method("SetOverride", inputs: [
                Argument("key", "s"), Argument("value", "v"), Argument("scheme", "s"), Argument("app_id", "s"), Argument("context", "s"),
            ]) { call in
                try await provider.setOverride(
                    key: try string(call, 0, "key"), value: try ThemeValueArgument.override.input(call.arguments[1]), scheme: try string(call, 2, "scheme"),
                    appID: try string(call, 3, "app id"), context: try string(call, 4, "context"))
                return []
            },
            Method("ClearOverride", inputs: [
                Argument("key", "s"), Argument("scheme", "s"), Argument("app_id", "s"), Argument("context", "s"),
            ]) { call in
                try await provider.clearOverride(
                    key: try string(call, 0, "key"), scheme: try string(call, 1, "scheme"),
                    appID: try string(call, 2, "app id"), context: try string(call, 3, "context"))
                return []
            },
            Method("ListOverrides", inputs: [Argument("app_id", "s"), Argument("context", "s")],
                   outputs: [Argument("overrides", "a(ssssv)")]) { call in
                let entries = try await provider.overrides(appID: try string(call, 0, "app id"), context: try string(call, 1, "context"))
                return [.array(element: "(ssssv)", entries.map { entry in
                    .structure([.string(entry.scope.appID), .string(entry.scope.context), .string(entry.scheme.rawValue),
                                .string(entry.key.key), .variant(TokenCodec.value(entry.value))])
                })]
            },
            Method("ResetOverrides", inputs: [Argument("app_id", "s")]) { call in
                try await provider.resetOverrides(appID: try string(call, 0, "app id"))
                return []
            },
            Method("ExportOverrides", outputs: [Argument("yaml", "s")]) { _ in
                [.string(await provider.exportOverrides())]
            },
            Method("ImportOverrides", inputs: [Argument("yaml", "s")]) { call in
                try await provider.importOverrides(call.arguments[0].string ?? "")
                return []
            },
            Method("SetDarkVariant", inputs: [Argument("variant", "s")]) { call in
                try await provider.setDarkVariant(try string(call, 0, "dark variant"))
                return []
            },
            Method("RegisterApp", inputs: [Argument("app_id", "s"), Argument("context", "s")], outputs: [
                Argument("own", "b"), Argument("theme_id", "s"), Argument("resolved_scheme", "s"), Argument("serial", "t"),
                Argument("tokens", "a{sv}"),
            ]) { call in
                let (tokens, _) = try await registerApp(call, provider, ledger: ledger, departures: departures, changesOnly: false)
                return [.bool(tokens.isOwn)] + reply(tokens)
            },
            Method("RegisterAppForChanges", inputs: [Argument("app_id", "s"), Argument("context", "s")], outputs: [
                Argument("own", "b"), Argument("theme_id", "s"), Argument("resolved_scheme", "s"), Argument("serial", "t"),
                Argument("tokens", "a{sv}"), Argument("sequence", "t"),
            ]) { call in
                let (tokens, sequence) = try await registerApp(call, provider, ledger: ledger, departures: departures, changesOnly: true)
                return [.bool(tokens.isOwn)] + reply(tokens) + [.uint64(sequence)]
            },
            Method("GetTokensForContext", inputs: [Argument("app_id", "s"), Argument("context", "s")], outputs: [
                Argument("theme_id", "s"), Argument("resolved_scheme", "s"), Argument("serial", "t"), Argument("tokens", "a{sv}"),
            ]) { call in
                reply(try await provider.tokens(appID: try string(call, 0, "app id"), context: try string(call, 1, "context")))
            },
        ]
    }

    /// Registers the caller of `call` for the app (and context) its arguments name, keeps it in
    /// the ledger, and follows its departure from the bus, which ends the registration.
    private static func registerApp(
        _ call: MethodCall, _ provider: Provider, ledger: DeliveryLedger, departures: AppDepartures, changesOnly: Bool
    ) async throws -> (tokens: AppTokens, sequence: UInt64) {
        guard let sender = call.sender else {
            throw ThemeRequestError.invalidArgument("\(call.message.member ?? "RegisterApp") needs a caller with a unique bus name")
        }
        let registered = try await provider.registerApp(
            sender: sender, appID: try string(call, 0, "app id"), context: try string(call, 1, "context"), changesOnly: changesOnly)
        do {
            try await know(call, appID: try string(call, 0, "app id"), ledger: ledger, departures: departures)
        } catch {
            // Unwatched, the caller's registrations would outlive it.
            await provider.dropApps(of: sender)
            throw error
        }
        // A caller that left before its departure was watched is dropped here.
        if !ledger.knows(sender) { await provider.dropApps(of: sender) }
        return registered
    }

    static let layerSignals = [
        SignalDeclaration(ThemeBus.appTokensChanged, arguments: [
            Argument("app_id", "s"), Argument("context", "s"), Argument("theme_id", "s"), Argument("resolved_scheme", "s"),
            Argument("serial", "t"), Argument("own", "b"), Argument("tokens", "a{sv}"),
        ]),
        SignalDeclaration(ThemeBus.appTokenChanges, arguments: [
            Argument("app_id", "s"), Argument("context", "s"), Argument("theme_id", "s"), Argument("resolved_scheme", "s"),
            Argument("sequence", "t"), Argument("serial", "t"), Argument("own", "b"), Argument("complete", "b"),
            Argument("removed", "as"), Argument("changed", "a{sv}"),
        ]),
    ]

    /// Sends one app's new set, or what changed in it, to the caller that registered for it, and
    /// to nobody else.
    public func publish(_ delivery: AppDelivery, on connection: Connection) throws {
        let tokens = delivery.tokens
        let leading: [Value] = [.string(delivery.appID), .string(delivery.context), .string(tokens.themeID), .string(tokens.resolvedScheme.rawValue)]
        switch delivery.content {
        case .wholeSet:
            try connection.emit(
                path: ThemeBus.path, interface: ThemeBus.interface, signal: ThemeBus.appTokensChanged,
                leading: leading, trailing: try tokens.signalTail.arguments(of: tokens), destination: delivery.destination)
        case .changes(let previous, let sequence):
            try connection.emit(
                path: ThemeBus.path, interface: ThemeBus.interface, signal: ThemeBus.appTokenChanges,
                leading: leading + [.uint64(sequence)], trailing: try tokens.signalTail.changeArguments(since: previous, of: tokens),
                destination: delivery.destination)
        }
    }

    /// `GetTokens`' reply for one app's set.
    static func reply(_ tokens: AppTokens) -> [Value] {
        [.string(tokens.themeID), .string(tokens.resolvedScheme.rawValue), .uint64(tokens.serial), TokenCodec.dictionary(tokens.tokens)]
    }
}
