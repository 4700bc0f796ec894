import ThemeCore
import YAML

/// Reads one policy file's text as a whole, like config.yaml: every key known, every value
/// checked, or the file is refused with the line and the key. `defaults.yaml` gives values;
/// `locks.yaml` names what is locked, with a value or empty (`theme:`) to hold the default.
public enum PolicyFileParser {
    /// Which of the two files a text is.
    public enum Kind: String, Sendable {
        case defaults = "defaults.yaml"
        case locks = "locks.yaml"
    }

    /// What one file says: the values it gives, and for `locks.yaml` the names it locks.
    public struct Contents: Sendable, Equatable {
        public var values = PolicyValues()
        public var locked: Set<PolicyKey> = []
    }

    /// The largest file read; a real one is a few hundred bytes.
    public static let maximumBytes = 64 * 1024
    static let limits = YAMLLimits(maximumNodes: 5_000, maximumDepth: 6)
    /// The most override keys one file sets.
    static let maximumOverrides = 256

    /// The keys `kind` accepts at the top level.
    static func keys(_ kind: Kind) -> [String] {
        PolicySetting.allCases.filter { kind == .locks || $0 != .hold }.map(\.rawValue) + ["overrides"]
    }

    /// Parses `text`, naming `file` in errors; `imageFormat` tells the format of a wallpaper image
    /// by its path (nil when it is not a PNG, JPEG or WebP file that can be read).
    public static func parse(
        _ text: String, kind: Kind, file: String, imageFormat: (String) -> WallpaperImageFormat?
    ) throws(ConfigurationError) -> Contents {
        let root: YAMLNode?
        do throws(YAMLError) {
            root = try YAMLReader.read(text, limits: limits)
        } catch {
            throw ConfigurationError(file: file, line: error.line, reason: "is not valid YAML: \(error.reason)")
        }
        var contents = Contents()
        guard let root else { return contents }
        let reader = NodeReader(file: file)
        for (key, value) in try reader.mapping(root, keys: keys(kind), at: "the file") {
            if key == "overrides" {
                try overrides(value, kind: kind, reader: reader, into: &contents)
                continue
            }
            // Every key is one of the settings: `keys(_:)` lists nothing else.
            guard let setting = PolicySetting(rawValue: key) else { continue }
            if kind == .locks {
                contents.locked.insert(.setting(setting))
                if isEmpty(value) { continue }
                guard setting != .hold else { throw reader.error(value, "'hold' takes no value: it locks holding the scheme") }
            }
            try set(setting, from: value, reader: reader, imageFormat: imageFormat, in: &contents.values)
        }
        return contents
    }

    /// An empty value (`theme:`, `theme: ~`, `theme: null`): a lock at the default.
    private static func isEmpty(_ node: YAMLNode) -> Bool {
        guard let scalar = node.scalar, scalar.isPlainUntagged else { return false }
        return ["", "~", "null"].contains(scalar.text)
    }

    private static func set(
        _ setting: PolicySetting, from node: YAMLNode, reader: NodeReader, imageFormat: (String) -> WallpaperImageFormat?,
        in values: inout PolicyValues
    ) throws(ConfigurationError) {
        let key = setting.rawValue
        func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(ConfigurationError) -> T where T.RawValue == String {
            let text = try reader.string(node, key: key)
            guard let value = T(rawValue: text) else {
                let names = T.allCases.map(\.rawValue)
                throw reader.error(node, "'\(key)' is '\(text.prefix(64))', not one of \(names.joined(separator: ", "))")
            }
            return value
        }
        switch setting {
        case .theme:
            let id = try reader.string(node, key: key)
            guard ThemeID.isValid(id) else {
                throw reader.error(node, "'theme' is '\(id.prefix(64))', not a theme id (1–64 characters of a-z, 0-9 and '-')")
            }
            values.theme = id
        case .scheme: values.scheme = try choice(SchemePreference.self)
        case .darkVariant: values.darkVariant = try choice(DarkVariant.self)
        case .highContrast: values.highContrast = try choice(FlagPreference.self)
        case .reduceTransparency: values.reduceTransparency = try choice(FlagPreference.self)
        case .reducedMotion: values.reducedMotion = try choice(FlagPreference.self)
        case .textScale:
            let text = try reader.string(node, key: key)
            guard let scale = TextScalePreference(text) else {
                throw reader.error(node, "'text-scale' is '\(text.prefix(64))', not system or a factor from \(TextScaling.range.lowerBound) to \(TextScaling.range.upperBound)")
            }
            values.textScale = scale
        case .wallpaper: values.wallpaper = try wallpaper(node, reader: reader, imageFormat: imageFormat)
        case .schedule: values.schedule = try ConfigurationParser.schedule(node, reader: reader)
        case .hold: break
        }
    }

