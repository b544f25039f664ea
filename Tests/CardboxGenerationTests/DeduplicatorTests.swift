import CardboxCore
import CardboxGeneration
import Testing

/// Near-duplicate removal.
@Suite struct DeduplicatorTests {
    private let chunk = TestDocument.chunk(
        "A mitochondrion is an organelle that converts food into usable energy. "
            + "The plasma membrane controls what enters and leaves the cell.")

    /// A basic draft citing sentence `sentence` of the chunk.
    private func draft(_ question: String, _ answer: String, sentence: Int = 0, score: Double = 0.5) -> CardDraft {
        Drafts.citing(chunk, sentence: sentence, question: question, answer: answer, score: score)
    }

    @Test func removesEqualQuestionsKeepingTheHigherScore() {
        let low = draft("What is a mitochondrion?", "an organelle", score: 0.4)
        let high = draft("what is a Mitochondrion", "an organelle that converts food", score: 0.9)
        let result = Deduplicator().deduplicate([low, high])
        #expect(result.kept == [high])
        #expect(result.removed == [low])
    }

    @Test func removesQuestionsWithSimilarCharacterBigrams() {
        let a = draft("What does the plasma membrane control in the cell?", "what enters and leaves", sentence: 1)
        let b = draft("What does a plasma membrane control in a cell?", "what enters", sentence: 1, score: 0.6)
        #expect(Deduplicator().areDuplicates(a, b))
        #expect(Deduplicator().deduplicate([a, b]).kept == [b])
    }

    @Test func keepsShortTemplateQuestionsAboutDifferentTerms() {
        let dna = draft("What is DNA?", "a molecule")
        let rna = draft("What is RNA?", "another molecule", sentence: 1)
        #expect(!Deduplicator().areDuplicates(dna, rna))
    }

    @Test func removesTheSameAnswerFromTheSameSentence() {
        let a = draft("What converts food into usable energy?", "mitochondrion")
        let b = draft("Which organelle turns what we eat into fuel?", "Mitochondrion", score: 0.2)
        #expect(Deduplicator().areDuplicates(a, b))
        let elsewhere = draft("Which organelle turns what we eat into fuel?", "Mitochondrion", sentence: 1)
        #expect(!Deduplicator().areDuplicates(a, elsewhere))
    }

    @Test func treatsTwoClozesOfOneSentenceAsOneCard() {
        let sentence = "A {{answer}} is an organelle that converts food into usable energy."
        let a = Drafts.citing(chunk, kind: .cloze, question: sentence, answer: "mitochondrion")
        let b = Drafts.citing(
            chunk, kind: .cloze, question: "A mitochondrion is an {{answer}} that converts food into usable energy.",
            answer: "organelle")
        #expect(Deduplicator().areDuplicates(a, b))
    }

    @Test func removesDraftsDuplicatingExistingDeckCards() {
        let drafts = [draft("What is a mitochondrion?", "an organelle"), draft("What is a ribosome?", "a structure")]
        let existing: [(question: String, answer: String)] = [("What is a mitochondrion ?", "An organelle.")]
        let result = Deduplicator().deduplicate(drafts, existing: existing)
        #expect(result.kept.map(\.question) == ["What is a ribosome?"])
    }

    @Test func comparesStoredClozesWithTheirGapFilledIn() {
        let cloze = Drafts.citing(
            chunk, kind: .cloze, question: "A {{answer}} is an organelle that converts food into usable energy.",
            answer: "mitochondrion")
        let existing = [
            (question: "A _____ is an organelle that converts food into usable energy.", answer: "mitochondrion")
        ]
        #expect(Deduplicator().deduplicate([cloze], existing: existing).kept.isEmpty)
    }

    @Test func keepsOriginalOrderOfTheSurvivors() {
        let drafts = [
            draft("What is a ribosome?", "a structure", score: 0.1),
            draft("What is a lysosome?", "a sac", score: 0.9),
            draft("What is a vacuole?", "a space", score: 0.5),
        ]
        #expect(Deduplicator().deduplicate(drafts).kept == drafts)
    }

    @Test func indexGrowsOneCardAtATime() {
        var index = Deduplicator().makeIndex()
        let added = index.insert(draft("What is a mitochondrion?", "an organelle"))
        let addedAgain = index.insert(draft("What is a mitochondrion?", "an organelle"))
        #expect(added)
        #expect(!addedAgain)
        #expect(index.contains(draft("What is the mitochondrion?", "an organelle")))
    }
}
