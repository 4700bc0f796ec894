import FoundationEssentials
import Logging
import ThemeConfiguration

/// Makes the programs people already run follow each published change: template outputs and
/// desktop settings, then live reload of running programs and hooks (issue 13). Runs on a task of its own, fed after `ThemeChanged` is out, so nothing here
/// can delay or fail a publish; changes are handled one at a time, in order. Hooks are started
/// and reloads are started and not waited for, so a hanging one holds up neither the next render
/// nor the next hooks.
public final class ChangeFollowers: Sendable {
    private enum Event {
        /// A published change: everything follows it; `hooks` are the hooks found for it.
        case change(ThemeChange, hooks: [URL])
        /// A new configuration is in force: everything but the hooks follows it.
        case configuration(ThemeSnapshot)
        /// The state changed but not the published set (a dark-only override while light, the dark
        /// variant while light): only the other half of light/dark template pairs can differ.
        case otherScheme(ThemeSnapshot)
    }

    private let continuation: AsyncStream<Event>.Continuation
    private let worker: Task<Void, Never>
    private let configuration: LiveConfiguration
    private let hooks: HookRunner

    /// Starts following; `configuration` gives the configuration in force at each event.
    public init(configuration: LiveConfiguration, outputs: TemplateOutputs, reload: LiveReload, hooks: HookRunner, desktop: DesktopSync) {
        let (events, continuation) = AsyncStream<Event>.makeStream()
        self.continuation = continuation
        self.configuration = configuration
        self.hooks = hooks
        worker = Task {
            for await event in events {
                let current = configuration.current
                let snapshot = switch event {
                case .change(let change, _): change.new
                case .configuration(let snapshot), .otherScheme(let snapshot): snapshot
                }
                let rewritten = await outputs.render(snapshot, configuration: current, reloadTimeout: current.hooks.timeout)
                if case .otherScheme = event { continue }
                await desktop.sync(snapshot, options: current.desktop, scheduled: current.schedule != nil)
                reload.signal(rewritten: rewritten, snapshot: snapshot, configuration: current)
                reload.start(rewritten: rewritten, snapshot: snapshot, configuration: current)
                if case .change(let change, let found) = event {
                    hooks.start(found, for: change, options: current.hooks)
                }
            }
        }
    }

    /// Follows a change of state; returns at once. Hooks, reloads and desktop settings follow
    /// only a change of the published set; template pairs follow every change. A change that
    /// gives them nothing to do under the configuration in force (no templates, no desktop
    /// settings, no terminals to write to, no hooks: the defaults) is not handed to the task, so
    /// it wakes no thread (docs/PERFORMANCE.md, "Daemon").
    public func follow(_ change: ThemeChange) {
        let current = configuration.current
        let event: Event = change.tokenSetChanged
            ? .change(change, hooks: hooks.hooks(old: change.old, new: change.new, options: current.hooks))
            : .otherScheme(change.new)
        guard hasWork(event, under: current) else { return }
        continuation.yield(event)
    }

    /// Whether handling `event` under `current` would render, write, reload or run anything.
    private func hasWork(_ event: Event, under current: Configuration) -> Bool {
        if TemplateOutputs.renders(current) { return true }
        guard case .change(_, let found) = event else { return false }
        // Without templates nothing is rewritten, so live reload has work only for the terminals.
        return DesktopSync.writes(current.desktop) || LiveReload.starts(rewritten: [], configuration: current)
            || !found.isEmpty
    }

    /// A new configuration is in force: renders its templates for `snapshot`, syncs the desktop
    /// settings and reloads programs (no hooks); returns at once.
    public func configurationChanged(_ snapshot: ThemeSnapshot) {
        continuation.yield(.configuration(snapshot))
    }

    /// Stops after the event in hand.
    public func stop() {
        continuation.finish()
        worker.cancel()
    }
}
