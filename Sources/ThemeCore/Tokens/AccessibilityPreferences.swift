/// What the user chose for each accessibility adaptation (issue 20 §1): like the color scheme,
/// each follows the desktop (`system`, the default) or is forced. ``resolved(desktop:)`` gives
/// the flags in force.
public struct AccessibilityPreferences: Sendable, Hashable, Encodable {
    public var highContrast: FlagPreference
    public var reduceTransparency: FlagPreference
    public var reducedMotion: FlagPreference
    public var textScale: TextScalePreference

    /// Every adaptation follows the desktop by default.
    public init(highContrast: FlagPreference = .system, reduceTransparency: FlagPreference = .system,
                reducedMotion: FlagPreference = .system, textScale: TextScalePreference = .system) {
        self.highContrast = highContrast
        self.reduceTransparency = reduceTransparency
        self.reducedMotion = reducedMotion
        self.textScale = textScale
    }

    /// The names of the preferences, as the D-Bus API and the command line spell them.
    public static let keys = ["high-contrast", "reduce-transparency", "reduced-motion", "text-scale"]

    /// The flags in force: each forced preference as set, each `system` one as the desktop says.
    /// The desktops have no reduce-transparency setting, so under `system` it is off.
    public func resolved(desktop: DesktopAccessibility) -> AccessibilityFlags {
        AccessibilityFlags(
            highContrast: highContrast.resolved(desktop: desktop.highContrast),
            reduceTransparency: reduceTransparency.resolved(desktop: false),
            reducedMotion: reducedMotion.resolved(desktop: desktop.reducedMotion),
            textScale: textScale.factor ?? TextScaling.clamped(desktop.textScale))
    }

    /// Each preference by name, as its text (`system`, `on`, `off`, or a factor such as `1.25`).
    public var texts: [String: String] {
        ["high-contrast": highContrast.rawValue, "reduce-transparency": reduceTransparency.rawValue,
         "reduced-motion": reducedMotion.rawValue, "text-scale": textScale.text]
    }

    /// Sets the preference named `key` from its text; a bad name or value changes nothing.
    public mutating func set(_ key: String, to text: String) throws(InvalidAccessibilityPreference) {
        func flag() throws(InvalidAccessibilityPreference) -> FlagPreference {
            guard let value = FlagPreference(rawValue: text) else {
                throw InvalidAccessibilityPreference("\(key) \(Self.quoted(text)) is not one of system, on, off")
            }
            return value
        }
        switch key {
        case "high-contrast": highContrast = try flag()
        case "reduce-transparency": reduceTransparency = try flag()
        case "reduced-motion": reducedMotion = try flag()
        case "text-scale":
            guard let value = TextScalePreference(text) else {
                throw InvalidAccessibilityPreference(
                    "text-scale \(Self.quoted(text)) is not system or a factor from \(TextScaling.range.lowerBound) to \(TextScaling.range.upperBound)")
            }
            textScale = value
        default:
            throw InvalidAccessibilityPreference("unknown accessibility preference \(Self.quoted(key)); accepted: \(Self.keys.joined(separator: ", "))")
        }
    }

    private enum CodingKeys: String, CodingKey {
        case highContrast, reduceTransparency, reducedMotion, textScale
    }

    /// Stored as `{"highContrast": "system", …, "textScale": "system" or 1.25}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(highContrast, forKey: .highContrast)
        try container.encode(reduceTransparency, forKey: .reduceTransparency)
        try container.encode(reducedMotion, forKey: .reducedMotion)
        if let factor = textScale.factor {
            try container.encode(factor, forKey: .textScale)
        } else {
            try container.encode("system", forKey: .textScale)
        }
    }

    private static func quoted(_ text: String) -> String {
        "'" + String(text.prefix(64)) + (text.count > 64 ? "…" : "") + "'"
    }
}

/// A refused accessibility preference, in one sentence.
public struct InvalidAccessibilityPreference: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// One accessibility flag's preference.
public enum FlagPreference: String, Sendable, CaseIterable, Codable {
    /// Follow the desktop's setting.
    case system
    /// Always on.
    case on
    /// Always off.
    case off

    /// The flag in force when the desktop says `desktop`.
    public func resolved(desktop: Bool) -> Bool {
        switch self {
        case .system: desktop
        case .on: true
        case .off: false
        }
    }
}

/// The text scale preference: the desktop's text size, or a factor within ``TextScaling/range``.
public enum TextScalePreference: Sendable, Hashable {
    case system
    case factor(Double)

    /// `system`, or a decimal factor within ``TextScaling/range``; nil for anything else.
    public init?(_ text: String) {
        if text == "system" {
            self = .system
        } else if let value = Double(text), TextScaling.range.contains(value) {
            self = .factor(value)
        } else {
            return nil
        }
    }

    /// The factor when one is set.
    public var factor: Double? {
        if case .factor(let value) = self { return value }
        return nil
    }

    /// `system`, or the factor as a decimal (`1.25`).
    public var text: String { factor.map { "\($0)" } ?? "system" }
}

/// What the desktop's own accessibility settings say (GNOME's GSettings, KDE's kdeglobals);
/// the preferences left at `system` follow it.
public struct DesktopAccessibility: Sendable, Hashable, Codable {
    public var highContrast: Bool
    public var reducedMotion: Bool
    /// The desktop's text scaling factor, 1 when it has none.
    public var textScale: Double

    /// A desktop that asks for nothing.
    public init(highContrast: Bool = false, reducedMotion: Bool = false, textScale: Double = 1) {
        self.highContrast = highContrast
        self.reducedMotion = reducedMotion
        self.textScale = textScale
    }
}
