import ThemeCore

/// One piece of a parsed template.
enum TemplateNode: Sendable, Equatable {
    /// Text copied as it is.
    case text(String)
    /// `{{ key | filter … }}` on a line.
    case placeholder(key: String, filters: [TemplateFilter], line: Int)
    /// `{{#light}}…{{/light}}` or `{{#dark}}…{{/dark}}`: rendered only for that scheme.
    case when(ColorScheme, [TemplateNode])
    /// `{{#with light}}…{{/with}}`: rendered with that scheme's tokens, whatever the scheme.
    case with(ColorScheme, [TemplateNode])
}
