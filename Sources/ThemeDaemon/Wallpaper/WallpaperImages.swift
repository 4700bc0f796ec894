import DBus
import FileReading
import ImageDecoding
import FoundationEssentials
import Glibc
import ThemeConfiguration
import ThemeCore
import ThemeContract

/// The copies of custom wallpaper images (issue 12 §5): `$XDG_DATA_HOME/themeswitch/wallpapers/
/// <sha256>.png|jpg|webp`, named by their content, written atomically with mode 0600. The user's file
/// is read once, through a descriptor that refuses symlinks and anything but a regular file, and
/// only a PNG, JPEG or WebP (by its first bytes) of at most 20 MiB whose header declares at most
/// ``WallpaperImageSize/maximumPixels`` pixels, and that decodes whole, is copied.
public struct WallpaperImages: Sendable {
    /// The directory of the copies.
    public let directory: URL

    /// The copies kept in `directory`, created when the first one is written.
    public init(directory: URL) { self.directory = directory }

    /// The directory under `$XDG_DATA_HOME` (or `~/.local/share`).
    public static func standard(environment: [String: String]) -> WallpaperImages {
        WallpaperImages(directory: ConfigurationPaths(environment: environment).dataHome.appendingPathComponent("themeswitch/wallpapers"))
    }

    /// A copied image: where it is, its format, and whether this call wrote it (so a request
    /// that fails later can take it back).
    struct Copy {
        let path: String
        let format: WallpaperImageFormat
        let isNew: Bool
    }

    /// Copies the image at `path` (absolute) into the directory; throws `InvalidArgument` for a
    /// relative path, a symlink, a special file, a file that is not PNG, JPEG or WebP or whose header
    /// gives no size, `NotFound` for a missing file, `TooLarge` above 20 MiB or above
    /// ``WallpaperImageSize/maximumPixels`` pixels, `SaveFailed` when the copy cannot be written.
    func importImage(at path: String) throws(DBusError) -> Copy {
        let shown = ThemeRequestError.quoted(path)
        guard path.hasPrefix("/") else {
            throw ThemeRequestError.invalidArgument("the image path \(shown) is relative; give an absolute path")
        }
        let bytes = try Self.read(path)
        guard !bytes.isEmpty else { throw ThemeRequestError.invalidArgument("\(shown) is empty; give a PNG, JPEG or WebP image") }
        guard let format = WallpaperImageFormat.detect(bytes.prefix(WallpaperImageFormat.signatureLength)) else {
            throw ThemeRequestError.invalidArgument("\(shown) is not a PNG, JPEG or WebP image (by its first bytes); only PNG, JPEG and WebP are accepted")
        }
        let size: WallpaperImageSize
        do {
            size = try WallpaperImageSize.read(bytes, format: format)
        } catch {
            throw ThemeRequestError.invalidArgument("\(shown) \(error)")
        }
        guard size.pixels <= WallpaperImageSize.maximumPixels else {
            throw ThemeRequestError.tooLarge("the image \(shown) declares \(size) pixels (\(size.pixels)); at most \(WallpaperImageSize.maximumPixels) pixels are accepted")
        }
        // Read whole through the decoder: a truncated or damaged image is refused here, not shown broken.
        do {
            _ = try ImageDecoder.decode(bytes, name: shown)
        } catch {
            throw ThemeRequestError.invalidArgument(error.description)
        }
        let target = directory.appendingPathComponent("\(ContentHash.sha256(bytes)).\(format.fileExtension)")
        if FileManager.default.fileExists(atPath: target.path) {
            return Copy(path: target.path, format: format, isNew: false)
        }
        do {
            try AtomicFile.write(bytes, to: target, mode: 0o600)
        } catch {
            throw ThemeRequestError.saveFailed("could not copy the image to \(target.path) (\(error.systemReason)); nothing was changed")
        }
        return Copy(path: target.path, format: format, isNew: true)
    }

    /// Removes a copy no setting refers to any more; a path outside the directory is left alone.
    func remove(_ path: String) {
        guard path.hasPrefix(directory.path + "/") else { return }
        unlink(path)
    }

    /// The whole file (``ImageFile/read(_:)``), its failure as the daemon's error names.
    private static func read(_ path: String) throws(DBusError) -> [UInt8] {
        do {
            return try ImageFile.read(path)
        } catch {
            switch error.kind {
            case .missing: throw ThemeRequestError.notFound(error.description)
            case .tooLarge: throw ThemeRequestError.tooLarge(error.description)
            case .invalid: throw ThemeRequestError.invalidArgument(error.description)
            }
        }
    }
}
