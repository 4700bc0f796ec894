import DBus
import ThemeCore
import YAML

/// Alacritty's YAML config (before 0.13; Debian 12 ships 0.11) with the daemon's YAML reader: its
/// scalars by dotted key (`colors.primary.background`) go to ``AlacrittyTheme`` in ThemeCore,
/// which reads the TOML form the same way.
enum AlacrittyYAML {
    /// The scheme of an Alacritty YAML config; `InvalidTheme` (one sentence) for anything else.
    static func scheme(from contents: String) throws(DBusError) -> TerminalScheme {
        let root: YAMLNode?
        do throws(YAMLError) {
            root = try YAMLReader.read(contents, limits: ThemeYAML.limits)
        } catch where error.kind == .syntax || error.kind == .severalDocuments {
            throw ThemeRequestError.invalidTheme("the Alacritty config is not YAML (\(error)); expected a colors mapping")
        } catch {
            throw ThemeRequestError.invalidTheme("the Alacritty config is refused at \(error); a color scheme needs far fewer")
        }
        guard let root, root.mapping != nil else {
            throw ThemeRequestError.invalidTheme("the Alacritty config is not a YAML mapping; expected a colors mapping")
        }
        var fields: [String: String] = [:]
        flatten(root, prefix: "", into: &fields)
        do throws(TerminalSchemeError) {
            return try AlacrittyTheme.scheme(fields: fields)
        } catch {
            throw ThemeRequestError.invalidTheme(error.description)
        }
    }

    private static func flatten(_ node: YAMLNode, prefix: String, into fields: inout [String: String]) {
        if let scalar = node.scalar {
            fields[prefix] = scalar.text
            return
        }
        for (key, value) in node.mapping ?? [] {
            guard let name = key.scalar?.text else { continue }
            flatten(value, prefix: prefix.isEmpty ? name : prefix + "." + name, into: &fields)
        }
    }
}
