import CZstd

/// Zstandard through libzstd: bounded decompression of a whole frame sequence, and compression.
///
/// ```swift
/// let collection = try Zstd.decompress(entry, limit: 512 << 20)
/// ```
public enum Zstd {
    /// The bytes `compressed` holds, at most `limit` of them.
    ///
    /// The output is produced in chunks and checked as it grows, so a frame that claims a small size, or none, and
    /// inflates far past it (a zstd bomb) stops at the limit.
    ///
    /// - Throws: ``ZstdError``.
    public static func decompress(_ compressed: [UInt8], limit: Int) throws(ZstdError) -> [UInt8] {
        guard let context = ZSTD_createDStream() else { throw .failed("out of memory") }
        defer { ZSTD_freeDStream(context) }
        // Refuse frames whose window would need more memory than the limit.
        ZSTD_DCtx_setParameter(context, ZSTD_d_windowLogMax, 27)
        // Inflated straight into the result, which starts at the size the first frame records (when it records one
        // within the limit, else at a guess) and doubles as output comes, never past one byte more than the limit.
        let recorded = compressed.withUnsafeBytes { ZSTD_getFrameContentSize($0.baseAddress, $0.count) }
        let first = recorded <= UInt64(limit) ? max(Int(recorded), 64) : min(4 * compressed.count + 64, limit + 1)
        var output = [UInt8](repeating: 0, count: first)
        var written = 0
        var finished = true
        let failure: ZstdError? = compressed.withUnsafeBytes { source in
            var input = ZSTD_inBuffer(src: source.baseAddress, size: source.count, pos: 0)
            while input.pos < input.size || !finished {
                if written == output.count {
                    guard output.count <= limit else { return .tooLarge(limit: limit) }
                    output += repeatElement(0, count: min(output.count, limit + 1 - output.count))
                }
                let (code, produced) = output.withUnsafeMutableBytes { buffer in
                    var out = ZSTD_outBuffer(dst: buffer.baseAddress, size: buffer.count, pos: written)
                    let code = ZSTD_decompressStream(context, &out, &input)
                    return (code, out.pos - written)
                }
                if ZSTD_isError(code) != 0 { return .failed(String(cString: ZSTD_getErrorName(code))) }
                written += produced
                if written > limit { return .tooLarge(limit: limit) }
                finished = code == 0
                if produced == 0 && input.pos == input.size && !finished { return .failed("the data ends too early") }
            }
            return nil
        }
        if let failure { throw failure }
        // Room left over is given back rather than kept by every small file read.
        return written == output.count ? output : Array(output[..<written])
    }

    /// `bytes` compressed at `level` (1–19) as one frame that records its size.
    public static func compress(_ bytes: [UInt8], level: Int32 = 3) throws(ZstdError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: ZSTD_compressBound(bytes.count))
        let written = output.withUnsafeMutableBytes { out in
            bytes.withUnsafeBytes { ZSTD_compress(out.baseAddress, out.count, $0.baseAddress, $0.count, level) }
        }
        if ZSTD_isError(written) != 0 { throw .failed(String(cString: ZSTD_getErrorName(written))) }
        output.removeSubrange(written...)
        return output
    }

    /// Whether `bytes` start with a zstd frame's magic number.
    public static func isCompressed(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0x28, 0xB5, 0x2F, 0xFD]) }
}

/// Why zstd data could not be read.
public enum ZstdError: Error, Equatable, CustomStringConvertible {
    /// It decompresses to more than `limit` bytes.
    case tooLarge(limit: Int)
    /// It is damaged; zstd's reason.
    case failed(String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .tooLarge(let limit): "Compressed data unpacks to more than \(limit) bytes, more than an import allows."
        case .failed(let reason): "Compressed data is damaged (\(reason))."
        }
    }
}
