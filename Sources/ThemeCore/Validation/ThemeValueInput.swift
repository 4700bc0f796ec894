/// A value as a user or a file gives it, before it is checked against its key's rule.
public enum ThemeValueInput: Sendable, Hashable {
    /// Text: a color (`#2596BE`), a design (`rounded`), or a number written as text (`16`, from the CLI).
    case string(String)
    /// A number (from a JSON file).
    case number(Double)
}
