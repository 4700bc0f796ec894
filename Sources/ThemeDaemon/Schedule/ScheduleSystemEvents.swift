import DBus
import FoundationEssentials
import Logging
import Synchronization

/// What the system tells the schedule besides the clock: a resume from suspend (logind's
/// `PrepareForSleep(false)`) and a change of time zone (`org.freedesktop.timedate1`'s
/// `PropertiesChanged`, and /etc/localtime replaced, seen by inotify on /etc). Without a system
/// bus only the file is watched; the schedule then works from its alarm alone (a resume that
/// corrects the clock still rings it) and says so once.
final class ScheduleSystemEvents: Sendable {
    enum Event: Sendable, Equatable {
        case resume
        case zoneChange
    }

    /// The system bus connection, or nil without one.
    let systemBus: Connection?
    private let subscribers: Subscribers
    private let followers: [Task<Void, Never>]
    private let localtime: DirectoryWatcher?

    /// Starts watching. `systemBus` is where logind and timedated are (`.system` on a desktop, a
    /// private bus in tests); `localtime` the zone link (/etc/localtime).
    init(systemBus address: BusAddress, session: Connection, localtime path: String = "/etc/localtime", logger: Logger) async {
        let subscribers = Subscribers()
        self.subscribers = subscribers
        let send: @Sendable (Event) -> Void = { event in
            for subscriber in subscribers.all.withLock({ Array($0.values) }) { subscriber.yield(event) }
        }
        let file = URL(fileURLWithPath: path)
        localtime = try? DirectoryWatcher(directory: file.deletingLastPathComponent(), name: file.lastPathComponent, createsDirectory: false,
                                          on: session) { send(.zoneChange) }
        let bus: Connection
        do {
            bus = try Connection(bus: address)
        } catch {
            logger.notice("no system bus (\(error)): the schedule follows the clock alone, without logind's resume or timedated's zone changes")
            systemBus = nil
            followers = []
            return
        }
        systemBus = bus
        var followers: [Task<Void, Never>] = []
        let subscriptions: [(MatchRule, @Sendable (Message) -> Event?)] = [
            (MatchRule(path: "/org/freedesktop/login1", interface: "org.freedesktop.login1.Manager", member: "PrepareForSleep"),
             { $0.arguments.first?.bool == false ? .resume : nil }),
            (MatchRule(path: "/org/freedesktop/timedate1", interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged",
                       arguments: [0: "org.freedesktop.timedate1"]),
             { _ in .zoneChange }),
        ]
        for (rule, event) in subscriptions {
            do {
                let signals = try await bus.signals(matching: rule)
                followers.append(Task {
                    for await message in signals { if let event = event(message) { send(event) } }
                })
            } catch {
                logger.notice("cannot follow \(rule.member ?? "") on the system bus (\(error))")
            }
        }
        self.followers = followers
    }

    /// Every event from now on, until the stream is dropped or ``stop()``.
    func events() -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream()
        let id = subscribers.all.withLock { all in
            let id = (all.keys.max() ?? 0) + 1
            all[id] = continuation
            return id
        }
        continuation.onTermination = { [subscribers] _ in _ = subscribers.all.withLock { $0.removeValue(forKey: id) } }
        return stream
    }

    /// Ends the watches and finishes every stream of ``events()``.
    func stop() {
        for follower in followers { follower.cancel() }
        localtime?.stop()
        systemBus?.close()
        for subscriber in subscribers.all.withLock({ Array($0.values) }) { subscriber.finish() }
    }

    /// The streams of ``events()``, by a number of their own.
    private final class Subscribers: Sendable {
        let all = Mutex<[UInt64: AsyncStream<Event>.Continuation]>([:])
    }
}
