import FoundationEssentials
import ThemeConfiguration
import ThemeCore

/// A settings file read key by key: every key that is present and valid is kept, every
/// other one takes its default, and each problem becomes one warning. Only a file that is
/// not a JSON object at all fails to decode.
struct SettingsDocument: Decodable {
    private(set) var settings = Settings.defaults
    private(set) var warnings: [String] = []

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static let topLevelKeys = ["schemaVersion", "themeID", "colorScheme", "accessibility", "serial", "systemScheme", "desktopAccessibility", "overrides", "darkVariant", "wallpaper", "appWallpapers", "chosen"]
    private static let accessibilityKeys = ["highContrast", "reduceTransparency", "reducedMotion", "textScale"]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        warnUnknown(container.allKeys, known: Self.topLevelKeys, in: "")
        settings.schemaVersion = read(container, "schemaVersion", Int.self) ?? Settings.currentSchemaVersion
        if let themeID = read(container, "themeID", String.self) { settings.themeID = themeID }
        if let scheme = read(container, "colorScheme", SchemePreference.self) { settings.colorScheme = scheme }
        if let serial = read(container, "serial", UInt64.self) { settings.serial = serial }
        if let system = read(container, "systemScheme", ColorScheme.self, optional: true) { settings.systemScheme = system }
        readOverrides(container)
        if let variant = read(container, "darkVariant", DarkVariant.self, optional: true) { settings.darkVariant = variant }
        if let wallpaper = read(container, "wallpaper", Wallpaper.self, optional: true) { settings.wallpaper = wallpaper }
        if let desktop = read(container, "desktopAccessibility", DesktopAccessibility.self, optional: true) {
            settings.accessibility.desktop = desktop
        }
        readAppWallpapers(container)
        readAccessibility(container)
        if let names = read(container, "chosen", [String].self, optional: true) {
            settings.chosen = ChosenSettings(Set(names.map(PolicyKey.init(name:))))
        } else {
            settings.chosen = ChosenSettings.inferred(from: settings)
        }
    }

    /// The accessibility preferences. Each flag is `system`, `on` or `off`; a file from before
    /// issue 20 holds booleans, and `true` becomes `on`, `false` `system` (what every account that
    /// never set the flag stored). `textScale` is `system` or a factor within ``TextScaling/range``;
    /// such a file has none, which is `system` without a warning.
    private mutating func readAccessibility(_ container: KeyedDecodingContainer<Key>) {
        guard container.contains(Key("accessibility")) else {
            warnings.append("key 'accessibility' is missing; following the desktop's accessibility settings")
            return
        }
        guard let flags = try? container.nestedContainer(keyedBy: Key.self, forKey: Key("accessibility")) else {
            warnings.append("key 'accessibility' is not an object; following the desktop's accessibility settings")
            return
        }
        warnUnknown(flags.allKeys, known: Self.accessibilityKeys, in: "accessibility.")
        func flag(_ key: String) -> FlagPreference? {
            guard flags.contains(Key(key)) else {
                warnings.append("key 'accessibility.\(key)' is missing; using system")
                return nil
            }
            if let stored = try? flags.decode(Bool.self, forKey: Key(key)) { return stored ? .on : .system }
            if let preference = try? flags.decode(FlagPreference.self, forKey: Key(key)) { return preference }
            warnings.append("key 'accessibility.\(key)' is not system, on or off; using system")
            return nil
        }
        if let value = flag("highContrast") { settings.accessibility.preferences.highContrast = value }
        if let value = flag("reduceTransparency") { settings.accessibility.preferences.reduceTransparency = value }
        if let value = flag("reducedMotion") { settings.accessibility.preferences.reducedMotion = value }
        guard flags.contains(Key("textScale")) else { return }
        if let factor = try? flags.decode(Double.self, forKey: Key("textScale")), TextScaling.range.contains(factor) {
            settings.accessibility.preferences.textScale = .factor(factor)
        } else if (try? flags.decode(String.self, forKey: Key("textScale"))) != "system" {
            warnings.append("key 'accessibility.textScale' is not system or a factor from \(TextScaling.range.lowerBound) to \(TextScaling.range.upperBound); using system")
        }
    }

    /// The stored overrides, entry by entry: an entry that is malformed or that a request would
    /// be refused for is dropped with a warning, the others are kept.
    private mutating func readOverrides(_ container: KeyedDecodingContainer<Key>) {
        guard container.contains(Key("overrides")) else { return }
        guard var entries = try? container.nestedUnkeyedContainer(forKey: Key("overrides")) else {
            warnings.append("key 'overrides' is not a list; using no overrides")
            return
        }
        var index = 0
        while !entries.isAtEnd {
            defer { index += 1 }
            guard let entry = try? entries.decode(Overrides.StoredEntry.self) else {
                _ = try? entries.decode(Skipped.self)
                warnings.append("override \(index) is malformed (expected app, context, scheme, key, value); dropped")
                continue
            }
            if let problem = settings.overrides.add(entry) {
                warnings.append("override \(index) is dropped: \(problem)")
            }
        }
    }

    /// The stored app wallpapers, entry by entry, like the overrides: a malformed or refused entry
    /// is dropped with a warning, the others are kept. Files from before issue 25 have none.
    private mutating func readAppWallpapers(_ container: KeyedDecodingContainer<Key>) {
        guard container.contains(Key("appWallpapers")) else { return }
        guard var entries = try? container.nestedUnkeyedContainer(forKey: Key("appWallpapers")) else {
            warnings.append("key 'appWallpapers' is not a list; using no app wallpapers")
            return
        }
        var index = 0
        while !entries.isAtEnd {
            defer { index += 1 }
            guard let entry = try? entries.decode(AppWallpapers.StoredEntry.self) else {
                _ = try? entries.decode(Skipped.self)
                warnings.append("app wallpaper \(index) is malformed (expected app, context, wallpaper); dropped")
                continue
            }
            if let problem = settings.appWallpapers.add(entry) {
                warnings.append("app wallpaper \(index) is dropped: \(problem)")
            }
        }
    }

    /// Any JSON value, read only to step over it.
    private struct Skipped: Decodable {
        init(from decoder: any Decoder) throws {}
    }

    /// The value of `key`, or nil with a warning when it is missing or has the wrong type.
    private mutating func read<T: Decodable>(
        _ container: KeyedDecodingContainer<Key>, _ key: String, _ type: T.Type, path: String = "", optional: Bool = false
    ) -> T? {
        guard container.contains(Key(key)) else {
            if !optional { warnings.append("key '\(path)\(key)' is missing; using its default") }
            return nil
        }
        guard let value = try? container.decode(T.self, forKey: Key(key)) else {
            warnings.append("key '\(path)\(key)' has an invalid value; using its default")
            return nil
        }
        return value
    }

    private mutating func warnUnknown(_ keys: [Key], known: [String], in path: String) {
        for key in keys.map(\.stringValue).sorted() where !known.contains(key) {
            warnings.append("unknown key '\(path)\(key.prefix(64))' is ignored")
        }
    }
}
