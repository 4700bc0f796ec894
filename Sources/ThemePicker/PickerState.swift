import TerminalUI
import ThemeCore

/// What the picker shows and where the focus is, with no terminal and no daemon: keys and the
/// daemon's news go in, ``PickerEffect``s and a status sentence come out. ``PickerView`` draws
/// it; ``PickerSession`` runs it against a terminal and the daemon.
public struct PickerState: Sendable {
    /// Every theme, in display order (the daemon's catalog).
    public private(set) var catalog: [ThemeInfo]
    /// The applied (persisted) theme.
    public private(set) var appliedThemeID: String
    /// The theme the picker previews, until it ends the preview or applies.
    public private(set) var previewThemeID: String?
    /// The color-scheme preference.
    public private(set) var preference: SchemePreference
    /// What the preference resolves to now.
    public private(set) var resolvedScheme: ColorScheme
    /// The accessibility flags.
    public private(set) var accessibility: AccessibilityFlags
    /// The dark variant, `black`, `dim` or `simplex`; nil when the daemon has none.
    public private(set) var darkVariant: String?
    /// The chosen wallpaper as the row shows it: `none`, a preset's name, `image`, or the kind
    /// of another (`pattern`, `gradient`), which the row does not offer.
    public internal(set) var chosenWallpaper = PickerState.noWallpaper
    /// The row choice the picker previews, until it ends the preview or chooses.
    public internal(set) var previewWallpaper: String?
    /// Whether the daemon is on the bus.
    public private(set) var daemonRunning = true
    /// What a machine policy locks (PickerState+Locks.swift).
    public internal(set) var locks: Set<String> = []
    /// The focused section.
    public private(set) var section: PickerSection = .themes
    /// The category the grid is limited to; nil for all.
    public private(set) var categoryFilter: ThemeCategory?
    /// The text themes' names must contain (`/`), case-insensitive.
    public private(set) var nameFilter = ""
    /// Whether keys go to the name filter.
    public private(set) var isTypingFilter = false
    /// Whether the list of keys is shown.
    public private(set) var showsHelp = false
    /// The focused theme.
    public private(set) var focusedThemeID: String?
    /// The focused chip, appearance, toggle and variant, by section.
    public private(set) var optionIndex: [PickerSection: Int] = [:]
    /// The one-line description of the focused item and its state, for the status line.
    public internal(set) var status = ""
    /// Counts the picker's preview requests (each preview and each end): a status read before
    /// the latest one may show a theme the picker no longer previews.
    public private(set) var previewGeneration = 0
    /// The grid's columns, which the view sets from the terminal's width.
    public var columns = 3

    /// The dark variants, in the order shown.
    public static let darkVariants = ["black", "dim", "simplex"]

    /// The state for a catalog and the daemon's status, focused on the applied theme.
    public init(catalog: [ThemeInfo], themeID: String, preference: SchemePreference, resolvedScheme: ColorScheme,
                accessibility: AccessibilityFlags, darkVariant: String?) {
        self.catalog = catalog
        appliedThemeID = themeID
        self.preference = preference
        self.resolvedScheme = resolvedScheme
        self.accessibility = accessibility
        self.darkVariant = darkVariant
        focusedThemeID = catalog.contains { $0.id == themeID } ? themeID : catalog.first?.id
        status = describeFocus()
    }

    // MARK: - What is shown

    /// The themes the grid shows, in display order: the catalog, limited by category and name.
    public var visibleThemes: [ThemeInfo] {
        let needle = nameFilter.lowercased()
        return catalog.filter { theme in
            (categoryFilter == nil || theme.category == categoryFilter)
                && (needle.isEmpty || theme.displayName.lowercased().contains(needle) || theme.id.contains(needle))
        }
    }

    /// The chips: all, then each category some theme has, in the categories' order.
    public var categoryChips: [ThemeCategory?] {
        [nil] + ThemeCategory.allCases.filter { category in catalog.contains { $0.category == category } }
    }

