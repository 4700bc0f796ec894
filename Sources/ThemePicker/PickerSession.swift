import TerminalUI
import ThemeClient
import ThemeTemplates

/// `themeswitch pick` on a terminal: takes it over, draws the ``PickerState`` with
/// ``PickerView`` on every key, resize and change the daemon publishes, and sends what the
/// keys ask (``PickerEffect``) to the daemon in order. The terminal is given back on return,
/// and by ``Terminal``'s handlers on every other way out.
public struct PickerSession: Sendable {
    /// How long a focused theme waits before it is previewed, so fast moves send one preview.
    public static let previewDelay: Duration = .milliseconds(150)
    /// How long a preview the picker starts lasts at most (the daemon's limit); it ends sooner
    /// when the picker leaves.
    static let previewSeconds: UInt32 = 3600

    private let client: ThemeClient
    private let environment: [String: String]

    /// A session with a connected client; `environment` decides the color depth.
    public init(client: ThemeClient, environment: [String: String]) {
        self.client = client
        self.environment = environment
    }

    /// The wallpaper row's choice for what `tokens` show.
    private static func wallpaperChoice(_ tokens: ThemeTokens) -> String {
        PickerState.wallpaperChoice(kind: tokens.text("wallpaper.kind"), preset: tokens.text("wallpaper.preset"))
    }

    /// What the loop reacts to.
    private enum Event: TerminalSessionEvent {
        case terminal(TerminalEvent)
        case published(ThemeSnapshot)
        /// The daemon's properties, read when the state's preview generation was `generation`.
        case status(ThemeStatus, generation: Int)
        case catalog([ThemeInfo])
        case presence(Bool)
        case changed(ThemeClient.StateChange)
        case failed(String)
    }

    /// Runs the picker until the user leaves; returns the theme to open in the editor when
    /// the user left with `e`. Reads the catalog and the daemon's state first, so a daemon that
    /// cannot be reached fails before the terminal is touched.
    @discardableResult
    public func run() async throws -> String? {
        async let catalog = client.catalog()
        async let status = client.status()
        async let snapshot = client.current()
        let daemonStatus = try await status
        var state = PickerState(catalog: try await catalog, themeID: daemonStatus.themeID,
                                preference: daemonStatus.colorScheme, resolvedScheme: daemonStatus.resolvedScheme,
                                accessibility: daemonStatus.accessibility, darkVariant: daemonStatus.darkVariant)
        let tokens = try await snapshot.tokens
        var palette = PickerPalette(tokens: tokens)
        state.update(wallpaper: Self.wallpaperChoice(tokens))
        state.update(locks: daemonStatus.locks)

        let session = try await TerminalSession<Event>(client: client, environment: environment)
        defer { session.close() }
        let (terminal, sink, requests) = (session.terminal, session.sink, session.requests)
        let client = client
        var pendingPreview: Task<Void, Never>?

        var screen = ScreenUpdate()
        func draw() {
            let size = terminal.size()
            let view = PickerView(columns: size.columns, rows: size.rows, palette: palette)
            state.columns = max(view.gridColumns, 1)
            terminal.write(screen.changes(to: view.frame(state, depth: terminal.depth)))
        }

        /// Sends `call` after the requests before; then, with a `generation`, reads the daemon's
        /// properties back (a scheme preference that resolves as before publishes no new tokens).
        /// A refusal goes to the status line.
        let request: @Sendable (_ call: @escaping @Sendable () async throws(ThemeClientError) -> Void, _ generation: Int?) -> Void = {
            call, generation in
            requests.enqueue {
                do throws(ThemeClientError) {
                    try await call()
                    if let generation { sink.yield(.status(try await client.status(), generation: generation)) }
                } catch .daemonNotRunning {
                    sink.yield(.presence(false))
                } catch {
                    sink.yield(.failed(error.description))
                }
            }
        }

        func send(_ call: @escaping @Sendable () async throws(ThemeClientError) -> Void) {
            request(call, state.previewGeneration)
        }

        /// Reads the daemon's properties again, after the requests before.
        func readStatus() {
            let generation = state.previewGeneration
            requests.enqueue {
                if let status = try? await client.status() { sink.yield(.status(status, generation: generation)) }
            }
        }

        /// Reads the catalog again, after the requests before.
        func readCatalog() {
            requests.enqueue { if let catalog = try? await client.catalog() { sink.yield(.catalog(catalog)) } }
        }

        /// Sends what a key asks of the daemon (``PickerEffect/quit`` is the loop's to do); every
        /// effect drops a preview still waiting for its delay.
        func perform(_ effect: PickerEffect) {
            pendingPreview?.cancel()
            switch effect {
            case .preview(let id):
                pendingPreview = Task {
                    guard (try? await Task.sleep(for: Self.previewDelay)) != nil else { return }
                    request({ () async throws(ThemeClientError) in try await client.previewTheme(id, seconds: Self.previewSeconds) }, nil)
                }
            case .endPreview:
                requests.enqueue { try? await client.endPreview() }
            case .apply(let id):
                send { () async throws(ThemeClientError) in try await client.apply(id) }
            case .setScheme(let preference):
                send { () async throws(ThemeClientError) in try await client.setColorScheme(preference) }
            case .setAccessibility(let toggle, let value):
                send { () async throws(ThemeClientError) in try await toggle.send(value, to: client) }
            case .setDarkVariant(let variant):
                send { () async throws(ThemeClientError) in try await client.setDarkVariant(variant) }
            case .previewWallpaper(let choice):
                request({ () async throws(ThemeClientError) in try await client.previewWallpaper(choice, seconds: Self.previewSeconds) }, nil)
            case .setWallpaper(let choice):
                send { () async throws(ThemeClientError) in
                    if choice == PickerState.noWallpaper { try await client.clearWallpaper() } else { try await client.setWallpaper(preset: choice) }
                }
            case .quit, .edit:
                break
            }
        }

        var edit: String?
        draw()
        loop: for await event in session.events {
            switch event {
            case .terminal(.key(let key)):
                let effects = state.handle(key)
                effects.forEach(perform)
                edit = effects.lazy.compactMap { if case .edit(let id) = $0 { id } else { nil } }.first
                if effects.contains(.quit) || edit != nil { break loop }
            case .terminal(.resize):
                screen.invalidate()
            case .terminal(.closed):
                break loop
            case .published(let snapshot):
                palette = PickerPalette(tokens: snapshot.tokens)
                state.update(wallpaper: Self.wallpaperChoice(snapshot.tokens))
            case .status(let status, let generation):
                state.update(themeID: status.themeID, preference: status.colorScheme, resolvedScheme: status.resolvedScheme,
                             accessibility: status.accessibility, darkVariant: status.darkVariant, asOf: generation)
                state.update(locks: status.locks)
                state.update(holdUntil: status.heldUntil.map { LocaleTime.time($0, in: .system) })
            case .catalog(let catalog):
                state.update(catalog: catalog)
            case .changed(.properties):
                readStatus()
            case .changed(.catalog):
                readCatalog()
            case .changed(.forecast):
                break
            case .presence(let running):
                state.setDaemonRunning(running)
                if running {
                    readStatus()
                    readCatalog()
                }
            case .failed(let sentence):
                state.report(failure: sentence)
            }
            draw()
        }
        pendingPreview?.cancel()
        await requests.drain(within: .seconds(2))
        return edit
    }
}
