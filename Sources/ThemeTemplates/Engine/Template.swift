import ThemeCore

/// A text template with token placeholders, filters and light/dark sections (docs/templates.md).
///
/// A small engine of its own rather than a kept library: Mustache (swift-mustache) renders an
/// unknown key as empty text by its spec, and Stencil's errors carry no template line for
/// unknown variables; here an unknown token or filter is an error naming the template, the
/// line and the closest known name, and filters are the few color formats configs need.
public struct Template: Sendable {
    /// The name errors give: a built-in's name or the template file's path.
    public let name: String
    let nodes: [TemplateNode]

    /// Parses `source`; throws on the first syntax error (unclosed section, unknown filter, …).
    public init(name: String, source: String) throws(TemplateError) {
        self.name = name
        nodes = try TemplateParser.parse(source, name: name)
    }

    /// The text for `context`; throws for a placeholder naming an unknown token or a filter
    /// that does not fit its value.
    public func render(_ context: TemplateContext) throws(TemplateError) -> String {
        var output = ""
        try render(nodes, scheme: context.scheme, context: context, into: &output)
        return output
    }

    private func render(
        _ nodes: [TemplateNode], scheme: ColorScheme, context: TemplateContext, into output: inout String
    ) throws(TemplateError) {
        let values = context.values[scheme]
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .placeholder(let key, let filters, let line):
                guard let value = values[key] else {
                    let suggestion = ClosestName.closest(to: key, among: values.keys.sorted(), lengthDivisor: 3)
                    throw TemplateError(template: name, line: line, reason: .unknownToken(key, suggestion: suggestion))
                }
                let background = values["color.background"].flatMap { value -> RGBAColor? in
                    if case .color(let color) = value { return color }
                    return nil
                } ?? (scheme == .light ? RGBAColor(rgb: 0xFFFFFF) : RGBAColor(rgb: 0x000000))
                output += try FilterPipeline.render(
                    value, key: key, filters: filters, background: background, template: name, line: line)
            case .when(let wanted, let body):
                if wanted == scheme { try render(body, scheme: scheme, context: context, into: &output) }
            case .with(let chosen, let body):
                try render(body, scheme: chosen, context: context, into: &output)
            }
        }
    }
}
