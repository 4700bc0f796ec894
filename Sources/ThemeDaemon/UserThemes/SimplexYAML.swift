import DBus
import ThemeCore
import YAML

/// SimpleX Chat's exported theme files (issue 20 §3; docs/themes.md, "SimpleX Chat") with the
/// daemon's YAML reader and writer; ``SimplexThemeFile`` in ThemeCore knows the rules. The shape,
/// as SimpleX writes it (kotlinx serialization of `ThemeOverrides`, strings double-quoted):
///
/// ```yaml
/// themeId: "…"
/// base: "SIMPLEX"
/// colors:
///   accent: "#ff70f0f9"
///   sentMessage: "#1e45b8ff"
/// wallpaper:
///   preset: "school"
///   scale: 1.0
/// ```
enum SimplexYAML {
    /// Whether `contents` looks like a SimpleX theme: a top-level `base:` or `themeId:` line.
    static func looksLikeTheme(_ contents: String) -> Bool {
        contents.split(separator: "\n").contains { $0.hasPrefix("base:") || $0.hasPrefix("themeId:") }
    }

    /// The user theme the file makes and a warning for each field or key it ignores; `InvalidTheme`
    /// (the whole file refused, one sentence) for text that is not such a file.
    static func theme(from contents: String) throws(DBusError) -> (theme: UserTheme, warnings: [String]) {
        let root: YAMLNode?
        do throws(YAMLError) {
            root = try YAMLReader.read(contents, limits: ThemeYAML.limits)
        } catch where error.kind == .syntax || error.kind == .severalDocuments {
            throw ThemeRequestError.invalidTheme("the SimpleX theme is not YAML (\(error)); expected SimpleX Chat's exported theme")
        } catch {
            throw ThemeRequestError.invalidTheme("the SimpleX theme is refused at \(error); a theme needs far fewer")
        }
        guard let mapping = root?.mapping else {
            throw ThemeRequestError.invalidTheme("the SimpleX theme is not a YAML mapping; expected base, colors and wallpaper")
        }
        var fields: [(String, String)] = [], colors: [(String, String)] = [], wallpaper: [(String, String)] = [], others: [String] = []
        for (keyNode, value) in mapping {
            let key = keyNode.scalar?.text ?? ""
            switch key {
            case "colors", "wallpaper":
                guard let pairs = value.mapping else {
                    throw ThemeRequestError.invalidTheme("'\(key)' is not a mapping; expected names with their values")
                }
                let entries = try pairs.map { name, entry throws(DBusError) in
                    guard let text = entry.scalar?.text else {
                        throw ThemeRequestError.invalidTheme("'\(key).\(name.scalar?.text.prefix(64) ?? "")' is not a single value; expected text or a number")
                    }
                    return (name.scalar?.text ?? "", text)
                }
                if key == "colors" { colors = entries } else { wallpaper = entries }
            default:
                if let text = value.scalar?.text { fields.append((key, text)) } else { others.append(key) }
            }
        }
        do throws(SimplexThemeError) {
            let (simplex, warnings) = try SimplexThemeFile.read(fields: fields, colors: colors, wallpaper: wallpaper, otherFields: others)
            return (SimplexThemeFile.userTheme(simplex), warnings)
        } catch {
            throw ThemeRequestError.invalidTheme(error.description)
        }
    }

    /// The file SimpleX reads back: `themeId`, `base`, `colors` as `#aarrggbb`, and the wallpaper
    /// (preset, scale, background, tint) when the set has a preset.
    static func encode(_ theme: SimplexTheme) -> String {
        var root: [(YAMLNode, YAMLNode)] = []
        if let id = theme.themeID { root.append((YAMLNode("themeId"), OverridesYAML.quoted(id))) }
        root.append((YAMLNode("base"), OverridesYAML.quoted(theme.base.rawValue)))
        root.append((YAMLNode("colors"), YAMLNode(theme.colors.map { (YAMLNode($0.name), OverridesYAML.quoted(SimplexTheme.hex($0.color))) })))
        if let preset = theme.preset {
            var wallpaper = [(YAMLNode("preset"), OverridesYAML.quoted(preset.rawValue))]
            if let scale = theme.scale { wallpaper.append((YAMLNode("scale"), YAMLNode(JSONText.number(scale)))) }
            for (name, color) in [("background", WallpaperColor.background), ("tint", .tint)] {
                if let value = theme.wallpaperColors[color] { wallpaper.append((YAMLNode(name), OverridesYAML.quoted(SimplexTheme.hex(value)))) }
            }
            root.append((YAMLNode("wallpaper"), YAMLNode(wallpaper)))
        }
        return YAMLWriter.text(of: YAMLNode(root)) ?? "{}\n"
    }
}
