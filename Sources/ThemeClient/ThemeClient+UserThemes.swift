import DBus

/// User themes (docs/dbus-api.md, "User themes"): the daemon owns them; these are its calls.
/// Every refusal comes as ``ThemeClientError/rejected(name:message:)`` with the daemon's error
/// name (`InvalidArgument`, `InvalidTheme`, `ReadOnly`, `TooLarge`, `NotFound`, …) and sentence.
extension ThemeClient {
    /// Every theme in display order with its category (`ListCatalog`): built-ins, then user themes by name.
    public func catalog() async throws(ThemeClientError) -> [ThemeInfo] {
        let reply = try await call("ListCatalog", signature: "a(sssbs)")
        guard let rows = reply.arguments.first?.array else { throw .unexpectedReply("ListCatalog gave no array") }
        var themes: [ThemeInfo] = []
        for row in rows {
            guard let fields = row.structure, fields.count == 5, let id = fields[0].string, let name = fields[1].string,
                  let hex = fields[2].string, let builtIn = fields[3].bool, let category = fields[4].string else {
                throw .unexpectedReply("a ListCatalog row is not (s id, s name, s color, b built-in, s category)")
            }
            themes.append(ThemeInfo(id: id, displayName: name, previewColor: (try? RGBAColor(hex: hex)) ?? ThemeTokens.missingColor,
                                    isBuiltIn: builtIn, category: ThemeCategory(rawValue: category)))
        }
        return themes
    }

    /// Creates an unsaved theme named `name` from `template` (a theme id, `blank` or `current`); returns its id.
    public func createTheme(name: String, from template: String) async throws(ThemeClientError) -> String {
        try await string(from: call("CreateTheme", [.string(name), .string(template)], signature: "s"))
    }

    /// A theme's working copy and edit state (`GetTheme`).
    public func theme(_ id: String) async throws(ThemeClientError) -> UserThemeState {
        let reply = try await call("GetTheme", [.string(id)], signature: "sbbb")
        let arguments = reply.arguments
        guard let json = arguments[0].string, let dirty = arguments[1].bool, let canUndo = arguments[2].bool,
              let canRedo = arguments[3].bool else { throw .unexpectedReply("GetTheme gave no (s, b, b, b)") }
        let theme: UserTheme
        do {
            theme = try ThemeFile.decode(Array(json.utf8))
        } catch {
            throw .unexpectedReply("GetTheme gave a theme that does not read back: \(error)")
        }
        return UserThemeState(json: json, theme: theme, isDirty: dirty, canUndo: canUndo, canRedo: canRedo)
    }

    /// Sets one semantic value, as text (`#2596BE`, `16`, `rounded`), in `scheme`.
    public func setThemeValue(_ id: String, key: String, value: String,
                              scheme: SchemeSelection = .both) async throws(ThemeClientError) {
        _ = try await call("SetThemeValue", [.string(id), .string(key), .variant(.string(value)), .string(scheme.rawValue)])
    }

    /// Changes the metadata fields that are given; `""` removes a description or an author.
    public func setThemeMetadata(_ id: String, name: String? = nil, description: String? = nil, author: String? = nil,
                                 tags: [String]? = nil, category: ThemeCategory? = nil) async throws(ThemeClientError) {
        var fields: [String: Value] = [:]
        if let name { fields["name"] = .string(name) }
        if let description { fields["description"] = .string(description) }
        if let author { fields["author"] = .string(author) }
        if let tags { fields["tags"] = .array(element: "s", tags.map(Value.string)) }
        if let category { fields["category"] = .string(category.rawValue) }
        _ = try await call("SetThemeMetadata", [.string(id), .stringVariantDictionary(fields)])
    }

