import ThemeCore
import ThemePicker

/// A catalog of seven themes in three categories, and a picker state on it.
enum PickerFixture {
    static func theme(_ id: String, _ name: String, _ hex: String, _ category: ThemeCategory) -> ThemeInfo {
        ThemeInfo(id: id, displayName: name, previewColor: (try? RGBAColor(hex: hex)) ?? RGBAColor(red: 0, green: 0, blue: 0),
                  isBuiltIn: true, category: category)
    }

    static let catalog = [
        theme("default", "VaultMail", "#2596BE", .professional),
        theme("midnight", "Midnight", "#6366F1", .minimal),
        theme("forest", "Forest", "#059669", .professional),
        theme("sunset", "Sunset", "#EA580C", .vibrant),
        theme("lavender", "Lavender", "#9333EA", .soft),
        theme("rose", "Rose", "#E11D48", .vibrant),
        theme("slate", "Slate", "#475569", .minimal),
    ]

    /// The picker with `applied` applied, light, no flags, the black dark variant (nil: a daemon without one).
    static func state(applied: String = "default", darkVariant: String? = "black") -> PickerState {
        PickerState(catalog: catalog, themeID: applied, preference: .system, resolvedScheme: .light,
                    accessibility: AccessibilityFlags(), darkVariant: darkVariant)
    }
}
