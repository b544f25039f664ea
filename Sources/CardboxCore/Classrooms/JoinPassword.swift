/// The password students type to join a classroom: eight symbols from an alphabet without look-alikes.
///
/// The alphabet has 31 symbols (the digits 2–9 and the capital letters without I, L and O), so a password carries
/// 8 × log2 31 ≈ 39.6 bits. The value is stored as the teacher must be able to show it, and compared in constant
/// time.
public struct JoinPassword: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The eight canonical symbols, upper case, no separator.
    public let value: String

    /// The symbols a password is made of.
    public static let alphabet: [Character] = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")
    /// How many symbols a password has.
    public static let length = 8

    /// Wraps canonical text that is known to be valid, such as a value read back from the store; `nil` when it is not
    /// eight alphabet symbols.
    public init?(canonical value: String) {
        guard value.count == Self.length, value.allSatisfy(Self.alphabet.contains) else { return nil }
        self.value = value
    }

    /// Generates a password, each symbol drawn uniformly from ``alphabet``.
    public static func generate(using generator: inout some RandomNumberGenerator) -> JoinPassword {
        let symbols = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
        return JoinPassword(uncheckedValue: String(symbols))
    }

    /// Reads what a person typed: spaces and hyphens are dropped and letters upper-cased; `nil` when what remains is
    /// not eight alphabet symbols.
    public static func normalized(typed input: String) -> JoinPassword? {
        let kept = input.filter { !$0.isWhitespace && $0 != "-" }.uppercased()
        return JoinPassword(canonical: kept)
    }

    /// The password as shown to people: two groups of four, such as `ABCD-EF23`.
    public var display: String {
        String(value.prefix(Self.length / 2)) + "-" + String(value.suffix(Self.length / 2))
    }

    /// Compares with another password in time that does not depend on where they differ.
    public func matches(_ other: JoinPassword) -> Bool {
        var difference: UInt8 = 0
        for (left, right) in zip(value.utf8, other.value.utf8) { difference |= left ^ right }
        return difference == 0 && value.utf8.count == other.value.utf8.count
    }

    /// The canonical value.
    public var description: String { value }

    private init(uncheckedValue: String) { value = uncheckedValue }
}
