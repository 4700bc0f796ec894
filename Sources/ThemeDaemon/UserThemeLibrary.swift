import DBus
import Foundation
import ThemeCore

/// The user themes the daemon holds (issue 11 §1–3): each one's file state and working copy,
/// and the registry they make with the built-ins (built-ins first, then user themes by name).
/// A request either succeeds or throws a named error and changes nothing.
struct UserThemeLibrary: Sendable {
    /// The built-in themes.
    let builtIn: ThemeRegistry
    /// Where the user themes are saved.
    let store: UserThemeStore
    /// The user themes, by id.
    private(set) var entries: [String: UserThemeEntry] = [:]
    /// Built-ins then the user themes' working copies: what the provider resolves.
    private(set) var registry: ThemeRegistry

    /// Only the built-ins; themes are saved in `store` (nowhere by default).
    init(builtIn: ThemeRegistry, store: UserThemeStore = UserThemeStore(directory: URL(fileURLWithPath: "/nonexistent"))) {
        self.builtIn = builtIn
        self.store = store
        registry = builtIn
    }

    /// Adds themes read from their files; returns one warning per theme left out (its id is
    /// taken, or its template does not exist).
    mutating func load(_ themes: [UserTheme]) -> [String] {
        var warnings: [String] = []
        for theme in themes {
            if builtIn.themes.contains(where: { $0.id == theme.id }) || entries[theme.id] != nil {
                warnings.append("skipped user theme '\(theme.id)': a theme with that id already exists")
                continue
            }
            entries[theme.id] = UserThemeEntry(saved: theme)
        }
        warnings += rebuild()
        return warnings
    }

    /// Puts back the unsaved edits of `draft` (over its saved theme, if any); returns a line to
    /// log, saying what was restored or why the draft was not used.
    mutating func restore(draft: UserTheme) -> String {
        guard !isBuiltIn(draft.id) else { return "skipped the draft of built-in theme '\(draft.id)'" }
        let saved = entries[draft.id]?.saved
        let previous = entries
        entries[draft.id] = UserThemeEntry(unsaved: draft, saved: saved)
        let left = rebuild()
        guard left.isEmpty else {
            entries = previous
            rebuild()
            return "skipped the draft of theme '\(draft.id)': its template '\(draft.template)' does not exist"
        }
        return "restored the unsaved edits of theme '\(draft.id)' from its draft"
    }

    /// Builds ``registry`` from the working copies; a theme whose template is missing is
    /// left out (and named in the returned warnings).
    @discardableResult
    private mutating func rebuild() -> [String] {
        var pending = entries.values.map(\.current).sorted {
            ($0.metadata.name.lowercased(), $0.id) < ($1.metadata.name.lowercased(), $1.id)
        }
        var registry = builtIn
        // A theme made from another user theme comes after it: add in passes until none can be added.
        var added = true
        while added, !pending.isEmpty {
            added = false
            pending.removeAll { theme in
                guard let next = registry.includingUnchecked(theme) else { return false }
                registry = next
                added = true
                return true
            }
        }
        self.registry = registry
        return pending.map { "left out user theme '\($0.id)': its template '\($0.template)' does not exist" }
    }

    // MARK: Looking up

    /// Whether `id` is a built-in theme.
    func isBuiltIn(_ id: String) -> Bool {
        builtIn.themes.contains { $0.id == id }
    }

    /// The user theme `id`, for editing: malformed ids, built-ins and unknown ids are refused.
    func editable(_ id: String) throws -> UserThemeEntry {
        try checkID(id)
        if isBuiltIn(id) {
            throw ThemeRequestError.readOnly("theme '\(id)' is built in and cannot be changed; duplicate it to make an editable copy")
        }
        guard let entry = entries[id] else { throw unknown(id) }
        return entry
    }

    /// Any theme as a user theme: a user theme's working copy, or a built-in as a theme over itself.
    func theme(_ id: String) throws -> (theme: UserTheme, entry: UserThemeEntry?) {
        try checkID(id)
        if let entry = entries[id] { return (entry.current, entry) }
        guard let info = try? builtIn.lookup(id) else { throw unknown(id) }
        let metadata = ThemeMetadata(name: info.displayName, category: info.category ?? .minimal)
        return (UserTheme(id: id, metadata: metadata, template: id), nil)
    }

