import CTesseract

/// Owns one Leptonica `PIX`, destroyed with the value.
final class LeptonicaImage {
    private(set) var pointer: UnsafeMutablePointer<PIX>

    init(_ pointer: UnsafeMutablePointer<PIX>) {
        self.pointer = pointer
    }

    /// An 8-bit `PIX` with the pixels of `image`; `nil` when Leptonica is missing or out of memory.
    convenience init?(_ image: OCRImage) {
        guard (try? TesseractLibrary.load()) != nil,
            let pix = tesseract.pixCreate(Int32(image.width), Int32(image.height), 8)
        else { return nil }
        self.init(pix)
        _ = tesseract.pixSetResolution(pix, Int32(image.dpi), Int32(image.dpi))
        let wordsPerLine = Int(tesseract.pixGetWpl(pix))
        guard let data = tesseract.pixGetData(pix) else { return nil }
        let bytes = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt8.self)
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let row = bytes + y * wordsPerLine * 4
                let sourceRow = y * image.width
                for x in 0..<image.width {
                    // Leptonica packs 8-bit pixels big-endian within each 32-bit word (its SET_DATA_BYTE macro).
                    row[x ^ 3] = source[sourceRow + x]
                }
            }
        }
    }

    deinit {
        var pointer: UnsafeMutablePointer<PIX>? = pointer
        tesseract.pixDestroy(&pointer)
    }

    /// Replaces the image with `transform`'s result, when it produced one.
    func apply(_ transform: (UnsafeMutablePointer<PIX>) -> UnsafeMutablePointer<PIX>?) {
        guard let result = transform(pointer), result != pointer else { return }
        var old: UnsafeMutablePointer<PIX>? = pointer
        tesseract.pixDestroy(&old)
        pointer = result
    }

    /// The pixels of an 8-bit image.
    func grayImage(dpi: Double) -> OCRImage {
        let width = Int(tesseract.pixGetWidth(pointer))
        let height = Int(tesseract.pixGetHeight(pointer))
        let wordsPerLine = Int(tesseract.pixGetWpl(pointer))
        var pixels = [UInt8](repeating: 255, count: width * height)
        if let data = tesseract.pixGetData(pointer) {
            let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
            pixels.withUnsafeMutableBufferPointer { output in
                for y in 0..<height {
                    let row = bytes + y * wordsPerLine * 4
                    for x in 0..<width { output[y * width + x] = row[x ^ 3] }
                }
            }
        }
        return OCRImage(width: width, height: height, pixels: pixels, dpi: dpi)
    }
}

@available(*, unavailable, message: "A PIX is used from one thread at a time")
extension LeptonicaImage: Sendable {}
