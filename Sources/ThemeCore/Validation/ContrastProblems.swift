/// The contrast rules of seed 002's validator, on the built-ins' audit (``ContrastAudit``):
/// a pair below its required minimum is a warning, below 3.0:1 an error. A theme that keeps a
/// built-in brand accent (FR-BT-01) gets the built-ins' brand exceptions as warnings.
public enum ContrastProblems {
    /// Below this a pair is an error, whatever its minimum.
    public static let errorBelow = 3.0

    /// The problems of one resolved token set (default variant) in `scheme`, in audit order.
    public static func problems(in tokens: TokenSet, scheme: ColorScheme) -> [ValidationProblem] {
        let keepsBrandAccent = tokens.color(SemanticColor.accent.key).map {
            ThemeDefinition.builtIn.map(\.accent[scheme]).contains($0)
        } ?? false
        return ContrastAudit(tokens: tokens, highContrast: false).entries.compactMap { entry in
            guard entry.ratio < entry.minimum else { return nil }
            let requirement = entry.requirement
            let pair = "\(requirement.foreground.key) on \(requirement.background.key)"
            let exception = keepsBrandAccent && entry.status == .brandException
            let severity: ValidationProblem.Severity = entry.ratio < errorBelow && !exception ? .error : .warning
            return ValidationProblem(
                field: "\(scheme.rawValue).\(pair)", severity: severity,
                message: "\(pair) (\(requirement.context)) has contrast \(ratio(entry.ratio)):1 in \(scheme.rawValue) "
                    + "mode; expected at least \(ratio(entry.minimum)):1")
        }
    }

    /// A ratio to two decimals, as docs/tokens.md prints them.
    private static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
