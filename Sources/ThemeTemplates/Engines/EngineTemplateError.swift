/// A matugen or pywal template that cannot be parsed or rendered: the template, the line, and
/// why, in one sentence.
public struct EngineTemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template's name (its file path).
    public let template: String
    /// The 1-based line the problem is on.
    public let line: Int
    /// What is wrong, a few words.
    public let reason: String

    /// `template:line: reason`.
    public var description: String { "\(template):\(line): \(reason)" }
}
