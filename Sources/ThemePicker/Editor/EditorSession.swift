import Synchronization
import TerminalUI
import ThemeClient
import ThemeCore

/// `themeswitch edit` on a terminal: takes it over, draws the ``EditorState`` with
/// ``EditorView`` on every key, resize and change the daemon announces, and sends what the keys
/// ask (``EditorEffect``) to the daemon's editing API in order, reading the theme back after
/// each. While it runs, the theme is previewed on the whole desktop (unless it is the applied
/// one already), so every app shows each edit live; the preview ends when the editor leaves.
public struct EditorSession: Sendable {
    /// How long the editor's preview lasts at most (the daemon's limit); it ends sooner when the editor leaves.
    static let previewSeconds: UInt32 = 3600
    /// How often a running preview is started again, so an editor open for hours keeps it.
    static let previewRenewal: Duration = .seconds(1800)

    private let client: ThemeClient
    private let environment: [String: String]
    private let requestedID: String?

    /// A session with a connected client for theme `themeID` (the applied theme when nil);
    /// `environment` decides the color depth and where the recent colors are kept.
    public init(client: ThemeClient, environment: [String: String], themeID: String?) {
        self.client = client
        self.environment = environment
        requestedID = themeID
    }

    /// What the loop reacts to.
    private enum Event: TerminalSessionEvent {
        case terminal(TerminalEvent)
        case published(ThemeSnapshot)
        /// The theme read back after the first `edits` values the state showed ahead of the daemon.
        case loaded(EditorSnapshot, edits: Int)
        case changed(ThemeClient.StateChange)
        case presence(Bool)
        case failed(String)
        /// A save asked for on leaving was refused: the editor stays open.
        case refusedLeave(String)
        case reported(String)
        /// A leave asked for has been done (a save or a discard); the loop ends.
        case finished(String)
    }

    /// The theme to edit: the one asked for, else the applied one; a built-in is duplicated first
    /// (seed 002's "start from"). Returns its id and a sentence when it is a new copy.
    private func themeToEdit(status: ThemeStatus) async throws(ThemeClientError) -> (id: String, note: String?) {
        let id = requestedID ?? status.themeID
        let catalog = try await client.catalog()
        guard let info = catalog.first(where: { $0.id == id }), info.isBuiltIn else { return (id, nil) }
        let copy = try await client.duplicateTheme(id)
        return (copy, "\(info.displayName) is built in, so you edit a copy of it, \(copy).")
    }

    /// The theme's working copy, edit state, tokens in both schemes and problems, read now: the
    /// four calls go out together (D-Bus answers them in order on one connection), so a read
    /// costs about one round trip, not four.
    static func read(_ id: String, from client: ThemeClient) async throws(ThemeClientError) -> EditorSnapshot {
        do {
            async let theme = client.theme(id)
            async let light = client.themeTokens(id, scheme: .light)
            async let dark = client.themeTokens(id, scheme: .dark)
            async let problems = client.validateTheme(id)
            let state = try await theme
            return EditorSnapshot(metadata: state.theme.metadata, isDirty: state.isDirty, canUndo: state.canUndo,
                                  canRedo: state.canRedo, tokens: [.light: try await light.tokenSet, .dark: try await dark.tokenSet],
                                  problems: try await problems)
        } catch let error as ThemeClientError {
            throw error
        } catch {
            throw .transport(name: "", message: "\(error)")
        }
    }

