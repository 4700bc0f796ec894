/// What a machine policy locks (the daemon's `Locks` property, docs/config.md "Machine defaults
/// and locks"): a locked option is drawn dimmed, says so on the status line, and Enter on it, or
/// moving onto a theme or wallpaper, asks nothing of the daemon, which would refuse it.
extension PickerState {
    /// Takes the daemon's locked names.
    public mutating func update(locks: [String]) {
        self.locks = Set(locks)
        status = describeFocus()
    }

    /// Whether the option at `index` of `section` is locked.
    public func isLocked(_ section: PickerSection, at index: Int) -> Bool {
        Self.policyName(of: section, at: index).map(locks.contains) ?? false
    }

    /// The policy's name for the option at `index` of `section`; nil for the category chips.
    static func policyName(of section: PickerSection, at index: Int) -> String? {
        switch section {
        case .categories: nil
        case .themes: "theme"
        case .appearance: "scheme"
        case .accessibility:
            switch AccessibilityToggle(rawValue: index) {
            case .highContrast: "high-contrast"
            case .reduceTransparency: "reduce-transparency"
            case .reducedMotion: "reduced-motion"
            case nil: nil
            }
        case .darkVariant: "dark-variant"
        case .wallpaper: "wallpaper"
        }
    }

    /// One sentence on the focused item: its own, and for a locked one that it is locked instead of what Enter does.
    public func describeFocus() -> String {
        let option = describeOption()
        guard isLocked(section, at: index(in: section)) else { return option }
        let kept = option.firstRange(of: " Enter").map { String(option[..<$0.lowerBound]) } ?? option
        return kept + " Locked by this machine's policy."
    }
}
