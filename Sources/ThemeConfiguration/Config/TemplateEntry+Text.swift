import FileReading
import FoundationEssentials
import ThemeCore
import ThemeTemplates

extension TemplateEntry {
    /// The largest template file read: 1 MiB.
    static let maximumTemplateBytes = 1 << 20

    /// The text in `scheme`, from the light and dark sets (what the daemon writes to the outputs
    /// and `themeswitch template render` prints), in the template's ``engine``; `dynamic` is the
    /// theme's source color and style when it is a wallpaper's colors (matugen's roles are then
    /// Material's exactly). Throws a sentence naming the template.
    public func text(tokens: SchemePair<TokenSet>, scheme: ColorScheme, dynamic: DynamicTheme? = nil) throws -> String {
        let name: String
        let text: String
        switch source {
        case .builtIn(let builtIn):
            return try builtIn.template.render(TemplateContext(tokens: tokens, scheme: scheme))
        case .file(let url):
            name = url.path
            let bytes: [UInt8]
            do {
                bytes = try RegularFile.read(url.path, maximumBytes: TemplateEntry.maximumTemplateBytes)
            } catch {
                throw TemplateFileError(description: "template \(url.path) \(error)")
            }
            guard let source = String(validating: bytes, as: UTF8.self) else {
                throw TemplateFileError(description: "template \(url.path) is not UTF-8 text")
            }
            text = source
        }
        switch engine {
        case .themeswitch:
            return try Template(name: name, source: text).render(TemplateContext(tokens: tokens, scheme: scheme))
        case .matugen:
            return try MatugenTemplate(name: name, source: text).render(MatugenContext(tokens: tokens, scheme: scheme, dynamic: dynamic))
        case .pywal:
            return try PywalTemplate(name: name, source: text).render(PywalContext(tokens: tokens[scheme], scheme: scheme))
        }
    }
}

/// A template file that cannot be read, in one sentence.
public struct TemplateFileError: Error, CustomStringConvertible {
    public let description: String
}
