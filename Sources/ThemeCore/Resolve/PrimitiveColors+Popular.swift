/// The popular palettes (issue 21) as Base16 palettes, base00 first: their authors' published
/// values, sources and licences in docs/tokens.md ("Popular palettes"). Where tinted-theming's
/// scheme file is the family's own it is copied as is; otherwise the slots are filled from the
/// author's palette as the comment says.
extension PrimitiveColors {
    /// A palette from sixteen `0xRRGGBB` values.
    private static func base16(_ values: UInt32...) -> [RGBAColor] { values.map { RGBAColor(rgb: $0) } }

    /// tinted-theming base16/catppuccin-latte.yaml and catppuccin-mocha.yaml (catppuccin/catppuccin).
    static let catppuccinLatte = base16(0xEFF1F5, 0xE6E9EF, 0xCCD0DA, 0xBCC0CC, 0xACB0BE, 0x4C4F69, 0xDC8A78, 0x7287FD,
                                        0xD20F39, 0xFE640B, 0xDF8E1D, 0x40A02B, 0x179299, 0x1E66F5, 0x8839EF, 0xDD7878)
    static let catppuccinMocha = base16(0x1E1E2E, 0x181825, 0x313244, 0x45475A, 0x585B70, 0xCDD6F4, 0xF5E0DC, 0xB4BEFE,
                                        0xF38BA8, 0xFAB387, 0xF9E2AF, 0xA6E3A1, 0x94E2D5, 0x89B4FA, 0xCBA6F7, 0xF2CDCD)
    /// tinted-theming base16/gruvbox-light-medium.yaml and gruvbox-dark-medium.yaml (morhetz/gruvbox).
    static let gruvboxLight = base16(0xFBF1C7, 0xEBDBB2, 0xD5C4A1, 0xBDAE93, 0x665C54, 0x504945, 0x3C3836, 0x282828,
                                     0x9D0006, 0xAF3A03, 0xB57614, 0x79740E, 0x427B58, 0x076678, 0x8F3F71, 0xD65D0E)
    static let gruvboxDark = base16(0x282828, 0x3C3836, 0x504945, 0x665C54, 0xBDAE93, 0xD5C4A1, 0xEBDBB2, 0xFBF1C7,
                                    0xFB4934, 0xFE8019, 0xFABD2F, 0xB8BB26, 0x8EC07C, 0x83A598, 0xD3869B, 0xD65D0E)
    /// tinted-theming base16/nord.yaml (arcticicestudio, nordtheme/nord); dark only.
    static let nord = base16(0x2E3440, 0x3B4252, 0x434C5E, 0x4C566A, 0xD8DEE9, 0xE5E9F0, 0xECEFF4, 0x8FBCBB,
                             0xBF616A, 0xD08770, 0xEBCB8B, 0xA3BE8C, 0x88C0D0, 0x81A1C1, 0xB48EAD, 0x5E81AC)
    /// tinted-theming base16/dracula.yaml with base0D the spec's purple #BD93F9 (Dracula's accent)
    /// and base0F its comment #6272A4 instead of the scheme's #80BFFF, which is not a Dracula color; dark only.
    static let dracula = base16(0x282A36, 0x363447, 0x44475A, 0x6272A4, 0x9EA8C7, 0xF8F8F2, 0xF0F1F4, 0xFFFFFF,
                                0xFF5555, 0xFFB86C, 0xF1FA8C, 0x50FA7B, 0x8BE9FD, 0xBD93F9, 0xFF79C6, 0x6272A4)
    /// tinted-theming base16/solarized-light.yaml and solarized-dark.yaml (Ethan Schoonover's sixteen values).
    static let solarizedLight = base16(0xFDF6E3, 0xEEE8D5, 0x93A1A1, 0x839496, 0x657B83, 0x586E75, 0x073642, 0x002B36,
                                       0xDC322F, 0xCB4B16, 0xB58900, 0x859900, 0x2AA198, 0x268BD2, 0x6C71C4, 0xD33682)
    static let solarizedDark = base16(0x002B36, 0x073642, 0x586E75, 0x657B83, 0x839496, 0x93A1A1, 0xEEE8D5, 0xFDF6E3,
                                      0xDC322F, 0xCB4B16, 0xB58900, 0x859900, 0x2AA198, 0x268BD2, 0x6C71C4, 0xD33682)
    /// folke/tokyonight.nvim extras/lua/tokyonight_day.lua and _night.lua: bg, bg_dark, bg_visual,
    /// comment, fg_dark, fg, fg, fg, red, orange, yellow, green, cyan, blue, magenta, red1.
    static let tokyoNightDay = base16(0xE1E2E7, 0xD0D5E3, 0xB7C1E3, 0x848CB5, 0x6172B0, 0x3760BF, 0x3760BF, 0x3760BF,
                                      0xF52A65, 0xB15C00, 0x8C6C3E, 0x587539, 0x007197, 0x2E7DE9, 0x9854F1, 0xC64343)
    static let tokyoNight = base16(0x1A1B26, 0x16161E, 0x283457, 0x565F89, 0xA9B1D6, 0xC0CAF5, 0xC0CAF5, 0xC0CAF5,
                                   0xF7768E, 0xFF9E64, 0xE0AF68, 0x9ECE6A, 0x7DCFFF, 0x7AA2F7, 0xBB9AF7, 0xDB4B4B)
    /// tinted-theming base16/rose-pine-dawn.yaml and rose-pine.yaml (Emilia Dunfelt, rose-pine).
    static let rosePineDawn = base16(0xFAF4ED, 0xFFFAF3, 0xF2E9DE, 0x9893A5, 0x797593, 0x575279, 0x575279, 0xCECACD,
                                     0xB4637A, 0xEA9D34, 0xD7827E, 0x286983, 0x56949F, 0x907AA9, 0xEA9D34, 0xCECACD)
    static let rosePine = base16(0x191724, 0x1F1D2E, 0x26233A, 0x6E6A86, 0x908CAA, 0xE0DEF4, 0xE0DEF4, 0x524F67,
                                 0xEB6F92, 0xF6C177, 0xEBBCBA, 0x31748F, 0x9CCFD8, 0xC4A7E7, 0xF6C177, 0x524F67)
    /// sainnhe/everforest autoload/everforest.vim, light medium, in the slots of tinted-theming's
    /// base16/everforest.yaml: bg0, bg1, bg3, grey1, grey2, fg, the dark bg3 and bg0, red, orange,
    /// yellow, green, aqua, blue, purple, grey2.
    static let everforestLight = base16(0xFDF6E3, 0xF4F0D9, 0xE6E2CC, 0x939F91, 0x829181, 0x5C6A72, 0x475258, 0x2D353B,
                                        0xF85552, 0xF57D26, 0xDFA000, 0x8DA101, 0x35A77C, 0x3A94C5, 0xDF69BA, 0x829181)
    /// tinted-theming base16/everforest.yaml (dark medium, sainnhe/everforest).
    static let everforestDark = base16(0x2D353B, 0x343F44, 0x475258, 0x859289, 0x9DA9A0, 0xD3C6AA, 0xE6E2CC, 0xFDF6E3,
                                       0xE67E80, 0xE69875, 0xDBBC7F, 0xA7C080, 0x83C092, 0x7FBBB3, 0xD699B6, 0x9DA9A0)
    /// rebelot/kanagawa.nvim lua/kanagawa/colors.lua: lotusWhite3, lotusWhite4, lotusViolet3,
    /// lotusGray3, lotusGray2, lotusInk1, lotusInk2, lotusGray, lotusRed, lotusOrange, lotusYellow,
    /// lotusGreen, lotusAqua, lotusBlue4, lotusViolet4, lotusPink.
    static let kanagawaLotus = base16(0xF2ECBC, 0xE7DBA0, 0xC9CBD1, 0x8A8980, 0x716E61, 0x545464, 0x43436C, 0xDCD7BA,
                                      0xC84053, 0xCC6D00, 0x77713F, 0x6F894E, 0x597B75, 0x4D699B, 0x624C83, 0xB35B79)
    /// tinted-theming base16/kanagawa.yaml (Wave, rebelot/kanagawa.nvim).
    static let kanagawaWave = base16(0x1F1F28, 0x16161D, 0x223249, 0x54546D, 0x727169, 0xDCD7BA, 0xC8C093, 0x717C7C,
                                     0xC34043, 0xFFA066, 0xC0A36E, 0x76946A, 0x6A9589, 0x7E9CD8, 0x957FB8, 0xD27E99)
    /// tinted-theming base16/one-light.yaml and onedark.yaml (Atom's One Light and One Dark).
    static let oneLight = base16(0xFAFAFA, 0xF0F0F1, 0xE5E5E6, 0xA0A1A7, 0x696C77, 0x383A42, 0x202227, 0x090A0B,
                                 0xCA1243, 0xD75F00, 0xC18401, 0x50A14F, 0x0184BC, 0x4078F2, 0xA626A4, 0x986801)
    static let oneDark = base16(0x282C34, 0x353B45, 0x3E4451, 0x545862, 0x565C64, 0xABB2BF, 0xB6BDCA, 0xC8CCD4,
                                0xE06C75, 0xD19A66, 0xE5C07B, 0x98C379, 0x56B6C2, 0x61AFEF, 0xC678DD, 0xBE5046)
}
