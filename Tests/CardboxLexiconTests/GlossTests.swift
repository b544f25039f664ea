import Testing

@testable import CardboxLexicon

/// Splitting glosses into a definition and examples, including the irregular ones in WordNet 3.0.
@Suite struct GlossTests {
    @Test func definitionThenQuotedExamples() {
        let gloss = Gloss("coming into existence; \"an emergent republic\"; \"emerging nations\"  ")
        #expect(gloss.definition == "coming into existence")
        #expect(gloss.examples == ["an emergent republic", "emerging nations"])
    }

    @Test func semicolonsInsideExamplesDoNotSplitThem() {
        let gloss = Gloss("loosening; \"the tying of bow ties is an art; the untying is easy\"")
        #expect(gloss.examples == ["the tying of bow ties is an art; the untying is easy"])
    }

    @Test func quotedPhrasesInsideTheDefinitionStayThere() {
        let gloss = Gloss("progress (especially in the phrase \"make strides\"); \"they made big strides\"")
        #expect(gloss.definition == "progress (especially in the phrase \"make strides\")")
        #expect(gloss.examples == ["they made big strides"])
    }

    @Test func examplesMayFollowAColon() {
        let gloss = Gloss("the act of assembling: \"mobilization of the troops\"")
        #expect(gloss.definition == "the act of assembling")
        #expect(gloss.examples == ["mobilization of the troops"])
    }

    @Test func attributionsAreDropped() {
        let gloss = Gloss("destruction; \"the evil that men do lives after them\"- Shakespeare")
        #expect(gloss.examples == ["the evil that men do lives after them"])
        #expect(Gloss("x; \"a Daniel come to judgment\" -- Shakespeare").examples == ["a Daniel come to judgment"])
    }

    @Test func otherTextAfterAQuoteKeepsTheExampleWhole() {
        let gloss = Gloss("begin to speak or say; \"Now listen, friends,\" he began")
        #expect(gloss.examples == ["\"Now listen, friends,\" he began"])
    }

    @Test func unquotedNotesAfterExamplesJoinTheDefinition() {
        let gloss = Gloss("ready; \"madcap escapades\"; (`brainish' is archaic)")
        #expect(gloss.definition == "ready; (`brainish' is archaic)")
        #expect(gloss.examples == ["madcap escapades"])
    }

    @Test func unclosedAndMissingExamples() {
        #expect(Gloss("a notice; \"a notice of sale").examples == ["a notice of sale"])
        #expect(Gloss("move fast").examples.isEmpty)
        #expect(Gloss("\"only an example\"").definition.isEmpty)
        #expect(Gloss("").definition.isEmpty)
    }
}
