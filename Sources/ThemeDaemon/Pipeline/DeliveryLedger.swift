import Synchronization
import ThemeContract

/// What each output holds and what each client acknowledged (issue 37 §2–3), for
/// `GetDeliveryStatus` and `themeswitch status`: every output reports here the serial it took,
/// or why it failed; every client that registers an app or acknowledges a change is kept, by
/// unique name, until it leaves the bus. In memory only: after a restart everything is found again
/// with the next change.
public final class DeliveryLedger: Sendable {
    /// One change reaching one output: what kind of output, for which serial.
    struct Mark: Sendable {
        let kind: DeliveryStatus.Kind
        let serial: UInt64
    }

    private struct Key: Hashable {
        let kind: DeliveryStatus.Kind
        let name: String
    }

    private struct State {
        var outputs: [Key: DeliveryStatus.Output] = [:]
        var clients: [String: DeliveryStatus.Client] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    /// The output `name` took the change of `mark`; `exitStatus` is a command's.
    func took(_ name: String, _ mark: Mark, exitStatus: Int32 = -1) {
        record(name, mark) { $0 = DeliveryStatus.Output(kind: mark.kind, name: name, serial: mark.serial, exitStatus: exitStatus) }
    }

    /// The output `name` is at work on the change of `mark` (a reload command or hook that runs).
    func started(_ name: String, _ mark: Mark) {
        record(name, mark) { output in
            output.running = true
            output.failure = ""
        }
    }

    /// The output `name` did not take the change of `mark`, for `reason` (one sentence); it still
    /// holds what it held.
    func failed(_ name: String, _ mark: Mark, reason: String, exitStatus: Int32 = -1) {
        record(name, mark) { output in
            output.failure = reason
            output.exitStatus = exitStatus
            output.running = false
        }
    }

    /// Forgets the outputs of `kind` not named in `names` (a template removed from config.yaml).
    func keep(_ kind: DeliveryStatus.Kind, only names: Set<String>) {
        state.withLock { state in
            state.outputs = state.outputs.filter { $0.key.kind != kind || names.contains($0.key.name) }
        }
    }

    /// Forgets one output (an app's file removed with its last override).
    func drop(_ kind: DeliveryStatus.Kind, _ name: String) {
        _ = state.withLock { $0.outputs.removeValue(forKey: Key(kind: kind, name: name)) }
    }

    /// `sender` registered `appID` (the last one registered is shown).
    func registered(_ sender: String, appID: String) {
        updateClient(sender) { $0.appID = appID }
    }

    /// `sender` says it has re-rendered the change of `serial`; an older serial than it acknowledged before is ignored.
    func acknowledged(_ sender: String, serial: UInt64) {
        updateClient(sender) { $0.acknowledged = max($0.acknowledged, serial) }
    }

    /// What the bus and `/proc` say `sender` is.
    func identified(_ sender: String, processID: UInt32, command: String) {
        state.withLock { state in
            state.clients[sender]?.processID = processID
            state.clients[sender]?.command = command
        }
    }

    /// Whether `sender` is known (registered or acknowledged).
    func knows(_ sender: String) -> Bool {
        state.withLock { $0.clients[sender] != nil }
    }

    /// Forgets a client that left the bus.
    func forget(_ sender: String) {
        _ = state.withLock { $0.clients.removeValue(forKey: sender) }
    }

    /// Everything known, against the serial in force.
    public func status(serial: UInt64) -> DeliveryStatus {
        let (outputs, clients) = state.withLock { ($0.outputs, $0.clients) }
        let order = Dictionary(uniqueKeysWithValues: DeliveryStatus.Kind.allCases.enumerated().map { ($1, $0) })
        return DeliveryStatus(
            serial: serial,
            outputs: outputs.sorted { ((order[$0.key.kind] ?? 0), $0.key.name) < ((order[$1.key.kind] ?? 0), $1.key.name) }.map(\.value),
            clients: clients.values.sorted { $0.uniqueName < $1.uniqueName })
    }

    /// Applies `change` to the output `name`, created as holding nothing yet; a mark older than
    /// what the output took already changes nothing (a late report of an earlier change). Failing
    /// and starting keep the serial the output holds; only taking moves it on.
    private func record(_ name: String, _ mark: Mark, _ change: (inout DeliveryStatus.Output) -> Void) {
        let key = Key(kind: mark.kind, name: name)
        state.withLock { state in
            var output = state.outputs[key] ?? DeliveryStatus.Output(kind: mark.kind, name: name, serial: 0)
            guard mark.serial >= output.serial else { return }
            change(&output)
            state.outputs[key] = output
        }
    }

    private func updateClient(_ sender: String, _ change: (inout DeliveryStatus.Client) -> Void) {
        state.withLock { state in
            var client = state.clients[sender] ?? DeliveryStatus.Client(uniqueName: sender, appID: "", processID: 0, command: "", acknowledged: 0)
            change(&client)
            state.clients[sender] = client
        }
    }
}
