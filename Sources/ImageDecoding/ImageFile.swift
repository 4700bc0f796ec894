import Glibc
import ThemeCore

/// Reading an image file whole for its colors: a regular file (symlinks refused), at most
/// ``WallpaperImageFormat/maximumSize`` bytes, then decoded by ``ImageDecoder``.
public enum ImageFile {
    /// The pixels of the image at `path`; throws one sentence on any failure.
    public static func pixels(at path: String) throws(ImageDecodeError) -> ImagePixels {
        try ImageDecoder.decode(read(path), name: "'\(path)'")
    }

    /// The file's bytes.
    public static func read(_ path: String) throws(ImageDecodeError) -> [UInt8] {
        let shown = "'\(path)'"
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw ImageDecodeError("there is no image file \(shown)")
            case ELOOP: throw ImageDecodeError("\(shown) is a symbolic link; give the image file itself")
            default: throw ImageDecodeError("\(shown) cannot be read (\(String(cString: strerror(errno))))")
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw ImageDecodeError("\(shown) is not a regular file; give an image file")
        }
        let size = Int(status.st_size)
        guard size <= WallpaperImageFormat.maximumSize else {
            throw ImageDecodeError("the image \(shown) is \(size) bytes; at most \(WallpaperImageFormat.maximumSize) (20 MiB) are accepted")
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress?.advanced(by: offset), size - offset)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw ImageDecodeError("\(shown) could not be read to its end") }
            offset += count
        }
        return bytes
    }
}
