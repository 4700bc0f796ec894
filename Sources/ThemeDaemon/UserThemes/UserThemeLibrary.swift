import DBus
import FoundationEssentials
import ThemeCore
import ThemeContract

/// The user themes the daemon holds (issue 11 §1–3): each one's file state and working copy,
/// and the registry they make with the built-ins (built-ins first, then user themes by name).
/// A request either succeeds or throws a named error and changes nothing.
struct UserThemeLibrary: Sendable {
    /// The built-in themes.
    let builtIn: ThemeRegistry
    /// Where the user themes are saved.
    let store: UserThemeStore
    /// Where deleted themes go (``UserThemeStore/trash``); `nil`: deleting removes them.
    let trash: UserThemeStore?
    /// The user themes, by id.
    private(set) var entries: [String: UserThemeEntry] = [:]
    /// Built-ins then the user themes' working copies: what the provider resolves.
    private(set) var registry: ThemeRegistry
    /// The ids of the user themes made from each user theme (a theme's template never changes).
    private var madeFromIndex: [String: [String]] = [:]

    /// Only the built-ins; themes are saved in `store` (nowhere by default).
    init(builtIn: ThemeRegistry, store: UserThemeStore = UserThemeStore(directory: URL(fileURLWithPath: "/nonexistent")),
         trash: UserThemeStore? = nil) {
        self.builtIn = builtIn
        self.store = store
        self.trash = trash
        registry = builtIn
    }

    /// Adds themes read from their files; returns one warning per theme left out (its id is
    /// taken, or its template does not exist).
    mutating func load(_ themes: [UserTheme]) -> [String] {
        var warnings: [String] = []
        for theme in themes {
            if isBuiltIn(theme.id) || entries[theme.id] != nil {
                warnings.append("skipped user theme '\(theme.id)': a theme with that id already exists")
                continue
            }
            entries[theme.id] = UserThemeEntry(saved: theme)
        }
        return warnings + rebuild().map(leftOutWarning)
    }

    /// Puts back the unsaved edits of `draft` (over its saved theme, if any); returns a line to
    /// log, saying what was restored or why the draft was not used. Only the draft's own theme
    /// decides: another theme left out (its template missing) does not keep this draft out.
    mutating func restore(draft: UserTheme) -> String {
        guard !isBuiltIn(draft.id) else { return "skipped the draft of built-in theme '\(draft.id)'" }
        let saved = entries[draft.id]?.saved
        let previous = entries
        entries[draft.id] = UserThemeEntry(unsaved: draft, saved: saved)
        guard !rebuild().contains(where: { $0.id == draft.id }) else {
            entries = previous
            rebuild()
            return "kept the draft of theme '\(draft.id)' on disk without restoring it: \(leftOutReason(draft))"
        }
        return "restored the unsaved edits of theme '\(draft.id)' from its draft"
    }

    /// Builds ``registry`` from the working copies, in time linear in their number (a theme not
    /// changed keeps its compiled form); returns the themes left out because their template is
    /// missing (see ``ThemeRegistry/includingUnchecked(_:reusing:)``).
    @discardableResult
    private mutating func rebuild() -> [UserTheme] {
        let themes = entries.values.map(\.current)
        let (registry, leftOut) = builtIn.includingUnchecked(themes, reusing: registry)
        self.registry = registry
        madeFromIndex = [:]
        for theme in themes where entries[theme.template] != nil { madeFromIndex[theme.template, default: []].append(theme.id) }
        return leftOut.sorted { $0.id < $1.id }
    }

    private func leftOutWarning(_ theme: UserTheme) -> String {
        "left out user theme '\(theme.id)': \(leftOutReason(theme))"
    }

