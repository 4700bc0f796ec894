/// Issue 36 §1: a theme imported from a scheme file exports that scheme's colors exactly.
extension Base16Mapping {
    /// `theme`'s `variant` as a scheme of `system`: the scheme it was imported from where it has
    /// one, every slot whose tokens still hold its color kept (Base24's base10–base17 always), under
    /// the scheme's name; else the resolved `tokens` (``scheme(of:system:name:author:variant:)``) under the theme's.
    public static func exported(_ theme: UserTheme, tokens: TokenSet, system: Base16Scheme.System,
                                variant: ColorScheme) -> Base16Scheme {
        let given = theme.schemes.first { $0.variant == variant }
        let resolved = scheme(of: tokens, system: system, name: given?.name ?? theme.metadata.name,
                              author: given?.author ?? theme.metadata.author ?? "themeswitch", variant: variant)
        guard let given else { return resolved }
        let held = slots(of: given, in: theme.values[variant])
        var palette = resolved.palette
        for index in palette.indices where index < given.palette.count {
            // A slot comes back as the scheme had it while none of its tokens was changed since.
            if ownSlots.allSatisfy({ $0.1 != index || held[$0.0] != nil }) { palette[index] = given.palette[index] }
        }
        return Base16Scheme(system: system, name: resolved.name, author: resolved.author, variant: variant, palette: palette)
    }
}
