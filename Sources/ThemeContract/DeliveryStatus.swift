import DBus

/// What `GetDeliveryStatus` answers (docs/dbus-api.md, "Who followed"): the serial in force, what
/// each output of the daemon holds, and what each known client acknowledged. The daemon builds it,
/// `themeswitch status` reads it; both through ``value`` and ``init(_:)``.
public struct DeliveryStatus: Sendable, Equatable, Codable {
    /// One thing the daemon writes or runs for a change.
    public struct Output: Sendable, Equatable, Codable {
        /// What it is: one of ``Kind``'s raw values.
        public var kind: String
        /// Which one, for people: `template kitty → /home/ada/.config/kitty/themeswitch.conf`.
        public var name: String
        /// The serial of the last change it took (0: none yet).
        public var serial: UInt64
        /// Why its last attempt failed, in one sentence; empty when it worked.
        public var failure: String
        /// The exit status of a reload command or hook, when one ran; -1 otherwise.
        public var exitStatus: Int32
        /// Whether it is still at work on the change of ``serial``.
        public var running: Bool

        public init(kind: Kind, name: String, serial: UInt64, failure: String = "", exitStatus: Int32 = -1, running: Bool = false) {
            self.init(kind: kind.rawValue, name: name, serial: serial, failure: failure, exitStatus: exitStatus, running: running)
        }

        init(kind: String, name: String, serial: UInt64, failure: String, exitStatus: Int32, running: Bool) {
            self.kind = kind
            self.name = name
            self.serial = serial
            self.failure = failure
            self.exitStatus = exitStatus
            self.running = running
        }
    }

    /// The kinds of output, in the order a change reaches them.
    public enum Kind: String, Sendable, CaseIterable {
        case snapshotFile = "snapshot-file"
        case signals
        case portal
        case appFile = "app-file"
        case template
        case desktop
        case reload
        case hook

        /// Whether it is written or run for some changes only (a reload when its program's file
        /// changed, a darkman hook when the scheme changed, an app's file when its own set changed):
        /// holding an older serial is then not lagging behind.
        public var runsOnDemand: Bool { self == .reload || self == .hook || self == .appFile }
    }

    /// A connection that registered an app or acknowledged a change.
    public struct Client: Sendable, Equatable, Codable {
        /// Its unique bus name (`:1.42`).
        public var uniqueName: String
        /// The app id it registered (empty: none).
        public var appID: String
        /// Its process id (0: unknown).
        public var processID: UInt32
        /// Its command name, from `/proc/PID/comm` (empty: unknown).
        public var command: String
        /// The last serial it acknowledged (0: none).
        public var acknowledged: UInt64

        public init(uniqueName: String, appID: String, processID: UInt32, command: String, acknowledged: UInt64) {
            self.uniqueName = uniqueName
            self.appID = appID
            self.processID = processID
            self.command = command
            self.acknowledged = acknowledged
        }

        /// `kitty-demo (pid 4242, org.example.Demo, :1.42)`: what a person needs to find it.
        public var label: String {
            let what = [processID == 0 ? nil : "pid \(processID)", appID.isEmpty ? nil : appID, uniqueName].compactMap { $0 }
            return "\(command.isEmpty ? "unknown program" : command) (\(what.joined(separator: ", ")))"
        }
    }

    /// Where one output or client stands against the serial in force.
    public enum Standing: Sendable, Equatable {
        /// It holds the serial in force.
        case current
        /// It is still at work on the serial in force.
        case running
        /// It holds an older serial (0: none yet).
        case older(UInt64)
        /// Its last attempt failed, for this reason.
        case failed(String)
        /// It ran for an older change and was not due for this one (a reload, a hook).
        case notDue(UInt64)
        /// A client that registered but has never acknowledged a change: whether it followed cannot be known.
        case cannotConfirm
    }

    /// The serial in force.
    public var serial: UInt64
    /// Every output, in the order a change reaches them.
    public var outputs: [Output]
    /// Every known client, by unique name.
    public var clients: [Client]

    public init(serial: UInt64, outputs: [Output], clients: [Client]) {
        self.serial = serial
        self.outputs = outputs
        self.clients = clients
    }

    /// Where `output` stands.
    public func standing(of output: Output) -> Standing {
        if !output.failure.isEmpty { return .failed(output.failure) }
        if output.running { return .running }
        if output.serial >= serial { return .current }
        return Kind(rawValue: output.kind)?.runsOnDemand == true && output.serial > 0 ? .notDue(output.serial) : .older(output.serial)
    }

    /// Where `client` stands.
    public func standing(of client: Client) -> Standing {
        if client.acknowledged == 0 { return .cannotConfirm }
        return client.acknowledged >= serial ? .current : .older(client.acknowledged)
    }

    /// Whether the change in force has reached everything that can say so: no output is behind
    /// it, at work on it or failed, and every client holds it.
    public var allFollowed: Bool {
        outputs.allSatisfy { output in
            switch standing(of: output) {
            case .current, .notDue: true
            default: false
            }
        } && clients.allSatisfy { standing(of: $0) == .current }
    }

    /// Whether waiting longer can change the answer: an output is at work on the change in force
    /// or has not reached it yet, or a client has not acknowledged it (yet).
    public var isSettling: Bool {
        outputs.contains { output in
            switch standing(of: output) {
            case .running, .older: true
            default: false
            }
        } || clients.contains { standing(of: $0) != .current }
    }
}

extension DeliveryStatus {
    /// The `a{sv}` of `GetDeliveryStatus`: `serial` (t), `outputs` (aa{sv}: kind s, name s,
    /// serial t, failure s, exit-status i, running b) and `clients` (aa{sv}: unique-name s,
    /// app-id s, pid u, command s, acknowledged t).
    public var value: Value {
        .stringVariantDictionary([
            "serial": .uint64(serial),
            "outputs": .array(element: "a{sv}", outputs.map { output in
                .stringVariantDictionary([
                    "kind": .string(output.kind), "name": .string(output.name), "serial": .uint64(output.serial),
                    "failure": .string(output.failure), "exit-status": .int32(output.exitStatus), "running": .bool(output.running),
                ])
            }),
            "clients": .array(element: "a{sv}", clients.map { client in
                .stringVariantDictionary([
                    "unique-name": .string(client.uniqueName), "app-id": .string(client.appID), "pid": .uint32(client.processID),
                    "command": .string(client.command), "acknowledged": .uint64(client.acknowledged),
                ])
            }),
        ])
    }

    /// Reads ``value``; a missing or mistyped member is read as empty, so a newer daemon's extra
    /// members and an older one's missing ones both read.
    public init(_ value: Value) {
        let top = value.stringKeyedDictionary ?? [:]
        serial = top["serial"]?.uint64 ?? 0
        outputs = (top["outputs"]?.array ?? []).map { item in
            let entry = item.stringKeyedDictionary ?? [:]
            return Output(
                kind: entry["kind"]?.string ?? "", name: entry["name"]?.string ?? "",
                serial: entry["serial"]?.uint64 ?? 0, failure: entry["failure"]?.string ?? "",
                exitStatus: entry["exit-status"]?.int32 ?? -1, running: entry["running"]?.bool ?? false)
        }
        clients = (top["clients"]?.array ?? []).map { item in
            let entry = item.stringKeyedDictionary ?? [:]
            return Client(
                uniqueName: entry["unique-name"]?.string ?? "", appID: entry["app-id"]?.string ?? "",
                processID: entry["pid"]?.uint32 ?? 0, command: entry["command"]?.string ?? "",
                acknowledged: entry["acknowledged"]?.uint64 ?? 0)
        }
    }
}
