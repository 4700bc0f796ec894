/// A color a user theme derives (not the user's own) that the engine moved to its contrast
/// minimum (issue 36 §1): a scheme file's category hues, muted fills, selection, the variant the
/// file did not give. `theme show` lists them; an import counts them in its one summary line.
public struct FittedColor: Sendable, Hashable, CustomStringConvertible {
    /// The scheme it is in.
    public let scheme: ColorScheme
    /// The color token, e.g. `color.category.forums`.
    public let key: String
    /// The value the theme starts from.
    public let from: RGBAColor
    /// The value the engine uses.
    public let to: RGBAColor

    /// `light color.category.forums #179299 → #147F85`.
    public var description: String { "\(scheme.rawValue) \(key) \(from.hex) → \(to.hex)" }
}

extension ThemeRegistry {
    /// The colors of `theme` the engine derives and fitted, in each scheme (normal variant),
    /// in key order; empty when its template is unknown.
    public func fittedColors(of theme: UserTheme) -> [FittedColor] {
        guard let definition = definition(of: theme) else { return [] }
        let compiled = CompiledTheme(definition)
        return ColorScheme.allCases.flatMap { scheme in
            let semantic = compiled.semantic(scheme: scheme, highContrast: false)
            let own = definition.userColors?[scheme] ?? []
            // A variant derived from a scheme file's other one starts from that one's colors, reordered.
            let derived = theme.schemes.contains { $0.variant == scheme } ? nil
                : theme.schemes.first.map { Base16Mapping.values(given: Base16Mapping.derived($0).palette, scheme: scheme) }
            return theme.values[scheme].compactMap { key, value -> FittedColor? in
                guard case .color(let color) = key, !own.contains(color), case .color(let set) = derived?[key] ?? value,
                      semantic[color] != set else { return nil }
                let from = set
                return FittedColor(scheme: scheme, key: color.key, from: from, to: semantic[color])
            }.sorted { $0.key < $1.key }
        }
    }
}
