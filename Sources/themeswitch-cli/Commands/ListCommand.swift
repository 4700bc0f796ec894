import ArgumentParser
import ThemeClient

/// `themeswitch list`.
struct ListCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the themes, built-in first, with their categories; the applied one is marked with *.",
        discussion: """
        On a terminal each theme has a 24-bit color swatch of its accent; when piped, each line is \
        tab-separated: id, name, preview color, built-in or user, category, * for the applied theme, \
        and 'unsaved' for a user theme with unsaved edits.

        Examples:
          themeswitch list
          themeswitch list --category soft
        """)

    @Flag(help: "Print a JSON array of {id, name, previewColor, builtIn, category, applied, unsaved}.")
    var json = false

    @Option(help: "Only themes of this category: minimal, vibrant, soft, professional, artistic or popular.",
            completion: .list(ThemeCategory.allCases.map(\.rawValue)))
    var category: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if let category, ThemeCategory(rawValue: category) == nil {
            throw CommandFailure.invalidUsage(category, for: "--category", accepted: ThemeCategory.allCases.map(\.rawValue))
        }
    }

    func run(client: ThemeClient) async throws {
        async let themes = client.catalog()
        async let status = client.status()
        async let unsavedIDs = client.unsavedThemes()
        let applied = try await status.themeID
        let unsaved = try await unsavedIDs
        let list = try await themes.filter { category == nil || $0.category?.rawValue == category }
        if json {
            let rows = list.map { theme in
                var object = JSONObject()
                object.add("id", theme.id)
                object.add("name", theme.displayName)
                object.add("previewColor", theme.previewColor.hex)
                object.add("builtIn", theme.isBuiltIn)
                object.add("category", theme.category?.rawValue ?? "")
                object.add("applied", theme.id == applied)
                object.add("unsaved", unsaved.contains(theme.id))
                return "  " + object.text
            }
            Output.line(rows.isEmpty ? "[]" : "[\n" + rows.joined(separator: ",\n") + "\n]")
        } else if Output.usesColor {
            let width = list.map(\.id.count).max() ?? 0
            for theme in list {
                let mark = theme.id == applied ? "*" : " "
                let padded = theme.id + String(repeating: " ", count: width - theme.id.count)
                let kind = theme.isBuiltIn ? "" : unsaved.contains(theme.id) ? "  (user, unsaved edits)" : "  (user)"
                let category = theme.category.map { "  [\($0.rawValue)]" } ?? ""
                Output.line("\(mark) \(TrueColor.swatch(theme.previewColor)) \(padded)  \(theme.displayName)\(kind)\(category)")
            }
        } else {
            for theme in list {
                let fields = [theme.id, theme.displayName, theme.previewColor.hex,
                              theme.isBuiltIn ? "built-in" : "user", theme.category?.rawValue ?? "",
                              theme.id == applied ? "*" : "", unsaved.contains(theme.id) ? "unsaved" : ""]
                Output.line(fields.joined(separator: "\t"))
            }
        }
    }
}
