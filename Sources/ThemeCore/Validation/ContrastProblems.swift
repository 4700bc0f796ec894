/// The contrast rules of seed 002's validator, on the built-ins' audit (``ContrastAudit``):
/// a pair below its required minimum is a warning, below 3.0:1 an error. Only pairs with a color
/// the user set are findings (the engine fits the colors it derives, ``DerivedColorFit``); each
/// names that color and offers the nearest color, in OKLCH lightness with the hue kept, that
/// passes (`try #D6008F`). A theme that keeps a built-in brand accent (FR-BT-01) gets the
/// built-ins' brand exceptions as warnings.
public enum ContrastProblems {
    /// Below this a pair is an error, whatever its minimum.
    public static let errorBelow = 3.0

    /// The problems of one resolved token set (default variant) in `scheme` whose pairs hold one
    /// of `userColors` (by default every pair), in audit order. A color of `slots` is a scheme
    /// file's own (issue 36 §1): its pairs are warnings, named by the slots (`base03 on base00: 2.90:1`).
    public static func problems(in tokens: TokenSet, scheme: ColorScheme,
                                userColors: Set<SemanticColor> = Set(SemanticColor.allCases),
                                slots: [SemanticColor: String] = [:]) -> [ValidationProblem] {
        // A brand accent in either scheme: a token set of one scheme imported for both keeps it.
        let keepsBrandAccent = tokens.color(SemanticColor.accent.key).map { accent in
            ThemeDefinition.builtIn.contains { $0.accent.light == accent || $0.accent.dark == accent }
        } ?? false
        return ContrastAudit(tokens: tokens, highContrast: false).entries.compactMap { entry in
            guard entry.ratio < entry.minimum else { return nil }
            let requirement = entry.requirement
            let sides = [requirement.foreground, requirement.background] + (requirement.backdrop.map { [$0] } ?? [])
            guard let field = sides.first(where: userColors.contains) else { return nil }
            // A derived chat bubble fits the text (ChatColors): text failing on it fails on the surface too, reported there.
            if ChatColors.members.contains(requirement.background), !userColors.contains(requirement.background) { return nil }
            let exception = keepsBrandAccent && entry.status == .brandException
            let suggestion = nearestPassing(field, requirement, in: tokens).map { "; try \($0.hex)" } ?? ""
            if let slot = slots[field] {
                let (foreground, background) = (slots[requirement.foreground] ?? requirement.foreground.key,
                                                slots[requirement.background] ?? requirement.background.key)
                return ValidationProblem(
                    field: "\(scheme.rawValue).\(slot)", severity: .warning,
                    message: "\(foreground) on \(background): \(ratio(entry.ratio)):1 in \(scheme.rawValue) mode, the scheme's own "
                        + "colors (\(requirement.context)); expected at least \(ratio(entry.minimum)):1\(suggestion)")
            }
            let pair = "\(requirement.foreground.key) on \(requirement.background.key)"
            let severity: ValidationProblem.Severity = entry.ratio < errorBelow && !exception ? .error : .warning
            return ValidationProblem(
                field: "\(scheme.rawValue).\(field.key)", severity: severity,
                message: "\(pair) (\(requirement.context)) has contrast \(ratio(entry.ratio)):1 in \(scheme.rawValue) "
                    + "mode; expected at least \(ratio(entry.minimum)):1\(suggestion)")
        }
    }

    /// The color nearest to `field`'s (OKLCH lightness moved away from the other side, hue
    /// kept) that gives `requirement` its minimum, or `nil` when none does.
    static func nearestPassing(_ field: SemanticColor, _ requirement: ContrastRequirement, in tokens: TokenSet) -> RGBAColor? {
        guard let current = tokens.color(field.key),
              let other = field == requirement.foreground
                ? requirement.ratioBackground({ tokens.color($0.key) }) : tokens.color(requirement.foreground.key)
        else { return nil }
        func passes(_ candidate: RGBAColor) -> Bool {
            (requirement.ratio { $0 == field ? candidate : tokens.color($0.key) } ?? 0) >= requirement.minimum
        }
        let darker = WCAG.relativeLuminance(current) <= WCAG.relativeLuminance(other)
        let fitted = ColorAdjustment.minimalLightnessShift(of: current, darker: darker, until: passes)
        return passes(fitted) ? fitted : nil
    }

    /// A ratio to two decimals, as docs/tokens.md prints them.
    static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
