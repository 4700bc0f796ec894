import ThemeClient
import ThemeContract

/// How `status` and `apply --wait` show who followed a change (docs/cli.md, "status"): one line
/// per output and per client, and the wait for the change in force to reach them.
enum DeliveryReport {
    /// How often `--wait` asks the daemon again.
    static let pollInterval: Duration = .milliseconds(50)

    /// Asks the daemon until the change in force has reached everything that can say so, nothing
    /// can change any more, or `seconds` are up; returns the last answer.
    static func wait(_ client: ThemeClient, seconds: Double) async throws(ThemeClientError) -> DeliveryStatus {
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int64((seconds * 1000).rounded())))
        var status = try await client.deliveryStatus()
        while !status.allFollowed, status.isSettling, ContinuousClock.now < deadline {
            try? await Task.sleep(for: min(pollInterval, deadline - ContinuousClock.now))
            status = try await client.deliveryStatus()
        }
        return status
    }

    /// Every line of `status`: the serial, then each output and each client with where it stands.
    static func lines(_ status: DeliveryStatus) -> [String] {
        ["serial in force: \(status.serial)"]
            + status.outputs.map { "\($0.name): \(text(status.standing(of: $0), exitStatus: $0.exitStatus))" }
            + status.clients.map { "app \($0.label): \(text(status.standing(of: $0), exitStatus: -1))" }
            + ["apps that only listen to the signals or read the portal cannot confirm: register or acknowledge (docs/dbus-api.md)"]
    }

    /// The lines of what did not follow the change in force: failed, behind, still at work, or a
    /// client that has not acknowledged it.
    static func notFollowed(_ status: DeliveryStatus) -> [String] {
        let outputs = status.outputs.compactMap { output -> String? in
            switch status.standing(of: output) {
            case .current, .notDue: nil
            case let standing: "did not follow: \(output.name): \(text(standing, exitStatus: output.exitStatus))"
            }
        }
        let clients = status.clients.compactMap { client -> String? in
            let standing = status.standing(of: client)
            return standing == .current ? nil : "did not follow: app \(client.label): \(text(standing, exitStatus: -1))"
        }
        return outputs + clients
    }

    /// Where something stands, in words.
    static func text(_ standing: DeliveryStatus.Standing, exitStatus: Int32) -> String {
        let exit = exitStatus >= 0 ? " (exit status \(exitStatus))" : ""
        return switch standing {
        case .current: "holds this serial" + exit
        case .running: "at work on this serial"
        case .older(0): "holds no serial yet"
        case .older(let serial): "holds an older serial (\(serial))"
        case .failed(let reason): "failed: \(reason)"
        case .notDue(let serial): "ran for serial \(serial)\(exit); not due for this one"
        case .cannotConfirm: "cannot confirm: it has never acknowledged a change"
        }
    }

    /// `--json`: the status with each output's and client's standing spelled out.
    struct Shown: Encodable {
        struct Output: Encodable {
            let kind, name: String
            let serial: UInt64
            let state, reason: String
            let exitStatus: Int32?
        }

        struct Client: Encodable {
            let uniqueName, appId, command: String
            let pid: UInt32?
            let acknowledged: UInt64
            let state: String
        }

        let serial: UInt64
        let allFollowed: Bool
        let outputs: [Output]
        let clients: [Client]

        init(_ status: DeliveryStatus) {
            serial = status.serial
            allFollowed = status.allFollowed
            outputs = status.outputs.map { output in
                let (state, reason) = Shown.state(status.standing(of: output))
                return Output(
                    kind: output.kind, name: output.name, serial: output.serial, state: state, reason: reason,
                    exitStatus: output.exitStatus >= 0 ? output.exitStatus : nil)
            }
            clients = status.clients.map { client in
                Client(
                    uniqueName: client.uniqueName, appId: client.appID, command: client.command,
                    pid: client.processID == 0 ? nil : client.processID, acknowledged: client.acknowledged,
                    state: Shown.state(status.standing(of: client)).0)
            }
        }

        /// A standing's name in `--json` (`current`, `running`, `older`, `failed`, `not-due`, `cannot-confirm`) and its reason.
        static func state(_ standing: DeliveryStatus.Standing) -> (String, String) {
            switch standing {
            case .current: ("current", "")
            case .running: ("running", "")
            case .older: ("older", "")
            case .failed(let reason): ("failed", reason)
            case .notDue: ("not-due", "")
            case .cannotConfirm: ("cannot-confirm", "")
            }
        }
    }
}
