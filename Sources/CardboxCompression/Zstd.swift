import CZstd

/// Zstandard through libzstd: bounded decompression of a whole frame sequence, and compression.
///
/// ```swift
/// let collection = try Zstd.decompress(entry, limit: 512 << 20)
/// ```
public enum Zstd {
    /// The bytes `compressed` holds, at most `limit` of them; ``ZstdDecompressor`` reads many such inputs with one
    /// context.
    ///
    /// - Throws: ``ZstdError``.
    public static func decompress(_ compressed: [UInt8], limit: Int) throws(ZstdError) -> [UInt8] {
        try ZstdDecompressor().decompress(compressed, limit: limit)
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
