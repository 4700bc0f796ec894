import ThemeCore

/// The editor's sections, in seed 002's order mapped to our tokens: the theme's information
/// first, then the colors (backgrounds and surfaces, text, the accent family, status,
/// categories, chat), typography, shapes and spacing, and the style parameters. Each opens in place.
public enum EditorSection: Int, CaseIterable, Sendable {
    case info, backgrounds, text, accent, status, categories, chat, typography, shapes, style

    /// The sections shown: those with something to edit (chat only where the catalog has chat colors).
    public static let shown: [EditorSection] = allCases.filter { $0 == .info || !$0.keys.isEmpty }

    /// The heading shown.
    public var title: String {
        switch self {
        case .info: "Theme info"
        case .backgrounds: "Backgrounds & surfaces"
        case .text: "Text"
        case .accent: "Accent family"
        case .status: "Status"
        case .categories: "Categories & avatars"
        case .chat: "Chat"
        case .typography: "Typography"
        case .shapes: "Shapes & spacing"
        case .style: "Style parameters"
        }
    }

    /// The semantic keys the section edits, in the order shown; none for ``info`` (its rows
    /// are ``MetadataField``s).
    public var keys: [SemanticKey] {
        switch self {
        case .info: []
        case .backgrounds:
            [.background, .surface, .surfaceElevated, .surfaceSelected, .separator, .border, .disabled, .shimmer].map(SemanticKey.color)
                + WallpaperColor.allCases.map(SemanticKey.wallpaperColor)
        case .text: [.textPrimary, .textSecondary, .textTertiary, .textInverse].map(SemanticKey.color)
        case .accent: [.accent, .accentMuted, .accentHover, .unreadDot, .starred].map(SemanticKey.color)
        case .status:
            [.destructive, .destructiveMuted, .success, .successMuted, .warning, .warningMuted].map(SemanticKey.color)
        case .categories:
            SemanticColor.allCases.filter { $0.key.hasPrefix("color.category.") || $0.key.hasPrefix("color.avatar.") }
                .map(SemanticKey.color)
        case .chat: SemanticColor.allCases.filter { $0.key.hasPrefix("color.chat.") }.map(SemanticKey.color)
        case .typography: TypographyRole.allCases.flatMap { [.fontSize($0), .fontWeight($0), .fontDesign($0)] }
        case .shapes:
            SemanticDimension.allCases.filter { $0 != .motionScale }.map(SemanticKey.dimension)
                + ShadowRole.allCases.flatMap { [.shadowColor($0), .shadowRadius($0), .shadowX($0), .shadowY($0)] }
        case .style: StyleParameter.allCases.map(SemanticKey.style) + [.dimension(.motionScale)]
        }
    }

    /// How many rows the section has when open.
    public var rowCount: Int { self == .info ? MetadataField.allCases.count : keys.count }
}

/// A field of the theme-info form (seed 002 §4, "Theme Info").
public enum MetadataField: Int, CaseIterable, Sendable {
    case name, description, tags, category, author

    /// The label shown.
    public var label: String {
        switch self {
        case .name: "Name"
        case .description: "Description"
        case .tags: "Tags"
        case .category: "Category"
        case .author: "Author"
        }
    }

    /// The field's text in `metadata`: tags joined with ", ".
    public func text(in metadata: ThemeMetadata) -> String {
        switch self {
        case .name: metadata.name
        case .description: metadata.description ?? ""
        case .tags: metadata.tags.joined(separator: ", ")
        case .category: metadata.category.rawValue
        case .author: metadata.author ?? ""
        }
    }

    /// `metadata` with this field set to `text` (tags split at commas; `""` removes a
    /// description or author), or a sentence naming what is wrong with it.
    public func applying(_ text: String, to metadata: ThemeMetadata) -> Result<ThemeMetadata, MetadataTextError> {
        var changed = metadata
        switch self {
        case .name: changed.name = text
        case .description: changed.description = text.isEmpty ? nil : text
        case .author: changed.author = text.isEmpty ? nil : text
        case .tags: changed.tags = text.split(separator: ",").map(String.init).filter { !$0.trimmed.isEmpty }
        case .category:
            guard let category = ThemeCategory(rawValue: text.trimmed.lowercased()) else {
                let names = ThemeCategory.allCases.map(\.rawValue).joined(separator: ", ")
                return .failure(MetadataTextError(sentence: "'\(text)' is not a category; expected one of \(names)."))
            }
            changed.category = category
        }
        return .success(changed)
    }

    /// The problems of this field in `metadata` (ThemeMetadata's rules, seed 002's validation).
    public func problems(in metadata: ThemeMetadata) -> [ValidationProblem] {
        let prefix = self == .tags ? "tags" : String(describing: self)
        return metadata.problems.filter { $0.field == prefix || $0.field.hasPrefix(prefix + "[") }
    }
}

/// A form field's text that cannot be a value at all (an unknown category).
public struct MetadataTextError: Error, Sendable, Equatable {
    /// One sentence saying what is wrong and what is accepted.
    public let sentence: String
}
