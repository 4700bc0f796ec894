import Synchronization

/// A user theme's values over its template's, worked out on first use: the counterparts
/// ``DerivedCounterpart`` derives and the colors the user set (``DerivedColorFit``) take
/// resolving and contrast-fitting both schemes, which a catalog of thousands cannot afford at
/// load (issue 28 §2: "a theme compiles on first use"). Two are equal when they set the same
/// values over equal templates.
final class UserThemeValues: Sendable, Hashable {
    /// The theme as the user set it.
    let theme: UserTheme
    /// The definition it is made over.
    let template: ThemeDefinition
    private let worked = Mutex<Worked?>(nil)

    /// The values with the counterparts in place, and the colors the user set per scheme.
    struct Worked: Sendable {
        let values: SemanticOverrides
        let userColors: SchemePair<Set<SemanticColor>>
    }

    init(theme: UserTheme, template: ThemeDefinition) {
        self.theme = theme
        self.template = template
    }

    /// The values and user colors, worked out now if they were not yet. The templates not
    /// worked out yet come first, from the root down, so a chain of thousands does not recurse.
    var values: Worked {
        var pending: [UserThemeValues] = []
        var next: UserThemeValues? = self
        while let box = next, !box.isWorkedOut {
            pending.append(box)
            next = box.template.userValues
        }
        for box in pending.reversed().dropLast() { _ = box.workOut() }
        return workOut()
    }

    /// Whether the values were worked out already.
    var isWorkedOut: Bool { worked.withLock { $0 != nil } }

    private func workOut() -> Worked {
        worked.withLock { worked in
            if let worked { return worked }
            let (values, counterparts) = DerivedCounterpart.values(of: theme, over: template)
            func userColors(_ scheme: ColorScheme) -> Set<SemanticColor> {
                DerivedColorFit.colors(of: theme, scheme: scheme).filter { color in
                    !counterparts.contains { $0.scheme == scheme && $0.key == color.key }
                }
            }
            let result = Worked(values: values, userColors: SchemePair(light: userColors(.light), dark: userColors(.dark)))
            worked = result
            return result
        }
    }

    /// Compared up the chain of templates in a loop, not by recursion.
    static func == (lhs: UserThemeValues, rhs: UserThemeValues) -> Bool {
        var (left, right) = (lhs, rhs)
        while left !== right {
            guard left.theme == right.theme else { return false }
            // A made theme's other fields follow from its theme and its root template.
            guard let leftTemplate = left.template.userValues, let rightTemplate = right.template.userValues else {
                return left.template == right.template
            }
            (left, right) = (leftTemplate, rightTemplate)
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(theme)
    }
}
