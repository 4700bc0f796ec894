import Logging
import DBus
import ThemeCore

/// User theme requests (issue 11): each changes the library, then the registry the provider
/// resolves, in one step on the actor. An edit of the applied theme is published like any
/// change; a request that fails changes nothing.
extension Provider {
    /// Every theme in display order: built-ins, then user themes by name.
    public var catalog: [ThemeInfo] { registry.themes }

    /// Runs `change` on a copy of the library and installs the result: the applied theme is
    /// re-resolved (published when its tokens changed; `default` when it is gone), and catalog
    /// listeners hear of a changed catalog (paced like edits). Throws, changing nothing, when `change` or the
    /// settings save fails.
    func changeUserThemes<Result>(_ change: (inout UserThemeLibrary) throws -> Result) throws -> Result {
        var library = userThemes
        let result = try change(&library)
        let oldRegistry = registry
        registry = library.registry
        var next = settings
        if (try? registry.lookup(next.themeID)) == nil { next.themeID = ThemeRegistry.defaultThemeID }
        if let preview, (try? registry.lookup(preview.themeID)) == nil { endPreview() }
        if next.themeID != settings.themeID || !editPublishing.mustWait(now: .now) {
            let serial = snapshot.serial
            do {
                try commit(next, durable: next.themeID != settings.themeID)
            } catch {
                registry = oldRegistry
                throw error
            }
            if snapshot.serial != serial { editPublishing.last = .now }
        } else if editPublishing.pending == nil {
            editPublishing.pending = Task { [weak self, at = editPublishing.nextTurn] in
                try? await Task.sleep(until: at)
                await self?.publishWaitingEdits()
            }
        }
        userThemes = library
        draftsChanged()
        if oldRegistry.themes != registry.themes { announceCatalog() }
        return result
    }

    /// Tells catalog listeners of the new catalog at the edits' pace: at once when the last
    /// announcement is old enough, otherwise once at its turn, with the catalog as it is then.
    private func announceCatalog() {
        if !catalogPublishing.mustWait(now: .now) {
            announceWaitingCatalog()
        } else if catalogPublishing.pending == nil {
            catalogPublishing.pending = Task { [weak self, at = catalogPublishing.nextTurn] in
                try? await Task.sleep(until: at)
                await self?.announceWaitingCatalog()
            }
        }
    }

    private func announceWaitingCatalog() {
        catalogPublishing.pending = nil
        catalogPublishing.last = .now
        effects?.catalogChanged(registry.themes)
    }

    /// Publishes the edits that came while the last publish was too recent.
    private func publishWaitingEdits() {
        editPublishing.pending = nil
        do {
            try commit(settings, durable: false)
            editPublishing.last = .now
        } catch {
            logger.error("could not publish the latest edit of theme \(snapshot.themeID): \(error)")
        }
    }

    func createTheme(name: String, template: String) throws -> String {
        let applied = settings.themeID
        return try changeUserThemes { try $0.create(name: name, template: template, appliedID: applied) }
    }

    func duplicateTheme(_ id: String) throws -> String { try changeUserThemes { try $0.duplicate(id) } }
    /// Reads the file's text off the actor (a 128 KB file of alias chains must not hold up
    /// other clients), then adds the theme on it. Returns its id and the import's notes, one
    /// sentence each, logged too: a scheme file's contradicted variant and one summary of the
    /// derived colors the engine fitted (each in the debug log), what a SimpleX theme's import ignored.
    /// Without `copy`, a theme whose content is already there is not imported again: its id is
    /// returned with a note saying so (`ImportThemeWithOptions`; issue 36 §1).
    nonisolated func importTheme(_ contents: String, format: String = "theme", copy: Bool = true) async throws
        -> (id: String, notes: [String]) {
        let (theme, notes) = try ThemeFormats.decodeReporting(contents, format: format)
        if !copy, let existing = await userThemes.sameContent(as: theme) {
            return (existing, ["the file's theme is already there as '\(existing)' (the same content); nothing was imported "
                + "(--copy imports a copy)"])
        }
        let id = try await changeUserThemes { try $0.importTheme(theme) }
        var imported = theme
        imported.id = id
        let fitted = theme.schemes.isEmpty ? [] : await registry.fittedColors(of: imported)
        for color in fitted { logger.debug("imported theme \(id): fitted \(color)") }
        let summary = fitted.isEmpty ? [] : ["\(fitted.count) derived colors fitted; `theme show \(id)` lists them"]
        for note in notes + summary { logger.notice("imported theme \(id): \(note)") }
        return (id, notes + summary)
    }
    func setThemeValue(_ id: String, key: String, value: ThemeValueInput, scheme: String) throws {
        try changeUserThemes { try $0.setValue(id, key: key, value: value, scheme: scheme) }
    }
    func setThemeMetadata(_ id: String, fields: [String: Value]) throws {
        try changeUserThemes { try $0.setMetadata(id, fields: fields) }
    }
    func undoThemeEdit(_ id: String) throws { try changeUserThemes { try $0.undo(id) } }
    func redoThemeEdit(_ id: String) throws { try changeUserThemes { try $0.redo(id) } }
    func revertTheme(_ id: String) throws { try changeUserThemes { try $0.revert(id) } }
    func resetTheme(_ id: String) throws { try changeUserThemes { try $0.reset(id) } }
    func saveTheme(_ id: String) throws { try changeUserThemes { try $0.save(id) } }
    func deleteTheme(_ id: String) throws { try changeUserThemes { try $0.delete(id) } }
    func restoreTheme(_ id: String) throws { try changeUserThemes { try $0.restore(id) } }

    /// The ids of the user themes with unsaved edits.
    var unsavedThemes: [String] { userThemes.unsavedIDs }

    /// Any theme as `.theme` JSON, whether it has unsaved edits, and whether it can undo and redo.
    func themeState(_ id: String) throws -> (json: String, dirty: Bool, canUndo: Bool, canRedo: Bool) {
        let (theme, entry) = try userThemes.theme(id)
        return (ThemeFile.encode(theme), entry?.isDirty ?? false, entry?.history.canUndo ?? false,
                entry?.history.canRedo ?? false)
    }

    /// Any theme's working copy as a file's text in `format` (``ThemeFormats/exportFormats``); a
    /// built-in as its whole definition (every semantic value over `blank`).
    func exportTheme(_ id: String, format: String) throws -> String {
        var (theme, entry) = try userThemes.theme(id)
        let registry = registry
        if entry == nil, let values = try? registry.definitionValues(themeID: id) {
            theme.template = UserTheme.blankTemplate
            theme.values = values
        }
        return try ThemeFormats.encode(theme, format: format) { scheme in
            (try? registry.tokens(themeID: theme.id, layers: [], scheme: scheme, accessibility: AccessibilityFlags()))
                ?? TokenSet()
        }
    }

    /// Every problem of a theme's working copy.
    func validateTheme(_ id: String) throws -> [ValidationProblem] {
        try userThemes.problems(id)
    }
}
