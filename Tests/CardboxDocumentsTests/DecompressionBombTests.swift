import CZlib
import CardboxCore
import CardboxDocuments
import CardboxIngest
import CardboxOCR
import Foundation
import Testing

/// Small files that declare huge pictures: an image whose header promises 20000 × 20000 pixels, and a PDF with a
/// scanned page of 3350 × 3350 points.
///
/// Each is refused with a sentence for the user before its pixels are made, so
/// reading it raises the process's peak memory by far less than the pixels would take.
@Suite(.serialized, .timeLimit(.minutes(2))) struct DecompressionBombTests {
    /// The most a bomb may raise the peak resident memory.
    static let allowedRise = 256 * 1_048_576

    /// A grey 8-bit PNG of `side` × `side` white pixels, deflated as it is written (never held whole).
    static func hugePNG(side: Int) throws -> Data {
        var stream = z_stream()
        guard deflateInit_(&stream, 9, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure("deflateInit failed")
        }
        defer { deflateEnd(&stream) }
        var compressed = Data()
        var input = [UInt8](repeating: 255, count: 1 + side)
        input[0] = 0  // each row: filter type 0, then the pixels
        var output = [UInt8](repeating: 0, count: 1 << 16)
        func pump(_ flush: Int32) throws -> Int32 {
            var status: Int32 = Z_OK
            repeat {
                status = output.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = UInt32(out.count)
                    return deflate(&stream, flush)
                }
                guard status != Z_STREAM_ERROR else { throw Failure("deflate failed") }
                compressed.append(contentsOf: output[0..<(output.count - Int(stream.avail_out))])
            } while stream.avail_out == 0
            return status
        }
        for _ in 0..<side {
            try input.withUnsafeMutableBufferPointer { row in
                stream.next_in = row.baseAddress
                stream.avail_in = UInt32(row.count)
                _ = try pump(Z_NO_FLUSH)
            }
        }
        while try pump(Z_FINISH) != Z_STREAM_END {}

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func chunk(_ type: String, _ body: Data) {
            var length = UInt32(body.count).bigEndian
            png.append(Data(bytes: &length, count: 4))
            let typed = Data(type.utf8) + body
            png.append(typed)
            var crc = typed.withUnsafeBytes {
                UInt32(crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, UInt32($0.count)))
            }
            .bigEndian
            png.append(Data(bytes: &crc, count: 4))
        }
        var header = Data()
        for value in [UInt32(side), UInt32(side)] {
            var big = value.bigEndian
            header.append(Data(bytes: &big, count: 4))
        }
        header.append(contentsOf: [8, 0, 0, 0, 0])  // 8-bit grey, deflate, adaptive filters, no interlace
        chunk("IHDR", header)
        chunk("IDAT", compressed)
        chunk("IEND", Data())
        return png
    }

    /// A one-page PDF of `side` × `side` points whose only content is a one-pixel grey image stretched over the
    /// page, so the page has no text and is sent to OCR.
    static func hugePagePDF(side: Int) -> Data {
        let content = "q \(side) 0 0 \(side) 0 0 cm /Im1 Do Q"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(side) \(side)] /Contents 4 0 R "
                + "/Resources << /XObject << /Im1 5 0 R >> >> >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            "<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 "
                + "/Length 1 >>\nstream\n\u{7F}\nendstream",
        ]
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            let digits = String(offset)
            text += String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n"
        }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(text.utf8)
    }

    /// Reads `input` through the reader imports use and returns the error and how far the peak memory rose.
    static func read(_ input: DocumentInput) throws -> (error: ExtractionError?, rise: Int) {
        let before = try PeakMemory.resetPeak()
        let result = DocumentExtractor(options: ExtractionOptions(workers: 2)).read([input]) { _, _, _ in }[0]
        let rise = try PeakMemory.peak() - before
        switch result {
        case .success: return (nil, rise)
        case .failure(let error): return (error as? ExtractionError, rise)
        }
    }

    @Test func anImageDeclaringTooManyPixelsIsRefusedBeforeDecoding() throws {
        let png = try Self.hugePNG(side: 20_000)
        #expect(png.count < 1_048_576)
        #expect(try OCRImage.declaredSize(of: png) == (20_000, 20_000))
        let (error, rise) = try Self.read(DocumentInput(name: "bomb.png", bytes: .memory(png)))
        #expect(error == .imageTooLarge("bomb.png", width: 20_000, height: 20_000, limit: OCRImage.maximumPixels))
        #expect(
            error?.description == "'bomb.png' is 20000 × 20000 pixels; images of at most 40 million pixels are read.")
        #expect(rise < Self.allowedRise, "peak memory rose by \(rise / 1_048_576) MB")
    }

    @Test func aScannedPageTooLargeToRenderIsRefused() throws {
        let pdf = Self.hugePagePDF(side: 3350)
        #expect(pdf.count < 1024)
        let (error, rise) = try Self.read(DocumentInput(name: "poster.pdf", bytes: .memory(pdf)))
        #expect(error == .pageTooLarge("poster.pdf", page: 1, width: 3350, height: 3350))
        #expect(error?.description.hasPrefix("Page 1 of 'poster.pdf' is 3350 × 3350 points, too large") == true)
        #expect(rise < Self.allowedRise, "peak memory rose by \(rise / 1_048_576) MB")
    }

    @Test func aLargePageWithinTheBudgetIsStillReadAtALowerResolution() throws {
        let pdf = Self.hugePagePDF(side: 2000)
        let result = DocumentExtractor(options: ExtractionOptions(workers: 1)).extract(
            [DocumentInput(name: "chart.pdf", bytes: .memory(pdf))])[0]
        guard case .failure(let error) = result else { return }
        #expect(error as? ExtractionError != .pageTooLarge("chart.pdf", page: 1, width: 2000, height: 2000))
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// The process's peak resident memory, from `/proc/self/status`.
enum PeakMemory {
    /// Resets the peak to the current resident size (Linux: writing 5 to `/proc/self/clear_refs`) and returns it.
    static func resetPeak() throws -> Int {
        try Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
        return try value("VmHWM")
    }

    /// The peak resident size since the last reset, in bytes.
    static func peak() throws -> Int { try value("VmHWM") }

    private static func value(_ field: String) throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { throw DecompressionBombTests.Failure("no \(field) in /proc/self/status") }
        return kilobytes * 1024
    }
}
