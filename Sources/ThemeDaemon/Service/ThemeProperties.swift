import DBus
import ThemeContract
import ThemeCore

/// One property of `org.themeswitch.Theme1`: its name, its type, and how it is read from a snapshot.
struct ThemeProperty: Sendable {
    let name: String
    let signature: Signature
    let value: @Sendable (ThemeSnapshot) -> Value

    /// Every property, in the order introspection lists them: `Get`, `GetAll`, introspection and
    /// `PropertiesChanged` all come from this one table.
    static let all: [ThemeProperty] = [
        ThemeProperty(name: "ThemeId", signature: "s") { .string($0.themeID) },
        ThemeProperty(name: "ColorScheme", signature: "s") { .string($0.colorScheme.rawValue) },
        ThemeProperty(name: "ResolvedScheme", signature: "s") { .string($0.resolvedScheme.rawValue) },
        ThemeProperty(name: "Serial", signature: "t") { .uint64($0.serial) },
        ThemeProperty(name: "HighContrast", signature: "b") { .bool($0.accessibility.highContrast) },
        ThemeProperty(name: "ReduceTransparency", signature: "b") { .bool($0.accessibility.reduceTransparency) },
        ThemeProperty(name: "ReducedMotion", signature: "b") { .bool($0.accessibility.reducedMotion) },
        ThemeProperty(name: "DarkVariant", signature: "s") { .string($0.darkVariant.rawValue) },
        ThemeProperty(name: "AccessibilityPreferences", signature: "a{ss}") { snapshot in
            .dictionary(key: "s", value: "s", AccessibilityPreferences.keys.map { key in
                DictionaryEntry(.string(key), .string(snapshot.accessibilityPreferences.texts[key] ?? "system"))
            })
        },
        ThemeProperty(name: "TextScale", signature: "d") { .double($0.accessibility.textScale) },
        ThemeProperty(name: "Locks", signature: "as") { .array(element: "s", $0.locks.map(Value.string)) },
        ThemeProperty(name: "HeldUntil", signature: "t") { .uint64($0.heldUntil) },
    ]

    /// Every property's value in `snapshot`, by name.
    static func values(of snapshot: ThemeSnapshot) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.value(snapshot)) })
    }

    /// The properties whose value differs between `old` and `new`, with their new value.
    static func changed(from old: ThemeSnapshot, to new: ThemeSnapshot) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: all.compactMap { property in
            let value = property.value(new)
            return property.value(old) == value ? nil : (property.name, value)
        })
    }
}
