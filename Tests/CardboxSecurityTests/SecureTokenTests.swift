import CardboxSecurity
import Testing

/// Session and reset tokens, their stored hash, constant-time comparison and join codes.
@Suite struct SecureTokenTests {
    static let urlSafe = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    @Test func aDefaultTokenIs43URLSafeCharacters() {
        let token = SecureToken.generate()
        #expect(token.count == 43)
        #expect(token.allSatisfy { Self.urlSafe.contains($0) })
    }

    @Test(arguments: [1, 16, 33, 64])
    func tokenLengthFollowsTheByteCount(byteCount: Int) {
        let token = SecureToken.generate(byteCount: byteCount)
        #expect(token.count == (byteCount * 4 + 2) / 3)
        #expect(token.allSatisfy { Self.urlSafe.contains($0) })
    }

    @Test func aThousandTokensAreAllDifferent() {
        let tokens = (0..<1_000).map { _ in SecureToken.generate() }
        #expect(Set(tokens).count == 1_000)
    }

    @Test func theStoredHashIs64HexDigitsAndDeterministic() {
        let token = SecureToken.generate()
        let digest = SecureToken.hash(token)
        #expect(digest.count == 64)
        #expect(digest.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(SecureToken.hash(token) == digest)
        #expect(SecureToken.hash(token + "x") != digest)
        #expect(!digest.contains(token))
    }

    @Test func theHashIsBLAKE2b256() {
        // Known answer for BLAKE2b with a 32-byte digest and no key, from the reference implementation.
        #expect(SecureToken.hash("") == "0e5751c026e543b2e8ab2eb06099daa1d1e5df47778f7787faab45cdf12fe3a8")
        #expect(SecureToken.hash("abc") == "bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319")
    }

    @Test(arguments: [
        ("abc", "abc", true), ("abc", "abd", false), ("abc", "ab", false), ("", "", true), ("", "a", false),
        ("é", "e\u{301}", false), ("token-1", "token-1", true),
    ])
    func constantTimeEqualsComparesBytes(a: String, b: String, equal: Bool) {
        #expect(SecureToken.constantTimeEquals(a, b) == equal)
        #expect(SecureToken.constantTimeEquals(b, a) == equal)
    }

    @Test func randomCodesUseOnlyTheAlphabetAtTheRequestedLength() {
        let alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
        for length in [0, 1, 8, 40] {
            let code = SecureToken.randomCode(length: length, alphabet: alphabet)
            #expect(code.count == length)
            #expect(code.allSatisfy { alphabet.contains($0) })
        }
    }

    @Test func randomCodesReachEverySymbol() {
        let alphabet = "ab🙂"
        let seen = Set(SecureToken.randomCode(length: 300, alphabet: alphabet))
        #expect(seen == Set(alphabet))
    }
}
