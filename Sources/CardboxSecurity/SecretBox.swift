import CSodium

/// Authenticated secret-key encryption (XSalsa20-Poly1305, libsodium's `crypto_secretbox_easy`) for values the server
/// must read back, such as classroom join passwords that teachers are shown.
///
/// ``seal(_:)`` draws a fresh random nonce for every call and prepends it, so sealing the same value twice gives
/// different bytes, and ``open(_:)`` needs only the key. Any change to a sealed value makes it fail to open.
///
/// ```swift
/// let box = try SecretBox(key: SecretBox.generateKey())
/// let sealed = box.sealString("K7QX-M2PA")
/// try box.openString(sealed)  // "K7QX-M2PA"
/// ```
///
/// The key never appears in `description`, `debugDescription` or reflection.
public struct SecretBox: Sendable {
    /// The key length in bytes (32).
    public static let keyByteCount = 32
    static let nonceByteCount = 24
    static let tagByteCount = 16

    private let key: [UInt8]

    /// A new random key of ``keyByteCount`` bytes, to be kept in the server's configuration.
    public static func generateKey() -> [UInt8] {
        Sodium.ready()
        var key = [UInt8](repeating: 0, count: keyByteCount)
        crypto_secretbox_keygen(&key)
        return key
    }

    /// Creates a box that seals and opens with `key`.
    ///
    /// - Throws: ``SecurityError/invalidKeyLength`` unless `key` has ``keyByteCount`` bytes.
    public init(key: [UInt8]) throws(SecurityError) {
        Sodium.ready()
        assert(crypto_secretbox_keybytes() == Self.keyByteCount && crypto_secretbox_noncebytes() == Self.nonceByteCount)
        assert(crypto_secretbox_macbytes() == Self.tagByteCount)
        guard key.count == Self.keyByteCount else { throw .invalidKeyLength }
        self.key = key
    }

    /// Encrypts and authenticates `plaintext`.
    ///
    /// - Returns: The nonce (24 bytes), then the tag and ciphertext (`plaintext.count + 16` bytes).
    public func seal(_ plaintext: [UInt8]) -> [UInt8] {
        var sealed = [UInt8](repeating: 0, count: Self.nonceByteCount + Self.tagByteCount + plaintext.count)
        sealed.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            randombytes_buf(base, Self.nonceByteCount)
            // "The function writes the authentication tag immediately followed by the encrypted message" to c, which
            // must hold crypto_secretbox_MACBYTES + mlen bytes; the nonce stays in front of it.
            _ = crypto_secretbox_easy(
                base + Self.nonceByteCount, plaintext, UInt64(plaintext.count), base, key)
        }
        return sealed
    }

    /// Checks and decrypts a value made by ``seal(_:)`` with the same key.
    ///
    /// - Throws: ``SecurityError/sealedValueRejected`` when the value is truncated, altered or from another key.
    public func open(_ sealed: [UInt8]) throws(SecurityError) -> [UInt8] {
        guard sealed.count >= Self.nonceByteCount + Self.tagByteCount else { throw .sealedValueRejected }
        var plaintext = [UInt8](repeating: 0, count: sealed.count - Self.nonceByteCount - Self.tagByteCount)
        let status = sealed.withUnsafeBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            // "The function returns -1 if the verification fails, and 0 on success."
            return crypto_secretbox_open_easy(
                &plaintext, base + Self.nonceByteCount, UInt64(buffer.count - Self.nonceByteCount), base, key)
        }
        guard status == 0 else { throw .sealedValueRejected }
        return plaintext
    }

    /// Seals the UTF-8 bytes of `text` and returns them as standard, padded base64.
    public func sealString(_ text: String) -> String {
        Base64.encode(seal(Array(text.utf8)), variant: sodium_base64_VARIANT_ORIGINAL)
    }

    /// Seals the UTF-8 bytes of `text` as URL-safe base64 without padding, fit for a cookie value.
    public func sealURLSafeString(_ text: String) -> String {
        Base64.encode(seal(Array(text.utf8)), variant: sodium_base64_VARIANT_URLSAFE_NO_PADDING)
    }

    /// Opens text made by ``sealString(_:)``.
    ///
    /// - Throws: ``SecurityError/sealedTextMalformed`` when `sealed` is not base64 or its content not UTF-8;
    ///   ``SecurityError/sealedValueRejected`` as ``open(_:)``.
    public func openString(_ sealed: String) throws(SecurityError) -> String {
        try openText(sealed, variant: sodium_base64_VARIANT_ORIGINAL)
    }

    /// Opens text made by ``sealURLSafeString(_:)``; throws as ``openString(_:)``.
    public func openURLSafeString(_ sealed: String) throws(SecurityError) -> String {
        try openText(sealed, variant: sodium_base64_VARIANT_URLSAFE_NO_PADDING)
    }

    private func openText(_ sealed: String, variant: Int32) throws(SecurityError) -> String {
        guard let bytes = Base64.decode(sealed, variant: variant) else { throw .sealedTextMalformed }
        let plaintext = try open(bytes)
        guard let text = String(validating: plaintext, as: UTF8.self) else { throw .sealedTextMalformed }
        return text
    }
}

extension SecretBox: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// A fixed placeholder: the key is never printed.
    public var description: String { "SecretBox(key: <redacted>)" }

    /// A fixed placeholder: the key is never printed.
    public var debugDescription: String { description }

    /// A mirror without children, so `dump` and test failure messages cannot show the key.
    public var customMirror: Mirror { Mirror(self, children: []) }
}
