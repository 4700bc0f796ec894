import CPNG
import CTurboJPEG
import CWebP
import ThemeCore

/// Decodes PNG (libpng), JPEG (libjpeg-turbo) and WebP (libwebp) into ``ImagePixels`` for the
/// color extraction (issue 22), downsampled while decoding where the library can: JPEG in the
/// IDCT (1/8 … 1) and WebP in its scaler, to about ``targetArea`` pixels; PNG whole (libpng
/// has no scaler), then averaged down by ``ImageColors``. Images above ``maximumPixels`` are
/// refused from their header, before any pixel is decoded.
public enum ImageDecoder {
    /// The largest image accepted: 50 megapixels (8K UHD is 33).
    public static let maximumPixels = 50_000_000
    /// Downsampling while decoding stops above this many pixels (4 × the analysis area).
    static let targetArea = 4 * ImagePixels.analysisArea

    /// The formats, recognised by their first bytes.
    public enum Format: String, Sendable, CaseIterable {
        case png, jpeg, webp

        /// The format `bytes` start with, or `nil`.
        public static func detect(_ bytes: [UInt8]) -> Format? {
            if let wallpaper = WallpaperImageFormat.detect(bytes.prefix(WallpaperImageFormat.signatureLength)) {
                return wallpaper == .png ? .png : .jpeg
            }
            if bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8) {
                return .webp
            }
            return nil
        }
    }

    /// The pixels of an encoded image; `name` is how errors call it (a quoted path).
    public static func decode(_ bytes: [UInt8], name: String) throws(ImageDecodeError) -> ImagePixels {
        guard let format = Format.detect(bytes) else {
            throw ImageDecodeError("\(name) is not a PNG, JPEG or WebP image (by its first bytes)")
        }
        let pixels: ImagePixels?
        switch format {
        case .png: pixels = try decodePNG(bytes, name: name)
        case .jpeg: pixels = try decodeJPEG(bytes, name: name)
        case .webp: pixels = try decodeWebP(bytes, name: name)
        }
        guard let pixels else { throw ImageDecodeError("\(name) decoded to no pixels; give a complete image") }
        return pixels
    }

    private static func checkSize(_ width: Int, _ height: Int, name: String, format: Format) throws(ImageDecodeError) {
        guard width > 0, height > 0 else {
            throw ImageDecodeError("\(name) is a \(format.rawValue.uppercased()) image with no pixels")
        }
        guard width <= maximumPixels / height else {
            throw ImageDecodeError("\(name) is \(width)×\(height) pixels; at most \(maximumPixels / 1_000_000) megapixels are accepted")
        }
    }

    private static func decodePNG(_ bytes: [UInt8], name: String) throws(ImageDecodeError) -> ImagePixels? {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        func message(_ image: png_image) -> String {
            withUnsafeBytes(of: image.message) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw ImageDecodeError("\(name) is not a readable PNG image (libpng: \(message(image)))") }
        let (width, height) = (Int(image.width), Int(image.height))
        do {
            try checkSize(width, height, name: name, format: .png)
        } catch {
            png_image_free(&image)
            throw error
        }
        image.format = UInt32(PNG_FORMAT_RGB)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        let finished = rgb.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        guard finished != 0 else { throw ImageDecodeError("\(name) is a damaged PNG image (libpng: \(message(image)))") }
        return ImagePixels(width: width, height: height, rgb: rgb)
    }

    private static func decodeJPEG(_ bytes: [UInt8], name: String) throws(ImageDecodeError) -> ImagePixels? {
        guard let handle = tjInitDecompress() else { throw ImageDecodeError("libjpeg-turbo could not start a decoder for \(name)") }
        defer { tjDestroy(handle) }
        func message() -> String { String(cString: tjGetErrorStr2(handle)) }
        var (width, height, subsampling, colorspace): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        let header = bytes.withUnsafeBufferPointer { buffer in
            tjDecompressHeader3(handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { throw ImageDecodeError("\(name) is not a readable JPEG image (libjpeg-turbo: \(message()))") }
        try checkSize(Int(width), Int(height), name: name, format: .jpeg)
        // The smallest of libjpeg-turbo's scaling factors that keeps at least the target area.
        var factorCount: Int32 = 0
        var scaled = (Int(width), Int(height))
        if let factors = tjGetScalingFactors(&factorCount) {
            for index in 0..<Int(factorCount) {
                let factor = factors[index]
                let candidate = ((Int(width) * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom),
                                 (Int(height) * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom))
                if candidate.0 * candidate.1 >= targetArea, candidate.0 * candidate.1 < scaled.0 * scaled.1 {
                    scaled = candidate
                }
            }
        }
        var rgb = [UInt8](repeating: 0, count: scaled.0 * scaled.1 * 3)
        let result = bytes.withUnsafeBufferPointer { source in
            rgb.withUnsafeMutableBufferPointer { target in
                tjDecompress2(handle, source.baseAddress, UInt(source.count), target.baseAddress, Int32(scaled.0), 0,
                              Int32(scaled.1), Int32(TJPF_RGB.rawValue), TJFLAG_FASTDCT)
            }
        }
        guard result == 0 else { throw ImageDecodeError("\(name) is a damaged JPEG image (libjpeg-turbo: \(message()))") }
        return ImagePixels(width: scaled.0, height: scaled.1, rgb: rgb)
    }

    private static func decodeWebP(_ bytes: [UInt8], name: String) throws(ImageDecodeError) -> ImagePixels? {
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else { throw ImageDecodeError("libwebp could not start a decoder for \(name)") }
        let features = bytes.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &config.input) }
        guard features == VP8_STATUS_OK else { throw ImageDecodeError("\(name) is not a readable WebP image (libwebp status \(features.rawValue))") }
        let (width, height) = (Int(config.input.width), Int(config.input.height))
        try checkSize(width, height, name: name, format: .webp)
        var scale = 1
        while (width / (scale + 1)) * (height / (scale + 1)) >= targetArea { scale += 1 }
        let scaled = (max(1, width / scale), max(1, height / scale))
        if scale > 1 {
            config.options.use_scaling = 1
            config.options.scaled_width = Int32(scaled.0)
            config.options.scaled_height = Int32(scaled.1)
        }
        config.output.colorspace = MODE_RGB
        let status = bytes.withUnsafeBufferPointer { WebPDecode($0.baseAddress, $0.count, &config) }
        defer { WebPFreeDecBuffer(&config.output) }
        guard status == VP8_STATUS_OK, let data = config.output.u.RGBA.rgba else {
            throw ImageDecodeError("\(name) is a damaged WebP image (libwebp status \(status.rawValue))")
        }
        let stride = Int(config.output.u.RGBA.stride)
        let (outputWidth, outputHeight) = (Int(config.output.width), Int(config.output.height))
        var rgb = [UInt8](repeating: 0, count: outputWidth * outputHeight * 3)
        for row in 0..<outputHeight {
            for column in 0..<(outputWidth * 3) { rgb[row * outputWidth * 3 + column] = data[row * stride + column] }
        }
        return ImagePixels(width: outputWidth, height: outputHeight, rgb: rgb)
    }
}
