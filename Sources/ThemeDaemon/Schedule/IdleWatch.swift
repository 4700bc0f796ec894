import DBus
import FoundationEssentials
import ThemeTemplates

/// Whether the user is idle, while a transition window waits for it (issue 38 §2): from GNOME's
/// `org.gnome.Mutter.IdleMonitor` where it is on the session bus (an idle watch that fires after the
/// idle time, nothing else), else `org.freedesktop.ScreenSaver` (its idle time asked once per idle
/// time while the window lasts), else logind's session `IdleHint` on the
/// system bus (its `PropertiesChanged`). With none, a switch waits for the window's end.
struct IdleWatch: Sendable {
    /// Which source answers.
    enum Source: String, Sendable {
        case mutter = "GNOME's idle monitor (org.gnome.Mutter.IdleMonitor)"
        case screenSaver = "the screen saver's idle time (org.freedesktop.ScreenSaver)"
        case logind = "logind's session IdleHint"
        case none = "none: a switch waits for the end of its window"
    }

    let source: Source
    private let session: Connection?
    private let system: Connection?
    /// logind's object of this session, for ``Source/logind``.
    private let logindSession: ObjectPath?

    static let mutterName = "org.gnome.Mutter.IdleMonitor"
    static let mutterPath: ObjectPath = "/org/gnome/Mutter/IdleMonitor/Core"
    static let screenSaverName = "org.freedesktop.ScreenSaver"
    static let screenSaverPath: ObjectPath = "/org/freedesktop/ScreenSaver"

    /// The first source that answers, in the order above. logind's session is this process's, or
    /// for a user service outside any session the user's graphical one (`GetSession("auto")`).
    static func find(session: Connection, system: Connection?) async -> IdleWatch {
        if (try? await session.bus.nameHasOwner(mutterName)) == true {
            return IdleWatch(source: .mutter, session: session, system: system, logindSession: nil)
        }
        if (try? await session.bus.nameHasOwner(screenSaverName)) == true {
            return IdleWatch(source: .screenSaver, session: session, system: system, logindSession: nil)
        }
        if let system, let reply = try? await system.call(
            destination: "org.freedesktop.login1", path: "/org/freedesktop/login1", interface: "org.freedesktop.login1.Manager",
            method: "GetSession", arguments: [.string("auto")], timeout: .seconds(5)),
           case .objectPath(let path)? = reply.arguments.first {
            return IdleWatch(source: .logind, session: session, system: system, logindSession: path)
        }
        return .none
    }

    /// No idle source: a switch waits for its window's end.
    static let none = IdleWatch(source: .none, session: nil, system: nil, logindSession: nil)

    /// The user's activity from now on, first as it is now, then at each change, until the stream
    /// ends; idle means idle for at least `threshold`.
    func activity(threshold: ScheduleDuration) -> AsyncStream<ScheduleSituation.Activity> {
        let (stream, continuation) = AsyncStream<ScheduleSituation.Activity>.makeStream()
        let follower = Task {
            do {
                switch source {
                case .mutter: try await followMutter(threshold, continuation)
                case .screenSaver: try await followScreenSaver(threshold, continuation)
                case .logind: try await followLogind(continuation)
                case .none: continuation.yield(.unknown)
                }
            } catch {
                continuation.yield(.unknown)
            }
        }
        continuation.onTermination = { _ in follower.cancel() }
        return stream
    }

    /// Mutter: the idle time now, then an idle watch for `threshold`, and its `WatchFired`.
    private func followMutter(_ threshold: ScheduleDuration, _ continuation: AsyncStream<ScheduleSituation.Activity>.Continuation) async throws {
        guard let session else { return }
        let fired = try await session.signals(matching: MatchRule(path: Self.mutterPath, interface: Self.mutterName, member: "WatchFired"))
        let idle = try await session.call(destination: Self.mutterName, path: Self.mutterPath, interface: Self.mutterName,
                                          method: "GetIdletime", expecting: "t")
        let milliseconds = idle.first?.uint64 ?? 0
        if milliseconds >= UInt64(threshold.seconds) * 1000 {
            continuation.yield(.idle(since: Date().addingTimeInterval(-Double(milliseconds) / 1000)))
            return
        }
        continuation.yield(.active)
        let added = try await session.call(destination: Self.mutterName, path: Self.mutterPath, interface: Self.mutterName,
                                           method: "AddIdleWatch", arguments: [.uint64(UInt64(max(threshold.seconds, 1)) * 1000)], expecting: "u")
        guard let watch = added.first?.uint32 else { return }
        await withTaskCancellationHandler {
            for await signal in fired where signal.arguments.first?.uint32 == watch {
                continuation.yield(.idle(since: Date().addingTimeInterval(-Double(threshold.seconds))))
                break
            }
        } onCancel: {
            Task {
                _ = try? await session.call(destination: Self.mutterName, path: Self.mutterPath, interface: Self.mutterName,
                                            method: "RemoveWatch", arguments: [.uint32(watch)])
            }
        }
    }

    /// The screen saver: its idle time, asked once per `threshold` while the window lasts.
    private func followScreenSaver(_ threshold: ScheduleDuration, _ continuation: AsyncStream<ScheduleSituation.Activity>.Continuation) async throws {
        guard let session else { return }
        while !Task.isCancelled {
            let reply = try await session.call(destination: Self.screenSaverName, path: Self.screenSaverPath, interface: Self.screenSaverName,
                                               method: "GetSessionIdleTime", expecting: "u")
            let seconds = Double(reply.first?.uint32 ?? 0)
            if seconds >= Double(threshold.seconds) {
                continuation.yield(.idle(since: Date().addingTimeInterval(-seconds)))
                return
            }
            continuation.yield(.active)
            try await Task.sleep(for: .seconds(max(1, Double(threshold.seconds) - seconds)))
        }
    }

    /// logind: the session's `IdleHint` and `IdleSinceHint` now, then at each `PropertiesChanged`.
    private func followLogind(_ continuation: AsyncStream<ScheduleSituation.Activity>.Continuation) async throws {
        guard let system, let path = logindSession else { return }
        let interface = "org.freedesktop.login1.Session"
        let changes = try await system.signals(matching: MatchRule(path: path, interface: "org.freedesktop.DBus.Properties",
                                                                   member: "PropertiesChanged", arguments: [0: interface]))
        func read() async throws -> ScheduleSituation.Activity {
            let reply = try await system.call(destination: "org.freedesktop.login1", path: path, interface: "org.freedesktop.DBus.Properties",
                                              method: "GetAll", arguments: [.string(interface)], expecting: "a{sv}")
            let properties = reply.first?.stringKeyedDictionary ?? [:]
            guard properties["IdleHint"]?.bool == true else { return .active }
            let since = properties["IdleSinceHint"]?.uint64 ?? 0
            return .idle(since: since > 0 ? Date(timeIntervalSince1970: Double(since) / 1e6) : Date())
        }
        continuation.yield(try await read())
        for await _ in changes { continuation.yield(try await read()) }
    }
}
