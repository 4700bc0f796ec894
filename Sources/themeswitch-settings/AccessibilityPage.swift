import CAdwaita
import ThemeClient

/// The Accessibility page: high contrast, reduce transparency and reduced motion, each System / On
/// / Off with what the desktop says, and the text scale.
@MainActor
final class AccessibilityPage {
    /// The `AdwPreferencesPage`.
    let page: Widget
    private let flags: [(key: String, row: ChoiceRow<FlagPreference>)]
    private let textScale = TextScaleRows()

    init(link: DaemonLink) {
        page = adw_preferences_page_new()
        adw_preferences_page_set_title(page.cast(), "Accessibility")
        adw_preferences_page_set_icon_name(page.cast(), "preferences-desktop-accessibility-symbolic")
        let choices: [(value: FlagPreference, label: String)] = [(.system, "System"), (.on, "On"), (.off, "Off")]
        flags = [("high-contrast", "High contrast"), ("reduce-transparency", "Reduce transparency"),
                 ("reduced-motion", "Reduced motion")].map { key, title in
            (key, ChoiceRow(title: title, choices: choices))
        }
        let adaptations: Widget = adw_preferences_group_new()
        adw_preferences_group_set_title(adaptations.cast(), "Adaptations")
        for (key, row) in flags {
            adw_preferences_group_add(adaptations.cast(), row.row)
            row.onChoose = { preference in
                link.perform { try await $0.setAccessibilityPreferences([key: preference.rawValue]) }
            }
        }
        adw_preferences_page_add(page.cast(), adaptations.cast())

        let text: Widget = adw_preferences_group_new()
        adw_preferences_group_set_title(text.cast(), "Text")
        textScale.rows.forEach { adw_preferences_group_add(text.cast(), $0) }
        adw_preferences_page_add(page.cast(), text.cast())
        textScale.onChoose = { preference in
            link.perform { try await $0.setAccessibilityPreferences(["text-scale": preference.text]) }
        }
    }

    /// Makes `locks` grey each adaptation's row and the text size's when a machine policy locks them
    /// (the policy's names are the preferences' keys).
    func register(in locks: PolicyLocks) {
        for (key, row) in flags { locks.register(key) { [row.row] } }
        locks.register("text-scale") { [textScale] in textScale.rows }
    }

    /// Shows the preferences and, for those that follow the desktop, what it says.
    func show(_ status: ThemeStatus) {
        let preferences = status.accessibilityPreferences ?? AccessibilityPreferences()
        let inForce = status.accessibility
        let states: [String: (FlagPreference, Bool)] = [
            "high-contrast": (preferences.highContrast, inForce.highContrast),
            "reduce-transparency": (preferences.reduceTransparency, inForce.reduceTransparency),
            "reduced-motion": (preferences.reducedMotion, inForce.reducedMotion),
        ]
        for (key, row) in flags {
            guard let (preference, on) = states[key] else { continue }
            row.show(preference)
            row.setSubtitle(Self.subtitle(key: key, preference: preference, on: on))
        }
        textScale.show(preferences.textScale, inForce: inForce.textScale)
    }

    private static func subtitle(key: String, preference: FlagPreference, on: Bool) -> String {
        switch preference {
        case .system where key == "reduce-transparency": "The desktop has no such setting: off"
        case .system: "The desktop says \(on ? "on" : "off")"
        case .on: "On, whatever the desktop says"
        case .off: "Off, whatever the desktop says"
        }
    }
}
