import Logging
import DBus
import ThemeContract
import ThemeCore

/// The user theme methods and the catalog of `org.themeswitch.Theme1` (docs/dbus-api.md,
/// "User themes"): each translates one call into a provider request.
extension ThemeService {
    /// Announces a new catalog (after a theme is created, renamed, recolored, imported or deleted).
    public func publishCatalog(_ catalog: [ThemeInfo], on connection: Connection) throws {
        try connection.emit(path: ThemeBus.path, interface: ThemeBus.interface, signal: ThemeBus.catalogChanged,
                            arguments: [ThemeService.catalogValue(catalog)])
    }

    static func catalogValue(_ catalog: [ThemeInfo]) -> Value {
        .array(element: "(sssbs)", catalog.map { theme in
            .structure([.string(theme.id), .string(theme.displayName), .string(theme.previewColor.hex),
                        .bool(theme.isBuiltIn), .string(theme.category?.rawValue ?? "")])
        })
    }

    static let catalogSignal = SignalDeclaration(ThemeBus.catalogChanged, arguments: [Argument("catalog", "a(sssbs)")])

    static func userThemeMethods(_ provider: Provider) -> [Method] {
        [
            Method("ListCatalog", outputs: [Argument("themes", "a(sssbs)")]) { _ in
                [catalogValue(await provider.catalog)]
            },
            Method("CreateTheme", inputs: [Argument("name", "s"), Argument("template", "s")],
                   outputs: [Argument("theme_id", "s")]) { call in
                [.string(try await provider.createTheme(name: try string(call, 0, "name"), template: try string(call, 1, "template")))]
            },
            Method("GetTheme", inputs: [Argument("theme_id", "s")], outputs: [
                Argument("theme_json", "s"), Argument("dirty", "b"), Argument("can_undo", "b"), Argument("can_redo", "b"),
            ]) { call in
                let state = try await provider.themeState(try string(call, 0, "theme id"))
                return [.string(state.json), .bool(state.dirty), .bool(state.canUndo), .bool(state.canRedo)]
            },
            Method("SetThemeValue", inputs: [
                Argument("theme_id", "s"), Argument("key", "s"), Argument("value", "v"), Argument("scheme", "s"),
            ]) { call in
                try await provider.setThemeValue(
                    try string(call, 0, "theme id"), key: try string(call, 1, "key"), value: try ThemeValueArgument.themeValue.input(call.arguments[2]),
                    scheme: try string(call, 3, "scheme"))
                return []
            },
            Method("SetThemeMetadata", inputs: [Argument("theme_id", "s"), Argument("fields", "a{sv}")]) { call in
                try await provider.setThemeMetadata(try string(call, 0, "theme id"),
                                                    fields: call.arguments[1].stringKeyedDictionary ?? [:])
                return []
            },
            idMethod("UndoThemeEdit") { try await provider.undoThemeEdit($0) },
            idMethod("RedoThemeEdit") { try await provider.redoThemeEdit($0) },
            idMethod("SaveTheme") { try await provider.saveTheme($0) },
            idMethod("RevertTheme") { try await provider.revertTheme($0) },
            idMethod("ResetTheme") { try await provider.resetTheme($0) },
            idMethod("DeleteTheme") { try await provider.deleteTheme($0) },
            idMethod("RestoreTheme") { try await provider.restoreTheme($0) },
            Method("ListUnsavedThemes", outputs: [Argument("theme_ids", "as")]) { _ in
                [.array(element: "s", await provider.unsavedThemes.map(Value.string))]
            },
            Method("DuplicateTheme", inputs: [Argument("theme_id", "s")], outputs: [Argument("new_id", "s")]) { call in
                [.string(try await provider.duplicateTheme(try string(call, 0, "theme id")))]
            },
            Method("ValidateTheme", inputs: [Argument("theme_id", "s")], outputs: [Argument("problems", "a(sss)")]) { call in
                let problems = try await provider.validateTheme(try string(call, 0, "theme id"))
                return [.array(element: "(sss)", problems.map {
                    .structure([.string($0.field), .string($0.severity.rawValue), .string($0.message)])
                })]
            },
            Method("ImportTheme", inputs: [Argument("contents", "s"), Argument("format", "s")],
                   outputs: [Argument("theme_id", "s")]) { call in
                [.string(try await importTheme(call, provider).id)]
            },
            Method("ImportThemeReporting", inputs: [Argument("contents", "s"), Argument("format", "s")],
                   outputs: [Argument("theme_id", "s"), Argument("notes", "as")]) { call in
                let (id, notes) = try await importTheme(call, provider)
                return [.string(id), .array(element: "s", notes.map(Value.string))]
            },
            Method("ImportThemeWithOptions", inputs: [Argument("contents", "s"), Argument("format", "s"), Argument("options", "a{sv}")],
                   outputs: [Argument("theme_id", "s"), Argument("notes", "as")]) { call in
                let (id, notes) = try await importTheme(call, provider, copy: try copyOption(call.arguments[2]))
                return [.string(id), .array(element: "s", notes.map(Value.string))]
            },
            Method("ExportTheme", inputs: [Argument("theme_id", "s"), Argument("format", "s")],
                   outputs: [Argument("contents", "s")]) { call in
                let id = try string(call, 0, "theme id")
                return [.string(try await provider.exportTheme(id, format: try string(call, 1, "format")))]
            },
            Method("PreviewTheme", inputs: [Argument("theme_id", "s"), Argument("seconds", "u")]) { call in
                let number = try await provider.startPreview(themeID: try string(call, 0, "theme id"),
                                                             seconds: call.arguments[1].uint32 ?? 0)
                if let caller = call.sender {
                    await provider.watchCaller(of: number, with: endPreview(number, whenLeaving: caller, call.connection, provider))
                }
                return []
            },
            Method("EndPreview") { _ in
                guard await provider.endPreview() else { throw ThemeRequestError.notFound("no preview is running") }
                return []
            },
        ]
    }

