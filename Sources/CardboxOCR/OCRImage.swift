import CTesseract
public import Foundation

/// An 8-bit grey-scale image to recognise, row by row, 0 black to 255 white.
public struct OCRImage: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width × height` bytes.
    public var pixels: [UInt8]
    /// The resolution, in dots per inch.
    public var dpi: Double

    /// The largest image accepted, in pixels (about A3 at 400 dpi).
    public static let maximumPixels = 40_000_000

    /// Creates an image from grey pixels.
    public init(width: Int, height: Int, pixels: [UInt8], dpi: Double) {
        precondition(pixels.count == width * height, "\(pixels.count) pixels for a \(width)×\(height) image")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.dpi = dpi
    }

    /// Decodes an image file (PNG, JPEG, TIFF, WebP, BMP, PNM, GIF: whatever Leptonica reads) to grey.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - defaultDPI: The resolution to assume when the file records none (photos rarely do).
    /// The image's size is read from its header first, so an image too large is refused before any pixel is
    /// decoded (a small compressed file can declare billions of pixels).
    ///
    /// - Throws: ``OCRError/unreadableImage`` or ``OCRError/imageTooLarge(width:height:)``.
    public init(decoding data: Data, defaultDPI: Double = 300) throws(OCRError) {
        try TesseractLibrary.load()
        let (declaredWidth, declaredHeight) = try Self.declaredSize(of: data)
        guard declaredWidth * declaredHeight <= Self.maximumPixels else {
            throw .imageTooLarge(width: declaredWidth, height: declaredHeight)
        }
        let decoded = data.withUnsafeBytes { buffer -> UnsafeMutablePointer<PIX>? in
            guard let base = buffer.baseAddress else { return nil }
            return tesseract.pixReadMem(base.assumingMemoryBound(to: l_uint8.self), buffer.count)
        }
        guard let decoded else { throw .unreadableImage }
        let pix = LeptonicaImage(decoded)
        let width = Int(tesseract.pixGetWidth(pix.pointer))
        let height = Int(tesseract.pixGetHeight(pix.pointer))
        guard width > 0, height > 0 else { throw .unreadableImage }
        guard width * height <= Self.maximumPixels else { throw .imageTooLarge(width: width, height: height) }
        guard let gray = tesseract.pixConvertTo8(pix.pointer, 0) else { throw .unreadableImage }
        let grayImage = LeptonicaImage(gray)
        let resolution = Int(tesseract.pixGetXRes(pix.pointer))
        self = grayImage.grayImage(dpi: resolution >= 70 ? Double(resolution) : defaultDPI)
    }

    /// The width and height an image file declares in its header, read without decoding the pixels.
    ///
    /// - Throws: ``OCRError/unreadableImage`` when the header cannot be read.
    public static func declaredSize(of data: Data) throws(OCRError) -> (width: Int, height: Int) {
        try TesseractLibrary.load()
        var format: l_int32 = 0
        var width: l_int32 = 0
        var height: l_int32 = 0
        var bitsPerSample: l_int32 = 0
        var samplesPerPixel: l_int32 = 0
        var hasColormap: l_int32 = 0
        let status = data.withUnsafeBytes { buffer -> l_ok in
            guard let base = buffer.baseAddress else { return 1 }
            return tesseract.pixReadHeaderMem(
                base.assumingMemoryBound(to: l_uint8.self), buffer.count, &format, &width, &height, &bitsPerSample,
                &samplesPerPixel, &hasColormap)
        }
        guard status == 0, width > 0, height > 0 else { throw .unreadableImage }
        return (Int(width), Int(height))
    }

    /// The share of dark pixels (below 128), a cheap measure of how much ink the page has.
    public var inkCoverage: Double {
        guard !pixels.isEmpty else { return 0 }
        var dark = 0
        for pixel in pixels where pixel < 128 { dark += 1 }
        return Double(dark) / Double(pixels.count)
    }
}
