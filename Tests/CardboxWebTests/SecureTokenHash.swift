import CardboxSecurity

/// The hash the store keeps for a token.
enum SecureTokenHash {
    static func of(_ token: String) -> String { SecureToken.hash(token) }
}
