import Foundation
import ThemeCore
import ThemeTemplates

/// A built-in template rendered for a theme and scheme into a fresh temporary directory,
/// removed by ``remove()``.
struct RenderedFile {
    let directory: URL
    let path: String
    let text: String
    let context: TemplateContext

    init(_ template: BuiltInTemplate, theme: String = "default", scheme: ColorScheme, name: String? = nil) throws {
        context = try TemplateContext.builtIn(themeID: theme, scheme: scheme)
        text = try template.render(context)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tmpl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name ?? (template.suggestedPath as NSString).lastPathComponent)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        path = file.path
    }

    /// The color a key has in this file's context, as `#RRGGBB` (flattened on the background).
    func hex(_ key: String) -> String {
        guard case .color(let color) = context.values[context.scheme][key],
              case .color(let background) = context.values[context.scheme]["color.background"] else { return "?" }
        return color.composited(over: background).hex
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
