import DBus
import YAML

/// A YAML file's scalars by dotted key (`colors.primary.background`, `palette.red-bright`), read
/// with the daemon's bounded YAML reader, for the ThemeCore readers that take a file's scalars
/// (Alacritty's older config, Tinted8).
enum YAMLScalars {
    /// The scalars of `contents`; `InvalidTheme` naming `title` ("the Alacritty config") and what
    /// a file of it holds (`expected`) for text that is not one YAML mapping.
    static func fields(_ contents: String, title: String, expected: String) throws(DBusError) -> [String: String] {
        let root: YAMLNode?
        do throws(YAMLError) {
            root = try YAMLReader.read(contents, limits: ThemeYAML.limits)
        } catch where error.kind == .syntax || error.kind == .severalDocuments {
            throw ThemeRequestError.invalidTheme("\(title) is not YAML (\(error)); expected \(expected)")
        } catch {
            throw ThemeRequestError.invalidTheme("\(title) is refused at \(error); a color scheme needs far fewer")
        }
        guard let root, root.mapping != nil else {
            throw ThemeRequestError.invalidTheme("\(title) is not a YAML mapping; expected \(expected)")
        }
        var fields: [String: String] = [:]
        flatten(root, prefix: "", into: &fields)
        return fields
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
