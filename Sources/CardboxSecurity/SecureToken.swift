import CSodium

/// Random tokens for sessions, password resets and CSRF, and the hash stored in their place.
///
/// A token is shown to its owner once (in a cookie or a link); the database keeps only ``hash(_:)`` of it, so a leaked
/// database does not leak usable tokens.
public enum SecureToken {
    /// Random bytes from libsodium's CSPRNG as URL-safe base64 without padding.
    ///
    /// - Parameter byteCount: How many random bytes; 32 (256 bits) gives a 43-character token.
    /// - Returns: Characters from `A–Z a–z 0–9 - _` only, safe in URLs, cookies and form fields.
    public static func generate(byteCount: Int = 32) -> String {
        precondition(byteCount > 0, "A token needs at least one random byte")
        Sodium.ready()
        var bytes = [UInt8](repeating: 0, count: byteCount)
        randombytes_buf(&bytes, byteCount)
        return Base64.encode(bytes, variant: sodium_base64_VARIANT_URLSAFE_NO_PADDING)
    }

    /// The BLAKE2b-256 digest of `token`'s UTF-8 bytes as 64 lowercase hex digits: the form stored at rest.
    ///
    /// Deterministic, so a presented token is looked up by hashing it again.
    public static func hash(_ token: String) -> String {
        Sodium.ready()
        let input = Array(token.utf8)
        var digest = [UInt8](repeating: 0, count: 32)
        // "crypto_generichash() puts a fingerprint of the message in whose length is inlen bytes into out. The
        // output size can be chosen by the application." The key is optional (NULL, 0).
        _ = crypto_generichash(&digest, digest.count, input, UInt64(input.count), nil, 0)
        return hex(digest)
    }

    /// Whether `a` and `b` hold the same UTF-8 bytes, in time that does not depend on where they first differ.
    ///
    /// Strings of different lengths compare unequal at once; only the length, never the content, affects timing.
    public static func constantTimeEquals(_ a: String, _ b: String) -> Bool {
        let left = Array(a.utf8)
        let right = Array(b.utf8)
        guard left.count == right.count else { return false }
        guard !left.isEmpty else { return true }
        Sodium.ready()
        // "sodium_memcmp() returns 0 if the len bytes pointed to by b1 match the len bytes pointed to by b2";
        // its running time depends only on len.
        return sodium_memcmp(left, right, left.count) == 0
    }

    /// A code of `length` characters drawn uniformly and independently from `alphabet`, such as a classroom's join
    /// password.
    ///
    /// Each character costs one `randombytes_uniform` call, which has no modulo bias. Entropy is
    /// `length × log2(alphabet size)` bits: 8 characters from 31 symbols give about 39.6 bits.
    ///
    /// - Parameters:
    ///   - length: The number of characters; zero or more.
    ///   - alphabet: The characters to draw from; not empty. Repeated characters are drawn more often.
    public static func randomCode(length: Int, alphabet: String) -> String {
        let symbols = Array(alphabet)
        precondition(!symbols.isEmpty, "randomCode needs a non-empty alphabet")
        precondition(length >= 0, "randomCode needs a length of zero or more")
        precondition(symbols.count <= Int(UInt32.max), "randomCode's alphabet is too large")
        Sodium.ready()
        var code = ""
        for _ in 0..<length {
            code.append(symbols[Int(randombytes_uniform(UInt32(symbols.count)))])
        }
        return code
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
