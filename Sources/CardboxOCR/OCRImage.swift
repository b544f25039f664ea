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
    /// - Throws: ``OCRError/unreadableImage`` or ``OCRError/imageTooLarge(width:height:)``.
    public init(decoding data: Data, defaultDPI: Double = 300) throws(OCRError) {
        Leptonica.silence()
        let decoded = data.withUnsafeBytes { buffer -> UnsafeMutablePointer<PIX>? in
            guard let base = buffer.baseAddress else { return nil }
            return pixReadMem(base.assumingMemoryBound(to: l_uint8.self), buffer.count)
        }
        guard let decoded else { throw .unreadableImage }
        let pix = LeptonicaImage(decoded)
        let width = Int(pixGetWidth(pix.pointer))
        let height = Int(pixGetHeight(pix.pointer))
        guard width > 0, height > 0 else { throw .unreadableImage }
        guard width * height <= Self.maximumPixels else { throw .imageTooLarge(width: width, height: height) }
        guard let gray = pixConvertTo8(pix.pointer, 0) else { throw .unreadableImage }
        let grayImage = LeptonicaImage(gray)
        let resolution = Int(pixGetXRes(pix.pointer))
        self = grayImage.grayImage(dpi: resolution >= 70 ? Double(resolution) : defaultDPI)
    }

    /// The share of dark pixels (below 128), a cheap measure of how much ink the page has.
    public var inkCoverage: Double {
        guard !pixels.isEmpty else { return 0 }
        var dark = 0
        for pixel in pixels where pixel < 128 { dark += 1 }
        return Double(dark) / Double(pixels.count)
    }
}