    /// Runs the editor until the user leaves; returns a sentence on what became of the theme.
    /// Reads the theme first, so a daemon that cannot be reached or an unknown id fails before
    /// the terminal is touched.
    public func run() async throws -> String {
        let status = try await client.status()
        let (id, note) = try await themeToEdit(status: status)
        let first = try await Self.read(id, from: client)
        let accents = try await client.catalog().filter(\.isBuiltIn).map(\.previewColor)
        let recentFile = RecentColorsFile(environment: environment)
        var state = EditorState(themeID: id, snapshot: first, scheme: status.resolvedScheme,
                                recent: recentFile.load(), builtInAccents: accents)
        state.update(locks: status.locks)
        if let note { state.report(note) }
        var palette = PickerPalette(tokens: try await client.current().tokens)
        let flags = SessionFlags(previewing: id != status.themeID)
        if id != status.themeID { try await client.previewTheme(id, seconds: Self.previewSeconds) }

        let session = try await TerminalSession<Event>(client: client, environment: environment)
        defer { session.close() }
        let (terminal, sink, requests) = (session.terminal, session.sink, session.requests)
        let client = client
        let renewal = Task {
            while (try? await Task.sleep(for: Self.previewRenewal)) != nil, flags.previewing.load(ordering: .relaxed) {
                requests.enqueue { try? await client.previewTheme(id, seconds: Self.previewSeconds) }
            }
        }
        defer { renewal.cancel() }

        var screen = ScreenUpdate()
        func draw() {
            let size = terminal.size()
            let view = EditorView(columns: size.columns, rows: size.rows, palette: palette)
            terminal.write(screen.changes(to: view.frame(state, depth: terminal.depth)))
        }

        /// Reads the theme back after the requests before; of several reloads waiting, only the last runs.
        func reload() {
            let number = flags.latestReload.add(1, ordering: .relaxed).newValue
            let edits = state.editsShown
            requests.enqueue {
                guard flags.latestReload.load(ordering: .relaxed) == number else { return }
                do throws(ThemeClientError) {
                    sink.yield(.loaded(try await Self.read(id, from: client), edits: edits))
                } catch .daemonNotRunning {
                    sink.yield(.presence(false))
                } catch {
                    sink.yield(.failed(error.description))
                }
            }
        }

        /// Sends `call` after the requests before; reports `done` or the refusal; then reloads.
        func send(_ done: String? = nil, _ call: @escaping @Sendable () async throws(ThemeClientError) -> Void) {
            requests.enqueue {
                do throws(ThemeClientError) {
                    try await call()
                    if let done { sink.yield(.reported(done)) }
                } catch {
                    sink.yield(.failed(error.description))
                }
            }
            reload()
        }

        /// Leaves once `call` succeeded, with `sentence`; stays open with the refusal otherwise.
        func leave(after call: @escaping @Sendable () async throws(ThemeClientError) -> Void, _ sentence: String) {
            requests.enqueue {
                do throws(ThemeClientError) {
                    try await call()
                    sink.yield(.finished(sentence))
                } catch {
                    sink.yield(.refusedLeave(error.description))
                }
            }
        }

        var outcome: String?
        func perform(_ effect: EditorEffect) {
            let name = state.snapshot.metadata.name
            switch effect {
            case .setValue(let key, let value, let scheme):
                let selection: SchemeSelection = scheme == .light ? .light : .dark
                send { () async throws(ThemeClientError) in try await client.setThemeValue(id, key: key, value: value, scheme: selection) }
            case .setMetadata(let field, let metadata):
                send { () async throws(ThemeClientError) in try await Self.setMetadata(field, of: metadata, id: id, client: client) }
            case .undo: send { () async throws(ThemeClientError) in try await client.undoThemeEdit(id) }
            case .redo: send { () async throws(ThemeClientError) in try await client.redoThemeEdit(id) }
            case .save: send("Saved \(name).") { () async throws(ThemeClientError) in try await client.saveTheme(id) }
            case .saveAndApply:
                send("Saved and applied \(name).") { () async throws(ThemeClientError) in
                    try await client.saveTheme(id)
                    try await client.apply(id)
                    flags.previewing.store(false, ordering: .relaxed)
                }
            case .revert: send("Reverted \(name) to its saved state.") { () async throws(ThemeClientError) in try await client.revertTheme(id) }
            case .rememberColors:
                do { try recentFile.save(state.recent) } catch { state.report("Could not keep the recent colors: \(error).") }
            case .quit(.keepDraft):
                outcome = state.snapshot.isDirty
                    ? "Left \(name) (\(id)) with unsaved edits kept as a draft; themeswitch edit \(id) resumes them."
                    : "Left \(name) (\(id)); nothing unsaved."
            case .quit(.discard):
                leave(after: { () async throws(ThemeClientError) in try await client.revertTheme(id) },
                      "Left \(name) (\(id)); its unsaved edits were discarded.")
            case .quit(.save):
                leave(after: { () async throws(ThemeClientError) in try await client.saveTheme(id) }, "Saved \(name) (\(id)) and left.")
            }
        }

        draw()
        loop: for await event in session.events {
            switch event {
            case .terminal(.key(let key)):
                state.handle(key).forEach(perform)
                if outcome != nil { break loop }
            case .terminal(.resize):
                screen.invalidate()
            case .terminal(.closed):
                outcome = "Left \(state.snapshot.metadata.name) (\(id)): the terminal closed."
                break loop
            case .published(let snapshot):
                palette = PickerPalette(tokens: snapshot.tokens)
                if snapshot.themeID == id { reload() }
            case .changed(.catalog):
                reload()
            case .changed(.properties), .changed(.forecast):
                break
            case .loaded(let snapshot, let edits):
                state.load(snapshot, asOf: edits)
            case .presence(let running):
                state.setDaemonRunning(running)
                if running { reload() }
            case .failed(let sentence):
                state.report(sentence)
            case .refusedLeave(let sentence):
                state.stayOpen()
                state.report(sentence)
            case .reported(let sentence):
                state.report(sentence)
            case .finished(let sentence):
                outcome = sentence
                break loop
            }
            draw()
        }
        if flags.previewing.load(ordering: .relaxed) { requests.enqueue { try? await client.endPreview() } }
        await requests.drain(within: .seconds(2))
        return outcome ?? "Left \(state.snapshot.metadata.name) (\(id))."
    }

    /// Sends one metadata field, taken from `metadata`.
    private static func setMetadata(_ field: MetadataField, of metadata: ThemeMetadata, id: String,
                                    client: ThemeClient) async throws(ThemeClientError) {
        switch field {
        case .name: try await client.setThemeMetadata(id, name: metadata.name)
        case .description: try await client.setThemeMetadata(id, description: metadata.description ?? "")
        case .author: try await client.setThemeMetadata(id, author: metadata.author ?? "")
        case .tags: try await client.setThemeMetadata(id, tags: metadata.tags)
        case .category: try await client.setThemeMetadata(id, category: metadata.category)
        }
    }
}

/// What the session's requests share with its loop, across tasks.
private final class SessionFlags: Sendable {
    /// Whether the editor's preview runs (until save & apply applies the theme).
    let previewing: Atomic<Bool>
    /// The number of the latest reload asked for; earlier ones still waiting are skipped.
    let latestReload = Atomic<Int>(0)

    init(previewing: Bool) {
        self.previewing = Atomic(previewing)
    }
}
