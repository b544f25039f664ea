import CZlib

/// The CRC-32 of bytes (as gzip, PNG and zip use it), through zlib.
public enum CRC32 {
    /// The checksum of `bytes`, continuing from `start` (0 for a new checksum).
    public static func checksum(_ bytes: some Collection<UInt8>, continuing start: UInt32 = 0) -> UInt32 {
        let contiguous = Array(bytes)
        return contiguous.withUnsafeBufferPointer { buffer in
            UInt32(crc32(UInt(start), buffer.baseAddress, UInt32(buffer.count)))
        }
    }
}