    /// A task that ends preview `number` when `caller` leaves the bus (or has left already).
    static func endPreview(_ number: UInt64, whenLeaving caller: String, _ connection: Connection,
                                   _ provider: Provider) -> Task<Void, Never> {
        Task {
            do {
                let changes = try await connection.bus.ownerChanges(of: caller)
                if try await connection.bus.nameHasOwner(caller) {
                    for await owner in changes where owner == nil { break }
                }
            } catch {
                return
            }
            guard !Task.isCancelled else { return }
            await provider.endPreview(number: number)
        }
    }

    /// A method taking only a theme id and returning nothing.
    /// `ImportTheme` and `ImportThemeReporting`: the file's text (at most ``ThemeFile/maximumBytes``)
    /// in its format, added and saved.
    private static func importTheme(_ call: MethodCall, _ provider: Provider, copy: Bool = true) async throws
        -> (id: String, notes: [String]) {
        let format = try string(call, 1, "format")
        let contents = call.arguments[0].string ?? ""
        guard contents.utf8.count <= ThemeFile.maximumBytes else {
            throw ThemeRequestError.tooLarge("the theme file has \(contents.utf8.count) bytes; at most \(ThemeFile.maximumBytes) (128 KB) are accepted")
        }
        return try await provider.importTheme(contents, format: format, copy: copy)
    }

    /// `ImportThemeWithOptions`' options: `copy` (b, default false); any other key is `InvalidArgument`.
    private static func copyOption(_ options: Value) throws -> Bool {
        var copy = false
        for (key, value) in options.stringKeyedDictionary ?? [:] {
            guard key == "copy" else {
                throw ThemeRequestError.invalidArgument("import option \(ThemeRequestError.quoted(key)) is not known; accepted: copy")
            }
            guard let flag = value.unwrapped.bool else {
                throw ThemeRequestError.invalidArgument("import option 'copy' must be a boolean (b), not '\(value.unwrapped.signature)'")
            }
            copy = flag
        }
        return copy
    }

    private static func idMethod(_ name: String, _ body: @escaping @Sendable (String) async throws -> Void) -> Method {
        Method(name, inputs: [Argument("theme_id", "s")]) { call in
            try await body(try string(call, 0, "theme id"))
            return []
        }
    }
}
