import CZlib
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
        var stream = z_stream()
        guard deflateInit_(&stream, 9, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw BombFixtures.Failure("deflateInit failed")
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
                guard status != Z_STREAM_ERROR else { throw BombFixtures.Failure("deflate failed") }
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
