/// Which template language a template file is written in (config.yaml's `engine:`,
/// docs/templates.md): Themeswitch's own, matugen 4's, or pywal's.
public enum TemplateEngine: String, Sendable, CaseIterable {
    case themeswitch
    case matugen
    case pywal
}
