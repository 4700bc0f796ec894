import DBus
import ThemeCore
import YAML

/// Overrides as YAML (issue 12 §2), in the shape of SimpleX's `ThemeOverrides` mapped to our
/// keys: each scope holds `light` and `dark` (SimpleX's `ThemeModeOverrides`), each of those
/// `colors` (our `color.*` keys without the prefix, as SimpleX's `ThemeColors`) and `tokens`
/// (every other semantic key, in full):
///
/// ```yaml
/// global:
///   dark:
///     colors:
///       accent: "#FF3B30"
/// apps:
///   org.example.Mail:
///     light:
///       tokens:
///         shape.medium: 16
///     contexts:
///       compose:
///         dark:
///           colors:
///             background: "#101010"
/// ```
///
/// Export is ordered (scopes, schemes, keys), so export → import → export gives the same text.
/// Import refuses unknown fields and any value a request would refuse.
package enum OverridesYAML {
    /// The largest document `ImportOverrides` reads.
    static let maximumBytes = 256 * 1024
    /// What the document may expand to (docs/RELIABILITY.md "Limits"): 20 000 nodes once aliases
    /// are expanded, nested 8 deep (an app context's value sits 7 deep).
    static let limits = YAMLLimits(maximumNodes: 20_000, maximumDepth: 8)

    private static let colorPrefix = "color."

    /// The YAML text of `overrides`; `{}` when there are none.
    package static func text(of overrides: Overrides) -> String {
        let entries = overrides.entries()
        var apps: [(YAMLNode, YAMLNode)] = []
        for appID in Array(Set(entries.map(\.scope.appID))).sorted() where !appID.isEmpty {
            var pairs = schemes(entries.filter { $0.scope.appID == appID && $0.scope.context.isEmpty })
            let contexts = Array(Set(entries.filter { $0.scope.appID == appID }.map(\.scope.context))).sorted().filter { !$0.isEmpty }
            if !contexts.isEmpty {
                pairs.append((YAMLNode("contexts"), YAMLNode(contexts.map { context in
                    (quoted(context), YAMLNode(schemes(entries.filter { $0.scope.appID == appID && $0.scope.context == context })))
                })))
            }
            apps.append((quoted(appID), YAMLNode(pairs)))
        }
        var root: [(YAMLNode, YAMLNode)] = []
        let global = schemes(entries.filter { $0.scope.isGlobal })
        if !global.isEmpty { root.append((YAMLNode("global"), YAMLNode(global))) }
        if !apps.isEmpty { root.append((YAMLNode("apps"), YAMLNode(apps))) }
        return YAMLWriter.text(of: YAMLNode(root)) ?? "{}\n"
    }

    /// The overrides `yaml` describes; `InvalidArgument` naming the first problem, `TooLarge` past ``maximumBytes``.
    package static func overrides(from yaml: String) throws(DBusError) -> Overrides {
        guard yaml.utf8.count <= maximumBytes else {
            throw ThemeRequestError.tooLarge("the overrides document is \(yaml.utf8.count) bytes; at most \(maximumBytes) are accepted")
        }
        let root: YAMLNode?
        do throws(YAMLError) {
            root = try YAMLReader.read(yaml, limits: limits)
        } catch where error.kind == .syntax || error.kind == .severalDocuments {
            throw ThemeRequestError.invalidArgument("the overrides document is not YAML (\(error)); expected the shape of docs/dbus-api.md")
        } catch {
            throw ThemeRequestError.tooLarge("the overrides document is refused at \(error); overrides need far fewer")
        }
        var overrides = Overrides()
        guard let root, !(root.scalar.map { $0.text.isEmpty || $0.text == "null" } ?? false) else { return overrides }
        for (field, value) in try fields(of: root, at: "", known: ["global", "apps"]) {
            if field == "global" {
                try read(value, into: &overrides, scope: .global, at: "global")
            } else {
                for (appID, app) in try fields(of: value, at: "apps", known: nil) {
                    let path = "apps.\(appID)"
                    let scope = try OverrideScope(appID: appID, context: "")
                    guard let contexts = try read(app, into: &overrides, scope: scope, at: path, allowingContexts: true) else { continue }
                    for (context, layer) in try fields(of: contexts, at: "\(path).contexts", known: nil) {
                        try read(layer, into: &overrides, scope: try OverrideScope(appID: appID, context: context),
                                 at: "\(path).contexts.\(context)")
                    }
                }
            }
        }
        return overrides
    }

    /// Reads one scope's `light`/`dark` layers; returns its `contexts` field when allowed and present.
    @discardableResult
    private static func read(_ node: YAMLNode, into overrides: inout Overrides, scope: OverrideScope, at path: String,
                             allowingContexts: Bool = false) throws(DBusError) -> YAMLNode? {
        var contexts: YAMLNode?
        let known = allowingContexts ? ["light", "dark", "contexts"] : ["light", "dark"]
        for (field, value) in try fields(of: node, at: path, known: known) {
            guard let scheme = SchemeSelection(rawValue: field) else {
                contexts = value
                continue
            }
            for (group, values) in try fields(of: value, at: "\(path).\(field)", known: ["colors", "tokens"]) {
                for (name, valueNode) in try fields(of: values, at: "\(path).\(field).\(group)", known: nil) {
                    guard let text = valueNode.scalar?.text else {
                        throw ThemeRequestError.invalidArgument("\(path).\(field).\(group).\(name) is not a single value; expected a color, a number or a design")
                    }
                    let key = group == "colors" ? colorPrefix + name : name
                    if group == "tokens", key.hasPrefix(colorPrefix) {
                        throw ThemeRequestError.invalidArgument("\(path).\(field).tokens.\(name) is a color; colors go under 'colors' without the 'color.' prefix")
                    }
                    try overrides.set(key, .string(text), scheme: scheme, in: scope)
                }
            }
        }
        return contexts
    }

    /// The fields of a mapping in document order; refuses a non-mapping, a duplicate field, and
    /// (when `known` is given) any field outside it.
    private static func fields(of node: YAMLNode, at path: String, known: [String]?) throws(DBusError) -> [(String, YAMLNode)] {
        let place = path.isEmpty ? "the document" : "'\(path)'"
        guard let mapping = node.mapping else {
            throw ThemeRequestError.invalidArgument("\(place) is not a mapping; expected \(known.map { "fields " + $0.joined(separator: ", ") } ?? "names with their values")")
        }
        var seen: Set<String> = []
        var result: [(String, YAMLNode)] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.text else {
                throw ThemeRequestError.invalidArgument("\(place) has a field name that is not text; expected plain names")
            }
            if let known, !known.contains(key) {
                throw ThemeRequestError.invalidArgument("unknown field \(ThemeRequestError.quoted(key)) in \(place)\(ClosestName.hint(for: key, among: known)); expected \(known.joined(separator: ", "))")
            }
            guard seen.insert(key).inserted else {
                throw ThemeRequestError.invalidArgument("field \(ThemeRequestError.quoted(key)) appears twice in \(place); expected it once")
            }
            result.append((key, value))
        }
        return result
    }

    /// The `light`/`dark` mappings of one scope's entries.
    private static func schemes(_ entries: [Overrides.Entry]) -> [(YAMLNode, YAMLNode)] {
        ColorScheme.allCases.compactMap { scheme in
            let inScheme = entries.filter { $0.scheme == scheme }
            guard !inScheme.isEmpty else { return nil }
            let colors = inScheme.filter { $0.key.key.hasPrefix(colorPrefix) }
            let tokens = inScheme.filter { !$0.key.key.hasPrefix(colorPrefix) }
            var groups: [(YAMLNode, YAMLNode)] = []
            if !colors.isEmpty {
                groups.append((YAMLNode("colors"), YAMLNode(colors.map { (YAMLNode(String($0.key.key.dropFirst(colorPrefix.count))), value($0.value)) })))
            }
            if !tokens.isEmpty { groups.append((YAMLNode("tokens"), YAMLNode(tokens.map { (YAMLNode($0.key.key), value($0.value)) }))) }
            return (YAMLNode(scheme.rawValue), YAMLNode(groups))
        }
    }

    /// A token value as a YAML scalar: colors and text quoted, numbers, designs and flags plain.
    static func value(_ value: TokenValue) -> YAMLNode {
        switch value {
        case .color(let color): quoted(color.hex)
        case .dimension(let points): YAMLNode(JSONText.number(points))
        case .fontWeight(let weight): YAMLNode(String(weight))
        case .fontDesign(let design): YAMLNode(design.rawValue)
        case .text(let text): quoted(text)
        case .flag(let flag): YAMLNode(flag ? "true" : "false")
        }
    }

    /// Text as a double-quoted YAML scalar.
    static func quoted(_ text: String) -> YAMLNode {
        .scalar(YAMLScalar(text, style: .doubleQuoted))
    }
}
