import DBus
import FileReading
import ThemeContract

/// `Acknowledge` and `GetDeliveryStatus` (issue 37 §3–4, docs/dbus-api.md "Who followed"): a
/// client says it re-rendered a change; anyone asks what each output and known client holds.
extension ThemeService {
    static func deliveryMethods(_ provider: Provider, ledger: DeliveryLedger, departures: AppDepartures) -> [Method] {
        [
            Method("Acknowledge", inputs: [Argument("serial", "t")]) { call in
                let serial = call.arguments[0].uint64 ?? 0
                let current = await provider.snapshot.serial
                guard serial <= current else {
                    throw ThemeRequestError.invalidArgument("serial \(serial) has not been published; the serial in force is \(current)")
                }
                try await know(call, ledger: ledger, departures: departures)
                ledger.acknowledged(call.sender ?? "", serial: serial)
                return []
            },
            Method("GetDeliveryStatus", outputs: [Argument("status", "a{sv}")]) { _ in
                [ledger.status(serial: await provider.snapshot.serial).value]
            },
        ]
    }

    /// Keeps the caller of `call` in the ledger until it leaves the bus, with its process id and
    /// command name the first time; `appID` is the app it registered, when it did.
    static func know(_ call: MethodCall, appID: String? = nil, ledger: DeliveryLedger, departures: AppDepartures) async throws {
        guard let sender = call.sender else {
            throw ThemeRequestError.invalidArgument("\(call.message.member ?? "Acknowledge") needs a caller with a unique bus name")
        }
        let isNew = !ledger.knows(sender)
        if let appID { ledger.registered(sender, appID: appID) } else { ledger.acknowledged(sender, serial: 0) }
        guard isNew else { return }
        try await departures.watch(sender, on: call.connection)
        // A caller that left before its departure was watched is forgotten here.
        guard (try? await call.connection.bus.nameHasOwner(sender)) != false else {
            ledger.forget(sender)
            return
        }
        let processID = (try? await call.connection.bus.processID(of: sender)) ?? 0
        ledger.identified(sender, processID: processID, command: processID == 0 ? "" : commandName(of: processID))
    }

    /// `/proc/PID/comm`, without its newline; empty when it cannot be read.
    private static func commandName(of processID: UInt32) -> String {
        guard let bytes = try? RegularFile.read("/proc/\(processID)/comm", maximumBytes: 64) else { return "" }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    }
}
