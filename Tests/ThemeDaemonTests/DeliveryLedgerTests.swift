import DBus
import Testing
import ThemeContract
@testable import ThemeDaemon

/// What the ledger keeps of each output and client, and how `GetDeliveryStatus` reads it
/// (issue 37 §2–4), without a bus, a file or a clock.
@Suite struct DeliveryLedgerTests {
    private func mark(_ kind: DeliveryStatus.Kind, _ serial: UInt64) -> DeliveryLedger.Mark {
        DeliveryLedger.Mark(kind: kind, serial: serial)
    }

    @Test func anOutputHoldsTheLastSerialItTookAndAFailureKeepsItUntilItWorksAgain() {
        let ledger = DeliveryLedger()
        ledger.took("template kitty → /k", mark(.template, 4))
        ledger.failed("template kitty → /k", mark(.template, 5), reason: "the output directory /k is not writable")
        var status = ledger.status(serial: 5)
        #expect(status.outputs.map(\.serial) == [4])
        #expect(status.standing(of: status.outputs[0]) == .failed("the output directory /k is not writable"))
        #expect(!status.allFollowed && !status.isSettling)
        ledger.took("template kitty → /k", mark(.template, 6))
        status = ledger.status(serial: 6)
        #expect(status.standing(of: status.outputs[0]) == .current && status.allFollowed)
    }

    @Test func aLateReportOfAnEarlierChangeChangesNothing() {
        let ledger = DeliveryLedger()
        ledger.took("hook hooks.d/a", mark(.hook, 7))
        ledger.failed("hook hooks.d/a", mark(.hook, 6), reason: "hook hooks.d/a exited with status 1")
        #expect(ledger.status(serial: 7).outputs == [DeliveryStatus.Output(kind: .hook, name: "hook hooks.d/a", serial: 7)])
    }

    @Test func aCommandAtWorkIsRunningAndAReloadNotDueForThisChangeIsNotBehind() {
        let ledger = DeliveryLedger()
        ledger.took("kitty unix:/run/kitty", mark(.reload, 3), exitStatus: 0)
        ledger.started("hook hooks.d/slow", mark(.hook, 4))
        ledger.took("template foot → /f", mark(.template, 3))
        let status = ledger.status(serial: 4)
        let standings = Dictionary(uniqueKeysWithValues: status.outputs.map { ($0.name, status.standing(of: $0)) })
        #expect(standings == ["kitty unix:/run/kitty": .notDue(3), "hook hooks.d/slow": .running, "template foot → /f": .older(3)])
        #expect(status.isSettling && !status.allFollowed)
        // In the order a change reaches them: templates, then reloads, then hooks.
        #expect(status.outputs.map(\.kind) == ["template", "reload", "hook"])
    }

    @Test func outputsNoLongerConfiguredAreForgotten() {
        let ledger = DeliveryLedger()
        ledger.took("template a → /a", mark(.template, 2))
        ledger.took("template b → /b", mark(.template, 2))
        ledger.took("GSettings color-scheme", mark(.desktop, 2))
        ledger.keep(.template, only: ["template b → /b"])
        #expect(ledger.status(serial: 2).outputs.map(\.name) == ["template b → /b", "GSettings color-scheme"])
    }

    @Test func aClientHoldsTheLastSerialItAcknowledgedAndOneThatNeverDidCannotConfirm() {
        let ledger = DeliveryLedger()
        ledger.registered(":1.7", appID: "org.example.Mail")
        ledger.identified(":1.7", processID: 4242, command: "mail")
        ledger.acknowledged(":1.9", serial: 12)
        ledger.acknowledged(":1.9", serial: 11)
        var status = ledger.status(serial: 12)
        #expect(status.clients.map(\.uniqueName) == [":1.7", ":1.9"])
        #expect(status.standing(of: status.clients[0]) == .cannotConfirm)
        #expect(status.clients[0].label == "mail (pid 4242, org.example.Mail, :1.7)")
        #expect(status.standing(of: status.clients[1]) == .current)
        #expect(!status.allFollowed && status.isSettling)
        ledger.forget(":1.7")
        status = ledger.status(serial: 12)
        #expect(status.clients.map(\.uniqueName) == [":1.9"] && status.allFollowed)
    }

    /// What `GetDeliveryStatus` sends is what `themeswitch status` reads, member for member; and
    /// a reply with a member missing or of another type reads as empty rather than failing.
    @Test func theWireFormReadsBackWholeAndToleratesMissingMembers() throws {
        let status = DeliveryStatus(
            serial: 9,
            outputs: [DeliveryStatus.Output(kind: .reload, name: "sway", serial: 8, failure: "live reload of sway failed", exitStatus: 1)],
            clients: [DeliveryStatus.Client(uniqueName: ":1.3", appID: "", processID: 77, command: "python3", acknowledged: 9)])
        #expect(DeliveryStatus(status.value) == status)
        #expect(status.value.signature.rawValue == "a{sv}")
        try status.value.validate()
        let partial = Value.stringVariantDictionary(["serial": .uint64(3), "outputs": .string("not an array")])
        #expect(DeliveryStatus(partial) == DeliveryStatus(serial: 3, outputs: [], clients: []))
    }
}
