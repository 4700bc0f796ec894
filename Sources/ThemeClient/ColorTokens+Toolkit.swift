extension ColorTokens {
    /// `focusRing` (keyboard focus ring, 3:1 against background and surface).
    public var focusRing: RGBAColor { self[.focusRing] }
    /// `link` (link text, 4.5:1 against background and surface).
    public var link: RGBAColor { self[.link] }
    /// `linkVisited` (visited link text).
    public var linkVisited: RGBAColor { self[.linkVisited] }
    /// `textDisabled` (text of inactive controls; exempt from contrast minimums).
    public var textDisabled: RGBAColor { self[.textDisabled] }
    /// `borderStrong` (text field and checkbox outlines, 3:1).
    public var borderStrong: RGBAColor { self[.borderStrong] }
    /// `info` (the informational status color).
    public var info: RGBAColor { self[.info] }
    /// `infoMuted` (its muted background).
    public var infoMuted: RGBAColor { self[.infoMuted] }
    /// `scrim` (translucent modal backdrop).
    public var scrim: RGBAColor { self[.scrim] }
    /// `selection` (text selection background, opaque).
    public var selection: RGBAColor { self[.selection] }
    /// `onSelection` (selected text).
    public var onSelection: RGBAColor { self[.onSelection] }
}
