import ArgumentParser
import ThemeClient

/// `themeswitch theme show ID`.
struct ThemeShowCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a theme's working copy as .theme JSON, then whether it has unsaved edits.",
        discussion: """
        Then one 'derived:' line per color set for both schemes that is below 3:1 (an error) in one \
        of them: there the engine uses a counterpart, the color moved in lightness until it passes; \
        a color that only warns stays as set. Then one 'fitted:' line per color the theme derives \
        (an imported scheme's categories, muted fills, selection, the variant the file did not give) \
        that the engine moved to its contrast minimum. With --json only the .theme JSON is printed \
        (what 'export' writes).

        Example:
          themeswitch theme show deep-sea
        """)

    @Argument(help: "The theme id.", completion: ThemeCompletion.kind)
    var theme: String

    @Flag(help: "Print only the .theme JSON.")
    var json = false

    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        let state = try await client.theme(theme)
        Output.write(state.json)
        guard !json else { return }
        Output.line("unsaved edits: \(state.isDirty ? "yes" : "no"); undo: \(state.canUndo ? "yes" : "no"); redo: \(state.canRedo ? "yes" : "no")")
        let registry = try await registry(for: state.theme, client)
        for counterpart in registry.derivedCounterparts(of: state.theme) {
            Output.line("derived: \(counterpart.scheme.rawValue) \(counterpart.key) \(counterpart.derived.hex) "
                + "(\(counterpart.set.hex) is set for both schemes and is below 3:1 in \(counterpart.scheme.rawValue), an error)")
        }
        for color in registry.fittedColors(of: state.theme) { Output.line("fitted: \(color)") }
    }

    /// The built-ins with the user themes `theme` is made from (its template, that one's…).
    private func registry(for theme: UserTheme, _ client: ThemeClient) async throws -> ThemeRegistry {
        var registry = ThemeRegistry.builtIn
        var templates: [UserTheme] = []
        var template = theme.template
        while template != UserTheme.blankTemplate, (try? registry.lookup(template)) == nil,
              !templates.contains(where: { $0.id == template }) {
            let parent = try await client.theme(template).theme
            templates.append(parent)
            template = parent.template
        }
        for parent in templates.reversed() { registry = registry.includingUnchecked(parent) ?? registry }
        return registry
    }
}
