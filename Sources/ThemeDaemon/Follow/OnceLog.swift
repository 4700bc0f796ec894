import ThemeConfiguration
import ThemeCore
import Logging
import Synchronization

/// Logs a recurring problem once: a subject's problem is logged when it differs from the
/// last one logged for that subject, and forgotten when the subject works again. With a
/// `record`, the problems in force are also kept there for `themeswitch status`; with a `ledger`,
/// a report that names the change it concerns (`for: mark`) is also what that output holds now
/// (``DeliveryLedger``), under the subject's name.
final class OnceLog: Sendable {
    private let logger: Logger
    private let record: OutputRecord?
    private let ledger: DeliveryLedger?
    private let last: Mutex<[String: String]> = Mutex([:])

    init(logger: Logger, record: OutputRecord? = nil, ledger: DeliveryLedger? = nil) {
        self.logger = logger
        self.record = record
        self.ledger = ledger
    }

    /// Logs `message` as an error unless it is what `subject` last reported.
    func problem(_ subject: String, _ message: String, for mark: DeliveryLedger.Mark? = nil, exitStatus: Int32 = -1) {
        if let mark { ledger?.failed(subject, mark, reason: message, exitStatus: exitStatus) }
        let isNew = last.withLock { last in
            defer { last[subject] = message }
            return last[subject] != message
        }
        if isNew {
            logger.error("\(message)")
            record?.problem(subject, message)
        }
    }

    /// `subject` works: its next problem is logged again.
    func resolved(_ subject: String, for mark: DeliveryLedger.Mark? = nil, exitStatus: Int32 = -1) {
        if let mark { ledger?.took(subject, mark, exitStatus: exitStatus) }
        if last.withLock({ $0.removeValue(forKey: subject) }) != nil { record?.resolved(subject) }
    }

    /// Runs a reload command (in its own process group, killed after `timeout`): a failure is
    /// logged once as `live reload of SUBJECT failed: …`, a success as `reloaded SUBJECT` (info), and
    /// `pkill` finding no process (status 1) as `nothing to reload for SUBJECT` (info), not a failure.
    /// The exit status and the first line of what the command said are kept for `mark`'s change.
    func run(
        _ program: String, _ arguments: [String], subject: String, for mark: DeliveryLedger.Mark? = nil,
        environment: [String: String], timeout: Duration, logger: Logger
    ) async {
        if let mark { ledger?.started(subject, mark) }
        do {
            let result = try await CommandRunner.run(program, arguments, environment: environment, timeout: timeout, processGroup: true)
            if result.status == 1, program.split(separator: "/").last == "pkill" {
                // pkill(1): status 1 is "no processes matched": the program is not running, nothing to reload.
                resolved(subject, for: mark, exitStatus: result.status)
                logger.info("nothing to reload for \(subject): no process matched")
                return
            }
            guard result.status == 0 else {
                // What the command said, when it said anything, after the sentence; its first line for the status.
                let said = result.errorOutput.trimmed
                let failure = "live reload of \(subject) failed: \(program) exited with status \(result.status)"
                problem(subject, failure + (said.isEmpty ? "" : ": \(said)"))
                let firstLine = said.split(separator: "\n", maxSplits: 1).first.map { ": \($0)" } ?? ""
                if let mark { ledger?.failed(subject, mark, reason: failure + firstLine, exitStatus: result.status) }
                return
            }
            resolved(subject, for: mark, exitStatus: 0)
            logger.info("reloaded \(subject)")
        } catch {
            problem(subject, "live reload of \(subject) failed: \(error)", for: mark)
        }
    }
}