    /// The sections Tab goes through: the dark variant only when the daemon has one.
    public var sections: [PickerSection] {
        PickerSection.allCases.filter { $0 != .darkVariant || darkVariant != nil }
    }

    /// The focused index in an option section.
    public func index(in section: PickerSection) -> Int { optionIndex[section] ?? defaultIndex(in: section) }

    /// The name for people of a category chip.
    public static func chipLabel(_ category: ThemeCategory?) -> String {
        category.map { label($0.rawValue) } ?? "All"
    }

    /// The name for people of a preference.
    public static func label(_ preference: SchemePreference) -> String {
        label(preference.rawValue)
    }

    /// The name for people of a lowercase word (`dark`, `dim`): its first letter in capitals.
    static func label(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    // MARK: - The daemon's news

    /// Takes the daemon's properties, read when ``previewGeneration`` was `generation`. While the
    /// picker's own preview shows, the daemon's theme is the previewed one; the applied theme
    /// stays what it was. A read from before the latest preview request may show a preview that
    /// has ended since, so its theme is not taken either; the read after that request will tell.
    /// The scheme held over the schedule until its next transition, as the status line says it
    /// (`dark until 18:30`); nil when none is held.
    public private(set) var hold: String?

    /// A scheme is held over the schedule until `until` (a time as people read it), or none is (nil).
    public mutating func update(holdUntil until: String?) {
        hold = until.map { "\(resolvedScheme.rawValue) until \($0), the schedule's next transition" }
        status = describeFocus()
    }

    public mutating func update(themeID: String, preference: SchemePreference, resolvedScheme: ColorScheme,
                                accessibility: AccessibilityFlags, darkVariant: String?, asOf generation: Int) {
        if themeID != previewThemeID, generation == previewGeneration { appliedThemeID = themeID }
        self.preference = preference
        self.resolvedScheme = resolvedScheme
        self.accessibility = accessibility
        self.darkVariant = darkVariant
        daemonRunning = true
        if !sections.contains(section) { section = .accessibility }
        status = describeFocus()
    }

    /// Takes a new catalog; the focus stays on its theme while it still exists.
    public mutating func update(catalog: [ThemeInfo]) {
        self.catalog = catalog
        if let categoryFilter, !categoryChips.contains(categoryFilter) { self.categoryFilter = nil }
        keepFocusVisible()
        status = describeFocus()
    }

    /// Notes that the daemon left or came back.
    public mutating func setDaemonRunning(_ running: Bool) {
        daemonRunning = running
        status = running ? describeFocus()
            : "The theme daemon is not running; waiting for it. q leaves."
    }

    /// Shows a failed request's sentence in the status line.
    public mutating func report(failure: String) {
        status = failure
    }

    // MARK: - Keys

    /// Handles a key: moves the focus, changes what is shown, or asks for effects.
    public mutating func handle(_ key: Key) -> [PickerEffect] {
        if showsHelp {
            showsHelp = false
            status = describeFocus()
            return key == .interrupt ? quit() : []
        }
        if isTypingFilter { return typeFilter(key) }
        switch key {
        case .interrupt, .escape, .character("q"): return quit()
        case .tab: return moveSection(by: 1)
        case .backTab: return moveSection(by: -1)
        case .left, .character("h"): return move(by: -1)
        case .right, .character("l"): return move(by: 1)
        case .up, .character("k"): return moveVertically(by: -1)
        case .down, .character("j"): return moveVertically(by: 1)
        case .home: return move(by: -Int(Int16.max))
        case .end: return move(by: Int(Int16.max))
        case .enter, .character(" "): return activate()
        case .character("/"):
            section = .themes
            isTypingFilter = true
            status = "Type to filter the themes by name; Enter keeps the filter, Esc clears it."
            return []
        case .character("e") where section == .themes:
            guard let focusedThemeID else { return [] }
            return quit().filter { $0 != .quit } + [.edit(focusedThemeID)]
        case .character("?"):
            showsHelp = true
            status = "Keys shown; any key closes them."
            return []
        default:
            status = "That key does nothing here; press ? for the keys."
            return []
        }
    }

    private mutating func quit() -> [PickerEffect] {
        defer {
            previewThemeID = nil
            previewWallpaper = nil
        }
        return previewThemeID == nil && previewWallpaper == nil ? [.quit] : [.endPreview, .quit]
    }

    private mutating func typeFilter(_ key: Key) -> [PickerEffect] {
        switch key {
        case .interrupt: return quit()
        case .enter:
            isTypingFilter = false
            status = describeFocus()
            return []
        case .escape:
            isTypingFilter = false
            nameFilter = ""
        case .backspace:
            guard !nameFilter.isEmpty else { return [] }
            nameFilter.removeLast()
        case .character(let character):
            nameFilter.append(character)
        default:
            return []
        }
        let effects = keepFocusVisible()
        let count = visibleThemes.count
        status = isTypingFilter
            ? "Filter \"\(nameFilter)\": \(count) \(count == 1 ? "theme" : "themes"). Enter keeps it, Esc clears it."
            : describeFocus()
        return effects
    }

    /// Moves the focus to the first visible theme when the focused one is no longer shown.
    @discardableResult
    private mutating func keepFocusVisible() -> [PickerEffect] {
        let visible = visibleThemes
        guard !visible.contains(where: { $0.id == focusedThemeID }) else { return [] }
        return focus(visible.first?.id)
    }

    private mutating func moveSection(by step: Int) -> [PickerEffect] {
        let order = sections
        let current = order.firstIndex(of: section) ?? 0
        section = order[(current + step + order.count) % order.count]
        status = describeFocus()
        return []
    }

    private mutating func move(by step: Int) -> [PickerEffect] {
        if section == .themes {
            let visible = visibleThemes
            guard let current = visible.firstIndex(where: { $0.id == focusedThemeID }) else { return [] }
            let target = min(max(current + step, 0), visible.count - 1)
            let effects = focus(visible[target].id)
            status = describeFocus()
            return effects
        }
        let count = optionCount(section)
        let before = index(in: section)
        optionIndex[section] = min(max(before + step, 0), count - 1)
        status = describeFocus()
        return section == .wallpaper && index(in: section) != before ? focusWallpaper() : []
    }

    /// Up and down: by a row in the grid, leaving it above its first row for the chips and
    /// below its last row for the appearance row; between the option rows otherwise.
    private mutating func moveVertically(by step: Int) -> [PickerEffect] {
        guard section == .themes else {
            let order = sections
            let current = order.firstIndex(of: section) ?? 0
            section = order[min(max(current + step, 0), order.count - 1)]
            status = describeFocus()
            return []
        }
        let visible = visibleThemes
        let columns = max(columns, 1)
        guard let current = visible.firstIndex(where: { $0.id == focusedThemeID }) else {
            section = step < 0 ? .categories : .appearance
            status = describeFocus()
            return []
        }
        let target = current + step * columns
        if target < 0 || current / columns == (visible.count - 1) / columns && step > 0 {
            section = step < 0 ? .categories : .appearance
            status = describeFocus()
            return []
        }
        let effects = focus(visible[min(target, visible.count - 1)].id)
        status = describeFocus()
        return effects
    }

    /// Focuses a theme; asks for its preview, or for the end of the preview on the applied theme.
    private mutating func focus(_ themeID: String?) -> [PickerEffect] {
        guard themeID != focusedThemeID else { return [] }
        focusedThemeID = themeID
        guard let themeID, !locks.contains("theme") else { return [] }
        if themeID != appliedThemeID {
            previewThemeID = themeID
            previewGeneration += 1
            return [.preview(themeID)]
        }
        guard previewThemeID != nil else { return [] }
        previewThemeID = nil
        previewGeneration += 1
        guard let previewWallpaper else { return [.endPreview] }
        // Ending the preview would end the wallpaper's too: preview the wallpaper alone instead.
        return [.previewWallpaper(previewWallpaper)]
    }

    private mutating func activate() -> [PickerEffect] {
        let index = index(in: section)
        guard !isLocked(section, at: index) else {
            status = describeFocus()
            return []
        }
        switch section {
        case .categories:
            categoryFilter = categoryChips[min(index, categoryChips.count - 1)]
            let effects = keepFocusVisible()
            status = describeFocus()
            return effects
        case .themes:
            guard let focusedThemeID else { return [] }
            appliedThemeID = focusedThemeID
            previewThemeID = nil
            status = describeFocus()
            return [.apply(focusedThemeID)]
        case .appearance:
            let choice = SchemePreference.allCases[index]
            preference = choice
            status = describeFocus()
            return [.setScheme(choice)]
        case .accessibility:
            let toggle = AccessibilityToggle.allCases[index]
            let value = !toggle.value(in: accessibility)
            toggle.set(value, in: &accessibility)
            status = describeFocus()
            return [.setAccessibility(toggle, value)]
        case .darkVariant:
            let variant = Self.darkVariants[index]
            darkVariant = variant
            status = describeFocus()
            return [.setDarkVariant(variant)]
        case .wallpaper:
            return chooseWallpaper()
        }
    }

    private func optionCount(_ section: PickerSection) -> Int {
        switch section {
        case .categories: categoryChips.count
        case .themes: visibleThemes.count
        case .appearance: SchemePreference.allCases.count
        case .accessibility: AccessibilityToggle.allCases.count
        case .darkVariant: Self.darkVariants.count
        case .wallpaper: wallpaperChoices.count
        }
    }

    /// Where the focus starts in a section: on its current choice.
    private func defaultIndex(in section: PickerSection) -> Int {
        switch section {
        case .categories: categoryChips.firstIndex(of: categoryFilter) ?? 0
        case .themes: visibleThemes.firstIndex { $0.id == focusedThemeID } ?? 0
        case .appearance: SchemePreference.allCases.firstIndex(of: preference) ?? 0
        case .accessibility: 0
        case .darkVariant: darkVariant.flatMap { Self.darkVariants.firstIndex(of: $0) } ?? 0
        case .wallpaper: wallpaperChoices.firstIndex(of: chosenWallpaper) ?? 0
        }
    }

    // MARK: - The status line

    /// One sentence on the focused item and its state, and what Enter does.
    func describeOption() -> String {
        let index = index(in: section)
        switch section {
        case .categories:
            let chip = categoryChips[min(index, categoryChips.count - 1)]
            let name = chip == nil ? "All themes" : "\(Self.chipLabel(chip)) category"
            return chip == categoryFilter ? "\(name), shown." : "\(name), not shown. Enter shows it."
        case .themes:
            guard let theme = catalog.first(where: { $0.id == focusedThemeID }) else {
                return nameFilter.isEmpty ? "No themes to show." : "No theme matches \"\(nameFilter)\"; press / to change the filter."
            }
            if theme.id == appliedThemeID { return "\(theme.displayName) theme, applied." }
            return "\(theme.displayName) theme, not applied. Enter applies it."
        case .appearance:
            let choice = SchemePreference.allCases[index]
            let resolved = hold.map { "now \($0)" } ?? "now \(resolvedScheme.rawValue)"
            return choice == preference
                ? "\(Self.label(choice)) appearance, chosen; \(resolved)."
                : "\(Self.label(choice)) appearance, not chosen; \(resolved). Enter chooses it."
        case .accessibility:
            let toggle = AccessibilityToggle.allCases[index]
            return toggle.value(in: accessibility)
                ? "\(toggle.label), on. Enter turns it off."
                : "\(toggle.label), off. Enter turns it on."
        case .darkVariant:
            let variant = Self.darkVariants[index]
            let label = Self.label(variant)
            return variant == darkVariant
                ? "\(label) dark variant, chosen."
                : "\(label) dark variant, not chosen. Enter chooses it."
        case .wallpaper:
            return describeWallpaper(at: index)
        }
    }
}
