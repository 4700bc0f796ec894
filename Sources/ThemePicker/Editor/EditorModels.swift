import ThemeCore

/// What the editor asks of the daemon, or of its own loop, after a key.
public enum EditorEffect: Sendable, Equatable {
    /// `SetThemeValue`: one semantic value, as text, in one scheme.
    case setValue(key: String, value: String, scheme: ColorScheme)
    /// `SetThemeMetadata` of one field, with its value taken from the metadata given.
    case setMetadata(MetadataField, ThemeMetadata)
    /// `UndoThemeEdit`, `RedoThemeEdit`.
    case undo, redo
    /// `SaveTheme`; `SaveTheme` then `Apply`; `RevertTheme`.
    case save, saveAndApply, revert
    /// Write the recent colors to their file.
    case rememberColors
    /// Leave the editor, doing first what the choice says.
    case quit(ExitChoice)
}

/// What happens to unsaved edits when the editor is left.
public enum ExitChoice: Sendable, Equatable {
    /// Leave them as the daemon's working copy (a draft that survives a restart or a crash).
    case keepDraft
    /// Drop them (`RevertTheme`).
    case discard
    /// Save them first (`SaveTheme`); the editor stays open when the save is refused.
    case save
}

/// Everything the editor shows of the daemon's side of a theme, read after each change.
public struct EditorSnapshot: Sendable, Equatable {
    /// Name, description, tags, category, author of the working copy.
    public var metadata: ThemeMetadata
    /// Unsaved edits, undo and redo available (`GetTheme`).
    public var isDirty: Bool
    public var canUndo: Bool
    public var canRedo: Bool
    /// The working copy resolved in each scheme (`GetThemeTokens`).
    public var tokens: [ColorScheme: TokenSet]
    /// Every problem of the working copy (`ValidateTheme`).
    public var problems: [ValidationProblem]

    /// A snapshot from its parts.
    public init(metadata: ThemeMetadata, isDirty: Bool, canUndo: Bool, canRedo: Bool,
                tokens: [ColorScheme: TokenSet], problems: [ValidationProblem]) {
        self.metadata = metadata
        self.isDirty = isDirty
        self.canUndo = canUndo
        self.canRedo = canRedo
        self.tokens = tokens
        self.problems = problems
    }
}

/// The color picker opened on one color (seed 002 §6): hex input, OKLCH coordinates moved by
/// keys, presets and recent colors.
public struct ColorPicking: Sendable, Equatable {
    /// The rows of the picker, top to bottom.
    public enum Row: Int, CaseIterable, Sendable {
        case hex, lightness, chroma, hue, presets, recent

        /// The OKLCH coordinate a row adjusts, if any.
        public var channel: OKLCHChannel? {
            switch self {
            case .lightness: .lightness
            case .chroma: .chroma
            case .hue: .hue
            default: nil
            }
        }
    }

    /// The color edited (`color.*` or `shadow.*.color`).
    public let key: SemanticKey
    /// The color as the picker holds it: small steps add up even where 8-bit rounding hides them.
    public var lch: OKLCH
    /// Its opacity, kept through OKLCH moves and presets (a muted fill stays translucent).
    public var alpha: Double
    /// The focused row.
    public var row: Row = .hex
    /// The hex field's text.
    public var hexText: String
    /// The focused preset and recent color.
    public var presetIndex = 0
    public var recentIndex = 0
    /// Whether the color was changed since the picker opened (it goes to the recent colors on leaving).
    public var changed = false

    /// The color as sent: the held coordinates and opacity, gamut-mapped, rounded to 8 bits.
    public var color: RGBAColor { lch.rgba(alpha: alpha).quantized }
}

/// Text typed into a field: a theme-info field, or a value that is not a color.
public struct TextEntry: Sendable, Equatable {
    /// What the text is for.
    public enum Target: Sendable, Equatable {
        case metadata(MetadataField)
        case value(SemanticKey)
    }

    public let target: Target
    /// The text so far.
    public var text: String
}
