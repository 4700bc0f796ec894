import DBus
import ThemeConfiguration
import ThemeContract
import ThemeCore
import ThemeTemplates

/// `HoldScheme`, `GetForecast` and `ForecastChanged` (issue 38 §3–4, docs/dbus-api.md "The
/// schedule"): a scheme held over the schedule until its next transition, and the transitions to
/// come, for apps that animate across dusk. `HeldUntil` is in the property table.
extension ThemeService {
    static func scheduleMethods(_ provider: Provider, schedule: ScheduleControl?) -> [Method] {
        [
            Method("HoldScheme", inputs: [Argument("scheme", "s")]) { call in
                let text = try string(call, 0, "scheme")
                guard let request = SchemeHold.Request(rawValue: text) else {
                    throw ThemeRequestError.invalidArgument("scheme \(ThemeRequestError.quoted(text)) is not one of light, dark, toggle")
                }
                try await provider.holdScheme(request, on: try control(schedule))
                return []
            },
            Method("GetForecast", inputs: [Argument("days", "u")], outputs: [Argument("transitions", "a(stt)")]) { call in
                let days = Int(call.arguments[0].uint32 ?? 0)
                let windows: [TransitionWindow]
                do {
                    windows = try schedule?.forecast(days: days) ?? []
                } catch {
                    throw ThemeRequestError.invalidArgument("\(error)")
                }
                return [.array(element: "(stt)", windows.map { window in
                    .structure([
                        .string(window.scheme.rawValue), .uint64(ScheduleStateFile.microseconds(window.start)),
                        .uint64(ScheduleStateFile.microseconds(window.end)),
                    ])
                })]
            },
        ]
    }

    static let scheduleSignals = [SignalDeclaration(ThemeBus.forecastChanged, arguments: [])]

    private static func control(_ schedule: ScheduleControl?) throws -> ScheduleControl {
        guard let schedule else { throw ThemeRequestError.invalidArgument(ScheduleControl.HoldError.noSchedule.description) }
        return schedule
    }
}

extension Provider {
    /// Holds `request`'s scheme over the schedule until its next transition (`HoldScheme`): `toggle`
    /// holds the other scheme than the one in force. The preference becomes `system` (the schedule's)
    /// once the hold is made; a lock on the hold or the scheme, no schedule, or a preference that
    /// cannot be saved refuses the request and changes nothing.
    func holdScheme(_ request: SchemeHold.Request, on schedule: ScheduleControl) throws {
        try checkUnlocked(.hold)
        if settings.colorScheme != .system { try checkUnlocked(.scheme) }
        let scheme = request.scheme(from: snapshot.resolvedScheme)
        do {
            _ = try schedule.hold(scheme == .dark ? .dark : .light)
        } catch {
            throw ThemeRequestError.invalidArgument(error.description)
        }
        guard settings.colorScheme != .system else { return }
        do {
            try setColorScheme(SchemePreference.system.rawValue)
        } catch {
            schedule.releaseHold()
            throw error
        }
    }
}