    private func leftOutReason(_ theme: UserTheme) -> String {
        entries[theme.template] == nil || theme.template == theme.id
            ? "its template '\(theme.template)' does not exist"
            : "its template '\(theme.template)' is left out too (its own template is missing, or made from this one)"
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
    /// copied over its own template), `blank`, or `current` (then `appliedID`); its author is the
    /// account's name (``AccountName``). Returns its id.
    mutating func create(name: String, template: String, appliedID: String) throws -> String {
        let source = template == "current" ? appliedID : template
        let start: UserTheme
        if source == UserTheme.blankTemplate {
            start = UserTheme(id: "", metadata: ThemeMetadata(name: name, category: .minimal), template: source)
        } else {
            start = try theme(source).theme
        }
        var metadata = ThemeMetadata(name: name, author: AccountName.current(), category: start.metadata.category)
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
            newID = "\(id.prefix(54))-copy-\(hexadecimal(UInt16.random(in: .min ... .max), digits: 4))"
        } while takenIDs.contains(newID)
        copy.id = newID
        copy.metadata.name = "\(copy.metadata.name.prefix(43)) (Copy)"
        if copy.metadata.author == nil { copy.metadata.author = AccountName.current() }
        insert(UserThemeEntry(unsaved: copy))
        return newID
    }

    /// Adds a theme read from a file (``ThemeFormats/decode(_:format:)``) and saves it; a taken
    /// id gets `-2`, `-3`…. Returns its id.
    mutating func importTheme(_ decoded: UserTheme) throws -> String {
        var theme = decoded
        // Issue 36 §1: a scheme file named like a built-in says where it came from, in its name and id.
        if let system = theme.schemes.first?.system, builtIn.themes.contains(where: {
            $0.id == theme.id || $0.displayName.lowercased() == theme.metadata.name.lowercased()
        }) {
            theme.metadata.name = "\(theme.metadata.name.prefix(32)) (\(system == .base24 ? "Base24" : "Base16") file)"
            theme.id = ThemeID.slug(from: theme.metadata.name, taken: takenIDs)
        }
        if takenIDs.contains(theme.id) { theme.id = ThemeID.slug(from: theme.id, taken: takenIDs) }
        // A copy of a scheme already there is told apart in `list` by its name too: `Oxocarbon Light (2)`.
        let names = Set(registry.themes.map { $0.displayName.lowercased() })
        if !theme.schemes.isEmpty, names.contains(theme.metadata.name.lowercased()) {
            let base = String(theme.metadata.name.prefix(44))
            theme.metadata.name = (2...).lazy.map { "\(base) (\($0))" }.first { !names.contains($0.lowercased()) } ?? base
        }
        try checkErrors(theme)
        try write(theme)
        insert(UserThemeEntry(saved: theme))
        return theme.id
    }

    /// The id of a user theme with the same content as `theme` (everything but its id and name), if
    /// any, when `theme`'s own id is taken: a file whose id is free (a theme exported, deleted and
    /// imported back) is that theme, restored under its id, not a copy of another.
    func sameContent(as theme: UserTheme) -> String? {
        guard takenIDs.contains(theme.id) else { return nil }
        func content(_ theme: UserTheme) -> UserTheme {
            var content = theme
            (content.id, content.metadata.name) = ("", "")
            return content
        }
        let wanted = content(theme)
        return entries.values.map(\.current).filter { content($0) == wanted }.map(\.id).min()
    }

