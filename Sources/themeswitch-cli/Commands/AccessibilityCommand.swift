import ArgumentParser
import ThemeClient

/// `themeswitch a11y [--high-contrast|--reduce-transparency|--reduced-motion system|on|off] [--text-scale system|FACTOR]`.
struct AccessibilityCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11y",
        abstract: "Show or set high contrast, reduce transparency, reduced motion and the text scale.",
        discussion: """
        Each flag follows the desktop (system, the default) or is forced on or off; the text scale \
        follows the desktop's text size (system) or is a factor from 0.5 to 3.0. Without options, \
        prints each one's value in force and the preference. Options not given keep their value.

        Examples:
          themeswitch a11y --high-contrast on --text-scale 1.25
          themeswitch a11y
          high-contrast: on (preference: on)
          reduce-transparency: off (preference: system)
          reduced-motion: off (preference: system)
          text-scale: 1.25 (preference: 1.25)
        """)

    @Option(help: ArgumentHelp("Text pairs at 7:1, 2 pt borders.", valueName: "system|on|off"))
    var highContrast: FlagPreferenceArgument?

    @Option(help: ArgumentHelp("Every color solid.", valueName: "system|on|off"))
    var reduceTransparency: FlagPreferenceArgument?

    @Option(help: ArgumentHelp("motion.scale becomes 0.", valueName: "system|on|off"))
    var reducedMotion: FlagPreferenceArgument?

    @Option(help: ArgumentHelp("Multiply every typography size by this (0.5–3.0), or follow the desktop.", valueName: "system|FACTOR"))
    var textScale: String?

    @Flag(help: "Print one JSON object: per flag its preference and its value in force.")
    var json = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try CommandFailure.checkingUsage { _ = try preferences() }
        if json, !(try preferences()).isEmpty {
            throw ValidationError("--json prints the settings; it cannot be combined with options that change them")
        }
    }

    /// The preferences given, by their D-Bus names.
    private func preferences() throws -> [String: String] {
        var texts: [String: String] = [:]
        if let highContrast { texts["high-contrast"] = try highContrast.value(for: "--high-contrast").rawValue }
        if let reduceTransparency { texts["reduce-transparency"] = try reduceTransparency.value(for: "--reduce-transparency").rawValue }
        if let reducedMotion { texts["reduced-motion"] = try reducedMotion.value(for: "--reduced-motion").rawValue }
        if let textScale {
            var check = AccessibilityPreferences()
            do {
                try check.set("text-scale", to: textScale)
            } catch {
                throw CommandFailure("invalid --text-scale: \(error.description)", status: 64)
            }
            texts["text-scale"] = check.textScale.text
        }
        return texts
    }

    func run(client: ThemeClient) async throws {
        let texts = try preferences()
        guard texts.isEmpty else {
            try await client.setAccessibilityPreferences(texts)
            return
        }
        let status = try await client.status()
        let preferences = status.accessibilityPreferences ?? AccessibilityPreferences()
        let flags = status.accessibility
        let rows: [(name: String, key: String, preference: String, value: String, json: String)] = [
            ("high-contrast", "highContrast", preferences.highContrast.rawValue, Self.state(flags.highContrast), "\(flags.highContrast)"),
            ("reduce-transparency", "reduceTransparency", preferences.reduceTransparency.rawValue,
             Self.state(flags.reduceTransparency), "\(flags.reduceTransparency)"),
            ("reduced-motion", "reducedMotion", preferences.reducedMotion.rawValue, Self.state(flags.reducedMotion), "\(flags.reducedMotion)"),
            ("text-scale", "textScale", preferences.textScale.text, "\(flags.textScale)", "\(flags.textScale)"),
        ]
        if json {
            var object = JSONObject()
            for row in rows {
                var member = JSONObject()
                member.add("preference", row.preference)
                member.add("value", json: row.json)
                object.add(row.key, json: member.text)
            }
            Output.line(object.text)
        } else {
            for row in rows { Output.line("\(row.name): \(row.value) (preference: \(row.preference))") }
        }
    }

    private static func state(_ value: Bool) -> String { value ? "on" : "off" }

    /// `high-contrast: on, reduce-transparency: off, reduced-motion: off`: the flags in force.
    static func describe(_ flags: AccessibilityFlags) -> String {
        "high-contrast: \(state(flags.highContrast)), reduce-transparency: \(state(flags.reduceTransparency)), "
            + "reduced-motion: \(state(flags.reducedMotion))"
    }
}
