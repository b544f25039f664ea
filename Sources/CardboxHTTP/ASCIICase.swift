extension StringProtocol {
    /// Whether the two texts are equal when ASCII letters are compared without regard to case.
    ///
    /// HTTP compares header names and other tokens so; other bytes must be equal, and nothing is copied.
    public func equalsIgnoringASCIICase(_ other: some StringProtocol) -> Bool {
        let left = utf8
        let right = other.utf8
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { a, b in
            a == b || (a | 0x20 == b | 0x20 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(a | 0x20))
        }
    }
}
