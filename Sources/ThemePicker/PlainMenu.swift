import ThemeCore

/// `themeswitch pick --plain`: the picker as numbered lines and typed answers, for screen
/// readers, dumb terminals and pipes. Pure: the menu's lines and the meaning of an answer.
public enum PlainMenu {
    /// What an answer asks for.
    public enum Choice: Sendable, Equatable {
        case apply(ThemeInfo)
        case scheme(SchemePreference)
        case toggle(AccessibilityToggle)
        case darkVariant(String)
        /// An empty line: show the menu again.
        case menu
        case quit
    }

    /// The short answers for the accessibility flags.
    static let toggleAnswers: [(String, AccessibilityToggle)] = [
        ("hc", .highContrast), ("rt", .reduceTransparency), ("rm", .reducedMotion),
    ]

    /// The menu: the themes numbered in display order, the applied one marked, then the
    /// appearance, accessibility and dark-variant choices with their answers.
    public static func lines(_ state: PickerState) -> [String] {
        var lines = ["Themes:"]
        for (index, theme) in state.catalog.enumerated() {
            lines.append("\(index + 1). \(theme.displayName)\(theme.id == state.appliedThemeID ? " (applied)" : "")")
        }
        let schemes = SchemePreference.allCases.map { preference in
            "\(preference.rawValue.prefix(1))) \(PickerState.label(preference))\(preference == state.preference ? " (chosen)" : "")"
        }
        lines.append("Appearance, now \(state.resolvedScheme.rawValue): " + schemes.joined(separator: ", "))
        let toggles = toggleAnswers.map { answer, toggle in
            "\(answer)) \(toggle.label) (\(toggle.value(in: state.accessibility) ? "on" : "off"))"
        }
        lines.append("Accessibility: " + toggles.joined(separator: ", "))
        if let variant = state.darkVariant {
            lines.append("Dark variant: " + PickerState.darkVariants.map { "\($0)\($0 == variant ? " (chosen)" : "")" }
                .joined(separator: ", "))
        }
        lines.append(prompt(state))
        return lines
    }

    /// The line that asks for an answer.
    static func prompt(_ state: PickerState) -> String {
        "Type \(answers(state)), then Enter; an empty line shows the menu again."
    }

    /// Every answer the menu takes.
    static func answers(_ state: PickerState) -> String {
        let variants = state.darkVariant == nil ? "" : ", " + PickerState.darkVariants.joined(separator: ", ")
        return "a theme's number (1 to \(state.catalog.count)), s, l, d, hc, rt, rm\(variants) or q to leave"
    }

    /// The choice an answer names, or a sentence saying what is accepted.
    public static func choice(for answer: String, in state: PickerState) -> Result<Choice, PlainMenuError> {
        let answer = String(answer.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()).lowercased()
        if answer.isEmpty { return .success(.menu) }
        if answer == "q" || answer == "quit" { return .success(.quit) }
        if let number = Int(answer) {
            guard number >= 1, number <= state.catalog.count else {
                return .failure(PlainMenuError("there is no theme \(number): type a number from 1 to \(state.catalog.count)."))
            }
            return .success(.apply(state.catalog[number - 1]))
        }
        if let preference = SchemePreference.allCases.first(where: { answer == String($0.rawValue.prefix(1)) || answer == $0.rawValue }) {
            return .success(.scheme(preference))
        }
        if let toggle = toggleAnswers.first(where: { $0.0 == answer })?.1 { return .success(.toggle(toggle)) }
        if state.darkVariant != nil, PickerState.darkVariants.contains(answer) { return .success(.darkVariant(answer)) }
        return .failure(PlainMenuError("'\(answer)' is not a choice: type \(answers(state))."))
    }
}

/// An answer the plain menu does not know, as one sentence.
public struct PlainMenuError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    /// The error with its sentence.
    public init(_ description: String) { self.description = description }
}