    /// `none`, or one of `preset: NAME`, `pattern: NAME`, `image: /absolute/path`.
    private static func wallpaper(
        _ node: YAMLNode, reader: NodeReader, imageFormat: (String) -> WallpaperImageFormat?
    ) throws(ConfigurationError) -> Wallpaper {
        if node.scalar?.text == "none" { return .none }
        let pairs = try reader.mapping(node, keys: ["preset", "pattern", "image"], at: "'wallpaper'")
        guard pairs.count == 1, let (kind, value) = pairs.first else {
            throw reader.error(node, "'wallpaper' is none or one of preset, pattern, image")
        }
        let text = try reader.string(value, key: kind)
        switch kind {
        case "image":
            guard text.hasPrefix("/") else { throw reader.error(value, "'image' is '\(text.prefix(64))', not an absolute path") }
            guard let format = imageFormat(text) else {
                throw reader.error(value, "'image' \(text.prefix(200)) is not a PNG, JPEG or WebP file that can be read")
            }
            return Wallpaper(source: .image(path: text, format: format))
        default:
            switch WallpaperPreset.named(text) {
            case .success(let preset): return Wallpaper(source: kind == "preset" ? .preset(preset) : .pattern(preset))
            case .failure(let problem): throw reader.error(value, problem.message)
            }
        }
    }

    /// `overrides:` maps token keys to a value for both schemes, or to `{light:, dark:}`; in
    /// `locks.yaml` a key may be empty, which locks it at the default (or at no override).
    private static func overrides(_ node: YAMLNode, kind: Kind, reader: NodeReader, into contents: inout Contents) throws(ConfigurationError) {
        guard let pairs = node.mapping else { throw reader.error(node, "'overrides' must be a mapping of token keys to values") }
        guard pairs.count <= maximumOverrides else {
            throw reader.error(node, "'overrides' has \(pairs.count) keys; at most \(maximumOverrides) are read")
        }
        for (keyNode, value) in pairs {
            guard let key = keyNode.scalar?.text, !key.isEmpty else { throw reader.error(keyNode, "'overrides' has a key that is not text") }
            guard contents.values.overrides[key] == nil, !contents.locked.contains(.override(key)) else {
                throw reader.error(keyNode, "key '\(key.prefix(64))' is given twice in 'overrides'")
            }
            if case .failure(let problem) = SemanticKey.lookup(key) { throw reader.error(keyNode, problem.message) }
            if kind == .locks { contents.locked.insert(.override(key)) }
            if kind == .locks, isEmpty(value) { continue }
            var layer = SemanticOverrides()
            let perScheme: [(SchemeSelection, YAMLNode)]
            if value.mapping != nil {
                perScheme = try reader.mapping(value, keys: ["light", "dark"], at: "'\(key)'").map { scheme, node in
                    (scheme == "light" ? .light : .dark, node)
                }
            } else {
                perScheme = [(.both, value)]
            }
            for (schemes, item) in perScheme {
                do throws(ValidationProblem) {
                    try layer.set(key, input(item), for: schemes)
                } catch {
                    throw reader.error(item, error.message)
                }
            }
            contents.values.overrides[key] = layer
        }
    }

    /// A plain number as a number (`16`), anything else as text (`"#3584E4"`, `rounded`).
    private static func input(_ node: YAMLNode) -> ThemeValueInput {
        guard let scalar = node.scalar else { return .string("") }
        if scalar.isPlainUntagged, let number = Double(scalar.text) { return .number(number) }
        return .string(scalar.text)
    }
}
