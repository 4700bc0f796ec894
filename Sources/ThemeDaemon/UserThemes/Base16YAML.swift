import DBus
import ThemeCore
import YAML

/// Reads tinted-theming scheme files (issue 21) with the daemon's YAML reader: each document's
/// top-level scalars and its `palette` mapping go to ``Base16SchemeFile`` in ThemeCore, which
/// knows the rules. One document is one scheme; two (`---` between them, as `theme import
/// --light FILE --dark FILE` sends them) are a light and a dark scheme of one theme.
enum Base16YAML {
    /// Whether `contents` looks like a scheme file: a top-level `system: base16|base24` or `scheme:` line.
    static func looksLikeScheme(_ contents: String) -> Bool {
        contents.split(separator: "\n").contains { line in
            line.hasPrefix("scheme:") || (line.hasPrefix("system:") && (line.contains("base16") || line.contains("base24")))
        }
    }

    /// The user theme the scheme documents make, with a line for each file whose `variant`
    /// contradicts its colors; `InvalidTheme` for YAML that is not one or two scheme documents,
    /// or two of the same variant.
    static func theme(from contents: String) throws(DBusError) -> (theme: UserTheme, notes: [String]) {
        let documents: [YAMLNode]
        do throws(YAMLError) {
            documents = try YAMLReader.readDocuments(contents, limits: ThemeYAML.limits, maximumDocuments: 2)
        } catch where error.kind == .syntax {
            throw ThemeRequestError.invalidTheme("the scheme file is not YAML (\(error)); expected a tinted-theming scheme")
        } catch where error.kind == .severalDocuments {
            throw ThemeRequestError.invalidTheme("the text holds more than two YAML documents (\(error)); expected one scheme, or a light and a dark one")
        } catch {
            throw ThemeRequestError.invalidTheme("the scheme file is refused at \(error); a scheme needs far fewer")
        }
        var schemes: [Base16Scheme] = []
        var notes: [String] = []
        for document in documents {
            guard let mapping = document.mapping else {
                throw ThemeRequestError.invalidTheme("the scheme file is not a YAML mapping; expected a tinted-theming scheme")
            }
            var fields: [String: String] = [:]
            var palette: [String: String]?
            for (key, value) in mapping {
                guard let name = key.scalar?.text else { continue }
                if name == "palette", let entries = value.mapping {
                    palette = Dictionary(entries.compactMap { key, value in
                        guard let name = key.scalar?.text, let text = value.scalar?.text else { return nil }
                        return (name, text)
                    }, uniquingKeysWith: { first, _ in first })
                } else if let text = value.scalar?.text {
                    fields[name] = text
                }
            }
            do throws(Base16SchemeError) {
                let scheme = try Base16SchemeFile.scheme(fields: fields, palette: palette)
                schemes.append(scheme)
                notes += Base16SchemeFile.variantNote(fields: fields, scheme: scheme).map { [$0] } ?? []
            } catch {
                throw ThemeRequestError.invalidTheme(error.description)
            }
        }
        let light = schemes.first { $0.variant == .light }
        let dark = schemes.first { $0.variant == .dark }
        if schemes.count == 2, light == nil || dark == nil {
            throw ThemeRequestError.invalidTheme("both schemes are \(schemes[0].variant.rawValue); expected one light and one dark")
        }
        guard let made = Base16Mapping.userTheme(light: light, dark: dark) else {
            throw ThemeRequestError.invalidTheme("the text holds no scheme; expected a tinted-theming scheme")
        }
        return (made.theme, notes)
    }
}
