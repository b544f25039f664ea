import CardboxCore
import Testing

/// Join passwords: the alphabet, generation from a seeded generator, and reading what people type.
@Suite struct JoinPasswordTests {
    @Test func theAlphabetHasThirtyOneSymbolsWithoutLookAlikes() {
        #expect(JoinPassword.alphabet.count == 31)
        #expect(Set(JoinPassword.alphabet).count == 31)
        for ambiguous in "01OIL" { #expect(!JoinPassword.alphabet.contains(ambiguous)) }
        #expect(JoinPassword.length == 8)
    }

    @Test func generatedPasswordsAreEightAlphabetSymbolsAndRepeatForASeed() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        var other = SplitMix64(seed: 43)
        let password = JoinPassword.generate(using: &first)
        #expect(password.value.count == 8)
        #expect(password.value.allSatisfy(JoinPassword.alphabet.contains))
        #expect(JoinPassword.generate(using: &second) == password)
        #expect(JoinPassword.generate(using: &other) != password)
    }

    @Test func generationUsesTheWholeAlphabet() {
        var generator = SplitMix64(seed: 7)
        var seen = Set<Character>()
        for _ in 0..<200 { seen.formUnion(JoinPassword.generate(using: &generator).value) }
        #expect(seen == Set(JoinPassword.alphabet))
    }

    @Test(arguments: [
        ("ABCD-EF23", "ABCDEF23"), (" abcd ef23 ", "ABCDEF23"), ("abcdef23", "ABCDEF23"),
        ("a-b-c-d-e-f-2-3", "ABCDEF23"),
    ])
    func typedInputIsNormalised(typed: String, canonical: String) {
        #expect(JoinPassword.normalized(typed: typed)?.value == canonical)
    }

    @Test(arguments: ["", "ABCDEF2", "ABCDEF234", "ABCDEF20", "ABCDEFO2", "ABCDEFI2", "ABCDEFL2", "ABCD_EF2"])
    func malformedInputIsRefused(typed: String) {
        #expect(JoinPassword.normalized(typed: typed) == nil)
    }

    @Test func displayGroupsByFourAndMatchingComparesValues() throws {
        let password = try #require(JoinPassword(canonical: "ABCDEF23"))
        #expect(password.display == "ABCD-EF23")
        #expect(password.matches(try #require(JoinPassword.normalized(typed: "abcd ef23"))))
        #expect(!password.matches(try #require(JoinPassword(canonical: "ABCDEF24"))))
    }
}
