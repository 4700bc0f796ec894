extension ContrastRequirement {
    /// The pairs of the toolkit colors (issue 20 §2, ``ToolkitColors``) and of the status badges
    /// (seed 003's `component.badge.*`). `color.textDisabled` has none: WCAG 1.4.3 exempts the text
    /// of inactive controls. `color.info`, like the other status colors, carries no text of its own;
    /// a badge's label is `textPrimary` on the muted status color.
    static let toolkit: [ContrastRequirement] = {
        func pair(_ foreground: SemanticColor, on background: SemanticColor, over backdrop: SemanticColor? = nil,
                  _ usage: Usage, _ minimum: Double, _ context: String) -> ContrastRequirement {
            ContrastRequirement(foreground: foreground, background: background, backdrop: backdrop,
                                usage: usage, minimum: minimum, context: context)
        }
        var all: [ContrastRequirement] = []
        for background in [SemanticColor.background, .surface] {
            all += [
                pair(.focusRing, on: background, .nonText, 3, "keyboard focus ring"),
                pair(.link, on: background, .text, 4.5, "links"),
                pair(.linkVisited, on: background, .text, 4.5, "visited links"),
                pair(.borderStrong, on: background, .nonText, 3, "text field and checkbox outlines"),
            ]
        }
        all.append(pair(.onSelection, on: .selection, .text, 4.5, "selected text"))
        for muted in [SemanticColor.successMuted, .warningMuted, .destructiveMuted, .infoMuted] {
            all.append(pair(.textPrimary, on: muted, over: .surface, .text, 7, "status badge label"))
        }
        return all
    }()
}
