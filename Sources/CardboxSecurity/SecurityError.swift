/// Why a password, token or sealed value could not be processed.
///
/// Compare with the static members (`error == .passwordTooLong`). The description is a sentence for logs and users;
/// it never contains a password, a key or the bytes being sealed.
public struct SecurityError: Error, CustomStringConvertible, Equatable, Sendable {
    enum Code: Equatable, Sendable {
        case costBelowMinimum
        case costAboveMaximum
        case passwordTooLong
        case hashingFailed
        case invalidKeyLength
        case sealedValueRejected
        case sealedTextMalformed
        case busy
    }

    let code: Code

    init(_ code: Code) {
        self.code = code
    }

    /// A ``PasswordCost`` below the OWASP floor of 2 iterations and 19 MiB.
    public static let costBelowMinimum = SecurityError(.costBelowMinimum)
    /// A ``PasswordCost`` above what libsodium accepts.
    public static let costAboveMaximum = SecurityError(.costAboveMaximum)
    /// A password longer than ``PasswordHasher/maximumPasswordBytes`` in UTF-8.
    public static let passwordTooLong = SecurityError(.passwordTooLong)
    /// Argon2id could not run, almost always because the memory it needs could not be allocated.
    public static let hashingFailed = SecurityError(.hashingFailed)
    /// Every hashing slot stayed taken for the hasher's whole queue timeout; try again shortly.
    public static let busy = SecurityError(.busy)
    /// A ``SecretBox`` key that is not 32 bytes long.
    public static let invalidKeyLength = SecurityError(.invalidKeyLength)
    /// A sealed value that was altered, truncated or sealed with another key.
    public static let sealedValueRejected = SecurityError(.sealedValueRejected)
    /// Sealed text that is not base64, or whose content is not UTF-8.
    public static let sealedTextMalformed = SecurityError(.sealedTextMalformed)

    /// A sentence saying what went wrong, without secrets.
    public var description: String {
        switch code {
        case .costBelowMinimum:
            "The password hashing cost is below the minimum of \(PasswordCost.owaspMinimum.iterations) iterations "
                + "and \(PasswordCost.owaspMinimum.memoryBytes / 1_048_576) MiB."
        case .costAboveMaximum:
            "The password hashing cost is above the maximum the hashing library accepts."
        case .passwordTooLong:
            "The password is longer than \(PasswordHasher.maximumPasswordBytes) bytes."
        case .hashingFailed:
            "The password could not be hashed; the server may be out of memory."
        case .invalidKeyLength:
            "The secret key must be \(SecretBox.keyByteCount) bytes long."
        case .sealedValueRejected:
            "The sealed value was altered or sealed with a different key."
        case .sealedTextMalformed:
            "The sealed text is not valid base64 or does not hold UTF-8 text."
        case .busy:
            "Too many passwords are being checked at once; try again in a few seconds."
        }
    }
}
