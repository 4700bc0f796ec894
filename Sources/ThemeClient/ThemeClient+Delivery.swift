import DBus
import ThemeContract

extension ThemeClient {
    /// Tells the daemon this client has re-rendered the change of `serial` (`Acknowledge`), so that
    /// `themeswitch status` can say it followed. ``updates(via:acknowledging:)`` does it by itself.
    public func acknowledge(_ serial: UInt64) async throws(ThemeClientError) {
        _ = try await call("Acknowledge", [.uint64(serial)])
    }

    /// The serial in force, what each output of the daemon holds and what each known client
    /// acknowledged (`GetDeliveryStatus`).
    public func deliveryStatus() async throws(ThemeClientError) -> DeliveryStatus {
        let reply = try await call("GetDeliveryStatus", signature: "a{sv}")
        guard let status = reply.arguments.first else { throw .unexpectedReply("GetDeliveryStatus gave no status") }
        return DeliveryStatus(status)
    }
}