    /// Undoes the last edit (`NotFound` when there is none).
    public func undoThemeEdit(_ id: String) async throws(ThemeClientError) { _ = try await call("UndoThemeEdit", [.string(id)]) }
    /// Redoes the last undone edit (`NotFound` when there is none).
    public func redoThemeEdit(_ id: String) async throws(ThemeClientError) { _ = try await call("RedoThemeEdit", [.string(id)]) }
    /// Saves the working copy to its file (`InvalidTheme`, listing them, when it has errors).
    public func saveTheme(_ id: String) async throws(ThemeClientError) { _ = try await call("SaveTheme", [.string(id)]) }
    /// Drops the unsaved edits.
    public func revertTheme(_ id: String) async throws(ThemeClientError) { _ = try await call("RevertTheme", [.string(id)]) }
    /// Goes back to the template's values (an edit that can be undone).
    public func resetTheme(_ id: String) async throws(ThemeClientError) { _ = try await call("ResetTheme", [.string(id)]) }
    /// Moves the theme (file and unsaved edits) to the trash; the applied theme falls back to `default`.
    public func deleteTheme(_ id: String) async throws(ThemeClientError) { _ = try await call("DeleteTheme", [.string(id)]) }
    /// Brings a deleted theme back from the trash, with its unsaved edits (`NotFound` when it is not there).
    public func restoreTheme(_ id: String) async throws(ThemeClientError) { _ = try await call("RestoreTheme", [.string(id)]) }

    /// The ids of the user themes with unsaved edits (`ListUnsavedThemes`).
    public func unsavedThemes() async throws(ThemeClientError) -> Set<String> {
        let reply = try await call("ListUnsavedThemes", signature: "as")
        guard let ids = reply.arguments.first?.array else { throw .unexpectedReply("ListUnsavedThemes gave no array") }
        return Set(ids.compactMap(\.string))
    }

    /// An unsaved copy of any theme; returns its id, `<id>-copy-<4 hex>`.
    public func duplicateTheme(_ id: String) async throws(ThemeClientError) -> String {
        try await string(from: call("DuplicateTheme", [.string(id)], signature: "s"))
    }

    /// Every problem of a theme's working copy, errors and warnings.
    public func validateTheme(_ id: String) async throws(ThemeClientError) -> [ValidationProblem] {
        let reply = try await call("ValidateTheme", [.string(id)], signature: "a(sss)")
        return (reply.arguments.first?.array ?? []).compactMap { row in
            guard let fields = row.structure, fields.count == 3, let field = fields[0].string,
                  let severity = fields[1].string.flatMap(ValidationProblem.Severity.init(rawValue:)),
                  let message = fields[2].string else { return nil }
            return ValidationProblem(field: field, severity: severity, message: message)
        }
    }

    /// Adds and saves a theme from a file's text in `format` (`theme`); returns its id.
    public func importTheme(_ contents: String, format: String = "theme") async throws(ThemeClientError) -> String {
        try await string(from: call("ImportTheme", [.string(contents), .string(format)], signature: "s"))
    }

    /// ``importTheme(_:format:)`` with the import's notes, one sentence each: the colors a scheme
    /// file's fit moved, what a SimpleX theme's import ignored.
    public func importThemeReporting(_ contents: String, format: String = "theme") async throws(ThemeClientError)
        -> (id: String, notes: [String]) {
        let reply = try await call("ImportThemeReporting", [.string(contents), .string(format)], signature: "sas")
        return (try string(from: reply), reply.arguments[1].array?.compactMap(\.string) ?? [])
    }

    /// ``importThemeReporting(_:format:)`` through `ImportThemeWithOptions`: without `copy`, a file
    /// whose theme is already there imports nothing, and the reply is that theme's id with a note saying so.
    public func importTheme(_ contents: String, format: String, copy: Bool) async throws(ThemeClientError)
        -> (id: String, notes: [String]) {
        let reply = try await call("ImportThemeWithOptions", [.string(contents), .string(format),
                                                              .stringVariantDictionary(["copy": .bool(copy)])], signature: "sas")
        return (try string(from: reply), reply.arguments[1].array?.compactMap(\.string) ?? [])
    }

    /// A theme's working copy as a file's text in `format` (`theme`).
    public func exportTheme(_ id: String, format: String = "theme") async throws(ThemeClientError) -> String {
        try await string(from: call("ExportTheme", [.string(id), .string(format)], signature: "s"))
    }

    /// Shows a theme for `seconds` (1–3600), or until ``endPreview()`` or this client closes.
    public func previewTheme(_ id: String, seconds: UInt32) async throws(ThemeClientError) {
        _ = try await call("PreviewTheme", [.string(id), .uint32(seconds)])
    }

    /// Ends the running preview (`NotFound` when none runs).
    public func endPreview() async throws(ThemeClientError) { _ = try await call("EndPreview") }

    private func string(from reply: Message) throws(ThemeClientError) -> String {
        guard let text = reply.arguments.first?.string else { throw .unexpectedReply("the reply holds no string") }
        return text
    }
}
