/// The image formats a custom wallpaper may have, recognised by their first bytes (not by the
/// file's name): PNG (`89 50 4E 47 0D 0A 1A 0A`), JPEG (`FF D8 FF`) and WebP (`RIFF`, a length,
/// `WEBP`).
public enum WallpaperImageFormat: String, Sendable, Hashable, CaseIterable {
    case png, jpeg, webp

    /// The largest image accepted: 20 MiB.
    public static let maximumSize = 20 * 1024 * 1024

    /// How many leading bytes ``detect(_:)`` needs.
    public static let signatureLength = 12

    /// The format whose signature `bytes` start with, or `nil`.
    public static func detect(_ bytes: some Collection<UInt8>) -> WallpaperImageFormat? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes.dropFirst(8).starts(with: Array("WEBP".utf8)) {
            return .webp
        }
        return nil
    }

    /// The file name extension a copy is stored under: `png`, `jpg` or `webp`.
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        case .webp: "webp"
        }
    }
}
