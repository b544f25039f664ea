import CardboxCore
import CardboxGeneration
import Testing

/// A reference a bracket gives after a name ("(ASN.1, as specified by the X.680 recommendation)") becomes a
/// question asking for it.
@Suite struct BracketedReferenceRuleTests {
    /// Every candidate of a one-sentence chunk as "question → answer".
    private func cards(_ sentence: String) -> [String] {
        ExtractiveGenerator().allDrafts(from: TestDocument.chunk(sentence)).map { "\($0.question) → \($0.answer)" }
    }

    @Test func asksWhichRecommendationSpecifiesANotation() {
        let found = cards(
            "The library parses Abstract Syntax Notation One (ASN.1, as specified by the X.680 ITU-T recommendation) "
                + "and manages its structures.")
        #expect(found.contains("ASN.1 is specified by which ITU-T recommendation? → X.680"))
    }

    @Test func everyReferenceOfASentenceGivesACardAndEachIsChosen() {
        let sentence =
            "This document describes a library that provides Abstract Syntax Notation One (ASN.1, as specified by "
            + "the X.680 ITU-T recommendation) parsing, and Distinguished Encoding Rules (DER, as per X.690) encoding."
        let found = cards(sentence)
        #expect(found.contains("ASN.1 is specified by which ITU-T recommendation? → X.680"))
        #expect(found.contains("DER is defined as per which specification? → X.690"))
        // Both stated facts are chosen from the one sentence, with room in the quota.
        let chosen = ExtractiveGenerator().drafts(from: TestDocument.chunk(sentence), quota: 4).map(\.answer)
        #expect(chosen.contains("X.680"))
        #expect(chosen.contains("X.690"))
    }

    @Test func asksWhichSpecificationABareCitationFollows() {
        let found = cards("It encodes and decodes Distinguished Encoding Rules (DER, as per X.690) in memory.")
        #expect(found.contains("DER is defined as per which specification? → X.690"))
    }

    @Test func takesAWordAndANumberAsAReference() {
        let found = cards("The log stores every event with its time stamp (timestamps, as defined in ISO 8601) first.")
        #expect(found.contains("Timestamps are defined in which specification? → ISO 8601"))
    }

    @Test func leavesBracketsWithoutAReferenceCodeAlone() {
        let found = cards("The parser reads the notation (the grammar, as described in the next chapter) quickly.")
        #expect(!found.contains { $0.contains("which specification") || $0.contains("which next") })
        let plain = cards("The library handles certificates (as specified by the recommendation) and keys.")
        #expect(!plain.contains { $0.contains("which recommendation") })
    }
}
