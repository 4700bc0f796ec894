import Foundation
import Testing
import TestSupport
import ThemeClient
import ThemeContract

/// `updates()` acknowledges each snapshot once its consumer comes back for the next one, so
/// `GetDeliveryStatus` can say the app followed (issue 37 §3); `acknowledging: false` does not.
@Suite("Acknowledge", .timeLimit(.minutes(1)))
struct AcknowledgeTests {
    @Test func aConsumerOfUpdatesAcknowledgesWhatItTookAndAProbeThatDoesNotCannotConfirm() async throws {
        try await withDaemon(appID: "org.example.Follower") { fixture in
            let probe = try ThemeClient(appID: "org.example.Probe", busAddress: fixture.bus.address)
            defer { probe.close() }
            let follower = Collector(fixture.client.updates())
            let silent = Collector(probe.updates(acknowledging: false))
            try await follower.wait("the current state") { $0.count == 1 }
            try await silent.wait("the current state") { $0.count == 1 }

            try await probe.apply("forest")
            try await follower.wait("the change") { $0.last?.themeID == "forest" }
            try await silent.wait("the change") { $0.last?.themeID == "forest" }
            var status = try await probe.deliveryStatus()
            let followed = await eventually {
                status = try await probe.deliveryStatus()
                return status.clients.first { $0.appID == "org.example.Follower" }?.acknowledged == status.serial
            }
            #expect(followed, "\(status)")
            let silentClient = try #require(status.clients.first { $0.appID == "org.example.Probe" }, "\(status)")
            #expect(status.standing(of: silentClient) == .cannotConfirm)
            // The process and its command name come from the bus and /proc: this test process.
            let followerClient = try #require(status.clients.first { $0.appID == "org.example.Follower" })
            #expect(followerClient.processID == UInt32(getpid()))
            #expect(!followerClient.command.isEmpty && followerClient.label.contains("pid \(getpid())"))
            follower.cancel()
            silent.cancel()
        }
    }

    /// A serial that has not been published is refused and changes nothing.
    @Test func aSerialNotYetPublishedIsRefused() async throws {
        try await withDaemon { fixture in
            let current = try await fixture.client.current().serial
            await #expect(throws: ThemeClientError.self) { try await fixture.client.acknowledge(current + 1) }
            #expect(try await fixture.client.deliveryStatus().clients.isEmpty)
            try await fixture.client.acknowledge(current)
            let status = try await fixture.client.deliveryStatus()
            #expect(status.clients.map(\.acknowledged) == [current])
        }
    }
}
