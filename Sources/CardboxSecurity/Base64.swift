import CSodium

/// libsodium's constant-time base64, used so secrets never pass through a table-driven encoder.
enum Base64 {
    /// Encodes `bytes` in `variant` (one of the `sodium_base64_VARIANT_…` constants).
    static func encode(_ bytes: [UInt8], variant: Int32) -> String {
        let capacity = sodium_base64_encoded_len(bytes.count, variant)
        var output = [CChar](repeating: 0, count: capacity)
        // The output buffer holds sodium_base64_encoded_len bytes, which includes the terminating NUL.
        _ = sodium_bin2base64(&output, capacity, bytes, bytes.count, variant)
        return String(decoding: output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Decodes `text` in `variant`, or returns `nil` when it is not valid base64 of that variant.
    static func decode(_ text: String, variant: Int32) -> [UInt8]? {
        let input = Array(text.utf8)
        guard !input.isEmpty else { return [] }
        var output = [UInt8](repeating: 0, count: input.count / 4 * 3 + 3)
        let outputCapacity = output.count
        var length = 0
        let decoded = input.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters -> Bool in
                guard let start = characters.baseAddress else { return false }
                var end: UnsafePointer<CChar>?
                let status = sodium_base642bin(
                    &output, outputCapacity, start, characters.count, nil, &length, &end, variant)
                // "If b64_end is not NULL, it will be set to the address of the first byte after the last valid
                // parsed character"; anything left over means the text was not base64 of this variant.
                guard status == 0, let end else { return false }
                return end - start == characters.count
            }
        }
        return decoded ? Array(output.prefix(length)) : nil
    }
}