    private func checkID(_ id: String) throws {
        guard ThemeID.isValid(id) else { throw ThemeRequestError.malformedID(id) }
    }

    private func unknown(_ id: String) -> DBusError {
        ThemeRequestError.unknownTheme((try? registry.lookup(id)).map { _ in "theme '\(id)' is not a user theme" }
            ?? UnknownThemeError(id: id, validIDs: registry.themes.map(\.id)).description)
    }

    /// Every id in use, for new ids.
    private var takenIDs: Set<String> { Set(registry.themes.map(\.id)).union(entries.keys) }

    // MARK: Creating

    /// A new unsaved theme named `name` from `template`: a theme id (a user theme's values are
    /// copied over its own template), `blank`, or `current` (then `appliedID`). Returns its id.
    mutating func create(name: String, template: String, appliedID: String) throws -> String {
        let source = template == "current" ? appliedID : template
        let start: UserTheme
        if source == UserTheme.blankTemplate {
            start = UserTheme(id: "", metadata: ThemeMetadata(name: name, category: .minimal), template: source)
        } else {
            start = try theme(source).theme
        }
        var metadata = ThemeMetadata(name: name, category: start.metadata.category)
        metadata.tags = start.metadata.tags
        try checkMetadata(metadata)
        let theme = UserTheme(id: ThemeID.slug(from: name, taken: takenIDs), metadata: metadata,
                              template: start.template, values: start.values)
        insert(UserThemeEntry(unsaved: theme))
        return theme.id
    }

    /// An unsaved copy of any theme, `<id>-copy-<4 hex>` named "<name> (Copy)"; returns its id.
    mutating func duplicate(_ id: String) throws -> String {
        var copy = try theme(id).theme
        var newID: String
        repeat {
            newID = "\(id.prefix(54))-copy-\(String(format: "%04x", UInt16.random(in: .min ... .max)))"
        } while takenIDs.contains(newID)
        copy.id = newID
        copy.metadata.name = "\(copy.metadata.name.prefix(43)) (Copy)"
        insert(UserThemeEntry(unsaved: copy))
        return newID
    }

    /// Adds a theme from a file's text in `format` and saves it; a taken id gets
    /// `-2`, `-3`…. Returns its id and, for a scheme file, the colors the fit moved.
    mutating func importTheme(_ contents: String, format: String = "theme") throws -> (id: String, moves: [String]) {
        var (theme, moves) = try ThemeFormats.decodeReporting(contents, format: format)
        if takenIDs.contains(theme.id) { theme.id = ThemeID.slug(from: theme.id, taken: takenIDs) }
        try checkErrors(theme)
        try write(theme)
        insert(UserThemeEntry(saved: theme))
        return (theme.id, moves)
    }

    private mutating func insert(_ entry: UserThemeEntry) {
        entries[entry.current.id] = entry
        rebuild()
    }

    // MARK: Editing

    /// Sets one semantic value in `scheme` (light, dark or both).
    mutating func setValue(_ id: String, key: String, value: ThemeValueInput, scheme: String) throws {
        guard let selection = SchemeSelection(rawValue: scheme) else {
            throw ThemeRequestError.invalidArgument("scheme \(ThemeRequestError.quoted(scheme)) is not one of light, dark, both")
        }
        var theme = try editable(id).current
        do throws(ValidationProblem) {
            try theme.values.set(key, value, for: selection)
        } catch {
            throw ThemeRequestError.invalidArgument("\(error.field): \(error.message)")
        }
        try edit(id) { $0 = theme }
    }

