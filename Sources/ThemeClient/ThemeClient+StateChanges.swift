import DBus

extension ThemeClient {
    /// A change of the daemon's state that ``updates(via:)`` does not carry.
    public enum StateChange: Sendable, Hashable {
        /// `PropertiesChanged`: a property changed, such as a color-scheme preference that
        /// resolves as before (no new serial); read ``status()`` again.
        case properties
        /// `CatalogChanged`: a theme was created, imported, deleted or renamed; read ``catalog()`` again.
        case catalog
        /// `ForecastChanged`: the schedule's coming transitions changed; read ``forecast(days:)`` again.
        case forecast
    }

    /// The daemon's `PropertiesChanged`, `CatalogChanged` and `ForecastChanged` signals as they
    /// arrive, for a view that shows the properties, the catalog and the schedule (a picker, the
    /// settings app). Finishes when the client is closed.
    public func stateChanges() async throws(ThemeClientError) -> AsyncStream<StateChange> {
        let properties = MatchRule(sender: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.properties,
                                   member: "PropertiesChanged")
        let catalog = MatchRule(sender: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                                member: ThemeBus.catalogChanged)
        let forecast = MatchRule(sender: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                                 member: ThemeBus.forecastChanged)
        let streams: [(AsyncStream<Message>, StateChange)]
        do {
            streams = [(try await connection.signals(matching: properties), .properties),
                       (try await connection.signals(matching: catalog), .catalog),
                       (try await connection.signals(matching: forecast), .forecast)]
        } catch {
            throw .transport(name: "", message: "\(error)")
        }
        return AsyncStream(bufferingPolicy: .bufferingNewest(8)) { continuation in
            let forwards = streams.map { signals, change in
                Task {
                    for await _ in signals { continuation.yield(change) }
                    continuation.finish()
                }
            }
            continuation.onTermination = { _ in forwards.forEach { $0.cancel() } }
        }
    }
}