    private mutating func insert(_ entry: UserThemeEntry) {
        entries[entry.current.id] = entry
        // A theme left out (its template missing) may be made from this one: then rebuild.
        let leftOut = builtIn.themes.count + entries.count - 1 != registry.themes.count
        if !leftOut, let next = registry.insertingUnchecked(entry.current) {
            registry = next
            if entries[entry.current.template] != nil { madeFromIndex[entry.current.template, default: []].append(entry.current.id) }
        } else {
            rebuild()
        }
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

    /// Installs an edited entry: the registry changes the theme and those made from it in place
    /// (a new name moves it: then it is rebuilt, still in linear time).
    private mutating func replace(_ entry: UserThemeEntry) {
        let id = entry.current.id
        entries[id] = entry
        if let next = registry.updatingUnchecked([entry.current] + madeFrom(id)) { registry = next } else { rebuild() }
    }

    /// The user themes made from `id`, directly or through others, each after its template.
    private func madeFrom(_ id: String) -> [UserTheme] {
        var found: [UserTheme] = []
        var next = madeFromIndex[id] ?? []
        var seen: Set<String> = [id]
        while !next.isEmpty {
            let level = next.filter { seen.insert($0).inserted }
            found += level.compactMap { entries[$0]?.current }
            next = level.flatMap { madeFromIndex[$0] ?? [] }
        }
        return found
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

    /// Moves the theme to the trash: its file, and its unsaved edits as a draft there (seed 002
    /// §8, issue 18 §5); refused while another user theme is made from it. ``restore(_:)`` brings
    /// it back. Without a trash the file is removed.
    mutating func delete(_ id: String) throws {
        let entry = try editable(id)
        let dependents = entries.values.filter { $0.current.template == id }.map(\.current.id).sorted()
        guard dependents.isEmpty else {
            throw ThemeRequestError.invalidArgument("theme '\(id)' is the template of \(dependents.joined(separator: ", ")); delete or reset those first")
        }
        do {
            if let trash {
                if entry.isDirty { try trash.drafts.save(entry.current) } else { try trash.drafts.delete(id: id) }
                if try !store.move(id: id, to: trash) { try trash.delete(id: id) }
            } else {
                try store.delete(id: id)
            }
        } catch {
            throw ThemeRequestError.saveFailed("could not move \(store.fileURL(of: id).path) to the trash (\(error.systemReason)); nothing was changed")
        }
        let template = entries[id]?.current.template
        entries[id] = nil
        if let next = registry.removingUnchecked(id) {
            registry = next
            if let template { madeFromIndex[template]?.removeAll { $0 == id } }
        } else {
            rebuild()
        }
    }

    /// Brings a deleted theme back from the trash, with the unsaved edits it had; refused when
    /// the trash has no theme `id`, its id is taken again, or its template is gone.
    mutating func restore(_ id: String) throws {
        try checkID(id)
        guard let trash else { throw ThemeRequestError.notFound("theme '\(id)' is not in the trash") }
        guard !takenIDs.contains(id) else {
            throw ThemeRequestError.invalidArgument("theme '\(id)' exists; delete it or duplicate the one in use before restoring")
        }
        let saved = try? UserThemeStore.read(trash.fileURL(of: id).path)
        let draft = try? UserThemeStore.read(trash.drafts.fileURL(of: id).path)
        guard let current = draft ?? saved else { throw ThemeRequestError.notFound("theme '\(id)' is not in the trash") }
        let previous = entries
        entries[id] = draft.map { UserThemeEntry(unsaved: $0, saved: saved) } ?? UserThemeEntry(saved: current)
        guard !rebuild().contains(where: { $0.id == id }) else {
            entries = previous
            rebuild()
            throw ThemeRequestError.invalidArgument("theme '\(id)' cannot be restored: its template '\(current.template)' does not exist")
        }
        do {
            if saved != nil { _ = try trash.move(id: id, to: store) }
            try trash.drafts.delete(id: id)
        } catch {
            entries = previous
            rebuild()
            throw ThemeRequestError.saveFailed("could not move \(trash.fileURL(of: id).path) back (\(error.systemReason)); nothing was changed")
        }
    }

    /// The ids of the user themes with unsaved edits, sorted.
    var unsavedIDs: [String] {
        entries.values.filter(\.isDirty).map(\.current.id).sorted()
    }

    /// Every problem of the theme's working copy (a built-in has none).
    func problems(_ id: String) throws -> [ValidationProblem] {
        let (theme, entry) = try self.theme(id)
        return entry == nil ? [] : registry.problems(of: theme)
    }

    /// Refuses a theme with errors in one sentence, the errors one per line below it.
    private func checkErrors(_ theme: UserTheme) throws {
        let problems = registry.problems(of: theme)
        guard !problems.contains(where: { $0.severity == .error }) else {
            let error = InvalidThemeError(problems: problems)
            throw ThemeRequestError.invalidTheme("theme '\(theme.id)' has \(error.errorCount), so it is not saved:\(error.details)")
        }
    }

    private func write(_ theme: UserTheme) throws {
        do {
            try store.save(theme)
        } catch {
            throw ThemeRequestError.saveFailed("could not save \(store.fileURL(of: theme.id).path) (\(error.systemReason)); nothing was changed")
        }
    }
}

extension String {
    /// `nil` for the empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
