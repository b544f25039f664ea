import CardboxCompression
public import Foundation

/// Small files that declare huge pictures, made by the tests (a decompression bomb and a page bomb).
public enum BombFixtures {
    /// A fixture could not be made.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String

        init(_ description: String) { self.description = description }
    }

    /// A grey 8-bit PNG of `side` × `side` white pixels, deflated as it is written (never held whole).
    public static func hugePNG(side: Int) throws -> Data {
        let deflater = try Deflater(format: .zlib, level: 9)
        var compressed: [UInt8] = []
        var row = [UInt8](repeating: 255, count: 1 + side)
        row[0] = 0  // each row: filter type 0, then the pixels
        for _ in 0..<side { compressed += try deflater.append(row) }
        compressed += try deflater.finish()

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func chunk(_ type: String, _ body: [UInt8]) {
            png.append(contentsOf: bigEndian(UInt32(body.count)))
            let typed = Array(type.utf8) + body
            png.append(contentsOf: typed)
            png.append(contentsOf: bigEndian(CRC32.checksum(typed)))
        }
        let header = bigEndian(UInt32(side)) + bigEndian(UInt32(side)) + [8, 0, 0, 0, 0]  // 8-bit grey, no interlace
        chunk("IHDR", header)
        chunk("IDAT", compressed)
        chunk("IEND", [])
        return png
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A one-page PDF of `side` × `side` points whose only content is a one-pixel grey image stretched over the
    /// page, so the page has no text and is sent to OCR.
    public static func hugePagePDF(side: Int) -> Data {
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
}
