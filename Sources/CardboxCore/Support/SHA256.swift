/// SHA-256 (FIPS 180-4), for content identifiers such as a document's id.
public enum SHA256 {
    /// The digest of `bytes` as 64 lower-case hex digits.
    public static func hex(of bytes: some Collection<UInt8>) -> String {
        digest(of: bytes).map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    /// The 32-byte digest of `bytes`.
    public static func digest(of bytes: some Collection<UInt8>) -> [UInt8] {
        var hasher = SHA256Hasher()
        hasher.update(bytes)
        return hasher.finish()
    }
}
