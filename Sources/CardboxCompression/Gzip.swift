/// gzip compression of whole buffers.
public enum Gzip {
    /// `bytes` compressed as a gzip member, or `nil` if zlib fails.
    public static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8]? {
        guard let deflater = try? Deflater(format: .gzip, level: level),
            let head = try? deflater.append(bytes), let tail = try? deflater.finish()
        else { return nil }
        return head + tail
    }
}
