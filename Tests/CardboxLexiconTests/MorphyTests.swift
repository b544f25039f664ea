import Testing

@testable import CardboxLexicon

/// The detachment rules on their own, before the index filters their candidates.
@Suite struct MorphyTests {
    @Test func nounRulesFollowWordNetsTable() {
        #expect(Morphy.candidates(for: "churches", as: .noun) == ["churche", "church"])
        #expect(Morphy.candidates(for: "parties", as: .noun) == ["partie", "party"])
        #expect(Morphy.candidates(for: "women", as: .noun) == ["woman"])
    }

    @Test func nounsEndingInDoubleSOrVeryShortAreLeftAlone() {
        #expect(Morphy.candidates(for: "glass", as: .noun).isEmpty)
        #expect(Morphy.candidates(for: "as", as: .noun).isEmpty)
        #expect(Morphy.candidates(for: "glass", as: .verb) == ["glas"])
    }

    @Test func fulNounsKeepTheSuffix() {
        #expect(Morphy.candidates(for: "boxesful", as: .noun) == ["boxeful", "boxful"])
    }

    @Test func verbAndAdjectiveRules() {
        #expect(Morphy.candidates(for: "hoping", as: .verb) == ["hope", "hop"])
        #expect(Morphy.candidates(for: "wider", as: .adjective) == ["wid", "wide"])
    }

    @Test func adverbsHaveNoRules() {
        #expect(Morphy.candidates(for: "quickly", as: .adverb).isEmpty)
    }
}
