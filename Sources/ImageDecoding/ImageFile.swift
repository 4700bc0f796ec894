import FileReading
import ThemeCore

/// Reading an image file whole for its colors: a regular file (symlinks refused), at most
/// ``WallpaperImageFormat/maximumSize`` bytes, then decoded by ``ImageDecoder``.
public enum ImageFile {
    /// The pixels of the image at `path`; throws one sentence on any failure.
    public static func pixels(at path: String) throws(ImageDecodeError) -> ImagePixels {
        try ImageDecoder.decode(read(path), name: "'\(path)'")
    }

    /// The file's bytes: a regular file, not followed through a symlink, at most
    /// ``WallpaperImageFormat/maximumSize`` bytes (``RegularFile``).
    public static func read(_ path: String) throws(ImageDecodeError) -> [UInt8] {
        let shown = "'\(path)'"
        do {
            return try RegularFile.read(path, maximumBytes: WallpaperImageFormat.maximumSize, followingLinks: false)
        } catch .missing {
            throw ImageDecodeError("there is no image file \(shown)", kind: .missing)
        } catch .notRegular(.symbolicLink) {
            throw ImageDecodeError("\(shown) is a symbolic link; give the image file itself")
        } catch .tooLarge(let bytes, _) {
            throw ImageDecodeError("the image \(shown) is \(bytes) bytes; at most \(WallpaperImageFormat.maximumSize) (20 MiB) are accepted",
                                   kind: .tooLarge)
        } catch {
            throw ImageDecodeError("\(shown) \(error); give an image file")
        }
    }
}
