import CZstd

/// A zstd decompression context, kept for one input after another: making a context costs more than inflating a
/// small file.
///
/// ```swift
/// let decompressor = try ZstdDecompressor()
/// let image = try decompressor.decompress(entry, limit: 10 << 20)
/// ```
public final class ZstdDecompressor {
    private let context: OpaquePointer

    /// Makes a context.
    ///
    /// - Throws: ``ZstdError/failed(_:)`` when there is no memory for it.
    public init() throws(ZstdError) {
        guard let context = ZSTD_createDCtx() else { throw .failed("out of memory") }
        self.context = context
    }

    deinit { ZSTD_freeDCtx(context) }

    /// The bytes `compressed` holds, at most `limit` of them.
    ///
    /// The output is checked as it grows, so a frame that claims a small size, or none, and inflates far past it (a
    /// zstd bomb) stops at the limit.
    ///
    /// - Throws: ``ZstdError``.
    public func decompress(_ compressed: [UInt8], limit: Int) throws(ZstdError) -> [UInt8] {
        ZSTD_DCtx_reset(context, ZSTD_reset_session_and_parameters)
        let context = self.context
        // Refuse frames whose window would need more memory than the limit.
        ZSTD_DCtx_setParameter(context, ZSTD_d_windowLogMax, 27)
        // Inflated straight into the result, which starts at the size the first frame records (when it records one
        // within the limit, else at a guess) and doubles as output comes, never past one byte more than the limit.
        let recorded = compressed.withUnsafeBytes { ZSTD_getFrameContentSize($0.baseAddress, $0.count) }
        let first = recorded <= UInt64(limit) ? max(Int(recorded), 64) : min(4 * compressed.count + 64, limit + 1)
        // Room zstd writes into before it is read, so it is not filled with zeros first.
        var output = [UInt8](unsafeUninitializedCapacity: first) { _, count in count = first }
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
}
