import CZlib

/// A zlib deflate stream that compresses bytes as they are appended, so a large input is never held whole.
///
/// One instance owns one `z_stream`; it is released when the instance is.
///
/// ```swift
/// let deflater = try Deflater(format: .zlib)
/// var compressed = try deflater.append(rowBytes)
/// compressed += try deflater.finish()
/// ```
public final class Deflater {
    /// The wrapper around the deflate data.
    public enum Format: Sendable {
        /// A zlib stream (RFC 1950), as PNG's IDAT holds.
        case zlib
        /// A gzip member (RFC 1952), as HTTP's `Content-Encoding: gzip` sends.
        case gzip
        /// Deflate data alone (RFC 1951), as a zip entry holds it.
        case raw

        var windowBits: Int32 {
            switch self {
            case .zlib: 15
            case .gzip: 15 + 16
            case .raw: -15
            }
        }
    }

    /// zlib refused to start or to go on.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// zlib's status code.
        public let status: Int32
        /// A sentence for people.
        public var description: String { "zlib could not compress (status \(status))." }
    }

    private var stream = z_stream()
    private var output = [UInt8](repeating: 0, count: 1 << 16)
    private var finished = false

    /// Starts a stream of `format` at compression `level` (0–9).
    public init(format: Format, level: Int32 = 6) throws(Failure) {
        // zlib: deflateInit2 returns Z_OK on success; the stream must then be released with deflateEnd.
        let status = cardbox_deflate_init(&stream, level, format.windowBits)
        guard status == Z_OK else { throw Failure(status: status) }
    }

    deinit {
        deflateEnd(&stream)
    }

    /// Compresses `bytes`, returning what zlib has written so far (often nothing yet).
    public func append(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        try run(bytes, flush: Z_NO_FLUSH)
    }

    /// Compresses `bytes` and returns everything written for them, ending on a byte boundary without ending the
    /// stream: raw deflate data another stream writes may follow.
    public func appendFlushing(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        try run(bytes, flush: Z_SYNC_FLUSH)
    }

    /// Ends the stream and returns the rest of the compressed bytes.
    public func finish() throws(Failure) -> [UInt8] {
        guard !finished else { return [] }
        finished = true
        return try run([], flush: Z_FINISH)
    }

    private func run(_ bytes: [UInt8], flush: Int32) throws(Failure) -> [UInt8] {
        var written: [UInt8] = []
        var input = bytes
        var status: Int32 = Z_OK
        input.withUnsafeMutableBufferPointer { input in
            stream.next_in = input.baseAddress
            stream.avail_in = UInt32(input.count)
            repeat {
                status = output.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = UInt32(out.count)
                    return deflate(&stream, flush)
                }
                guard status != Z_STREAM_ERROR else { return }
                written.append(contentsOf: output[0..<(output.count - Int(stream.avail_out))])
            } while stream.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END)
            stream.next_in = nil
        }
        guard status != Z_STREAM_ERROR else { throw Failure(status: status) }
        return written
    }
}