    /// Changes the metadata fields given: `name`, `description`, `author` (an empty text
    /// removes the last two), `tags` (as), `category`.
    mutating func setMetadata(_ id: String, fields: [String: Value]) throws {
        var metadata = try editable(id).current.metadata
        for (field, value) in fields.sorted(by: { $0.key < $1.key }) {
            let value = value.unwrapped
            switch field {
            case "name": metadata.name = try text(value, field)
            case "description": metadata.description = try text(value, field).nilIfEmpty
            case "author": metadata.author = try text(value, field).nilIfEmpty
            case "tags":
                guard case .array(element: "s", let items) = value else {
                    throw ThemeRequestError.invalidArgument("metadata field 'tags' must be an array of strings (as), not '\(value.signature)'")
                }
                metadata.tags = items.compactMap(\.string)
            case "category":
                let name = try text(value, field)
                guard let category = ThemeCategory(rawValue: name) else {
                    throw ThemeRequestError.invalidArgument("category \(ThemeRequestError.quoted(name)) is not one of \(ThemeCategory.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                metadata.category = category
            default:
                throw ThemeRequestError.invalidArgument("unknown metadata field \(ThemeRequestError.quoted(field)); accepted: name, description, author, tags, category")
            }
        }
        try checkMetadata(metadata)
        try edit(id) { $0.metadata = metadata }
    }

    private func text(_ value: Value, _ field: String) throws -> String {
        guard case .string(let text) = value else {
            throw ThemeRequestError.invalidArgument("metadata field '\(field)' must be a string (s), not '\(value.signature)'")
        }
        return text
    }

    private func checkMetadata(_ metadata: ThemeMetadata) throws {
        let problems = metadata.problems
        guard problems.isEmpty else {
            throw ThemeRequestError.invalidArgument(problems.map { "\($0.field): \($0.message)" }.joined(separator: "; "))
        }
    }

    /// Goes back to the template's values (an edit: it can be undone).
    mutating func reset(_ id: String) throws {
        try edit(id) { $0.values = SemanticOverrides() }
    }

    /// One step back.
    mutating func undo(_ id: String) throws {
        var entry = try editable(id)
        guard entry.history.undo() else { throw ThemeRequestError.notFound("theme '\(id)' has nothing to undo") }
        replace(entry)
    }

    /// One step forward again.
    mutating func redo(_ id: String) throws {
        var entry = try editable(id)
        guard entry.history.redo() else { throw ThemeRequestError.notFound("theme '\(id)' has nothing to redo") }
        replace(entry)
    }

    /// Drops the unsaved edits.
    mutating func revert(_ id: String) throws {
        var entry = try editable(id)
        entry.revert()
        replace(entry)
    }

    private mutating func edit(_ id: String, _ change: (inout UserTheme) -> Void) throws {
        var entry = try editable(id)
        var theme = entry.current
        change(&theme)
        entry.history.record(theme)
        replace(entry)
    }

    private mutating func replace(_ entry: UserThemeEntry) {
        entries[entry.current.id] = entry
        rebuild()
    }

    // MARK: Files

    /// Writes the working copy to its file; a theme with errors is refused (`InvalidTheme`).
    mutating func save(_ id: String) throws {
        var entry = try editable(id)
        try checkErrors(entry.current)
        try write(entry.current)
        entry.markSaved()
        entries[id] = entry
    }

    /// Removes the theme and its file; refused while another user theme is made from it.
    mutating func delete(_ id: String) throws {
        _ = try editable(id)
        let dependents = entries.values.filter { $0.current.template == id }.map(\.current.id).sorted()
        guard dependents.isEmpty else {
            throw ThemeRequestError.invalidArgument("theme '\(id)' is the template of \(dependents.joined(separator: ", ")); delete or reset those first")
        }
        do {
            try store.delete(id: id)
        } catch {
            throw ThemeRequestError.saveFailed("could not delete \(store.fileURL(of: id).path) (\(error.localizedDescription)); nothing was changed")
        }
        entries[id] = nil
        rebuild()
    }

    /// Every problem of the theme's working copy (a built-in has none).
    func problems(_ id: String) throws -> [ValidationProblem] {
        let (theme, entry) = try self.theme(id)
        return entry == nil ? [] : registry.problems(of: theme)
    }

    private func checkErrors(_ theme: UserTheme) throws {
        let problems = registry.problems(of: theme)
        guard !problems.contains(where: { $0.severity == .error }) else {
            throw ThemeRequestError.invalidTheme("theme '\(theme.id)' \(InvalidThemeError(problems: problems))")
        }
    }

    private func write(_ theme: UserTheme) throws {
        do {
            try store.save(theme)
        } catch {
            throw ThemeRequestError.saveFailed("could not save \(store.fileURL(of: theme.id).path) (\(error.localizedDescription)); nothing was changed")
        }
    }
}

extension String {
    /// `nil` for the empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
