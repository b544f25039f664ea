import CardboxCore
import Testing

@testable import CardboxGeneration

/// Notes that state a fact about something named in nearly every sentence, as history and science notes do.
@Suite struct FactDenseNotesTests {
    private let notes = TestDocument.make(
        """
        # The Industrial Revolution

        ## Textiles

        In 1764 James Hargreaves invented the spinning jenny in Lancashire. Richard Arkwright opened his \
        water-powered mill at Cromford in 1771. The Luddites smashed machines in Nottingham in 1811.

        ## Steam and rail

        James Watt patented his improved steam engine in 1769. George Stephenson built the Rocket for the Rainhill \
        Trials in 1829. The Liverpool and Manchester Railway opened on 15 September 1830. Two years later the \
        Reform Act changed the franchise.

        ## Exhibition

        Queen Victoria opened the Great Exhibition in London. Joseph Paxton designed its glass hall, the Crystal \
        Palace. About six million people visited it in 1851.
        """)

    private func drafts() async throws -> [CardDraft] {
        let recorder = EmitRecorder()
        _ = try await GenerationPipeline(generator: ExtractiveGenerator()).run(document: notes) { recorder.record($0) }
        return recorder.drafts
    }

    @Test func eachNamedFactMayGiveACardWhateverTheWordCount() async throws {
        let cards = try await drafts()
        // About 120 words: one card per 60 words would give three for the whole text.
        #expect(cards.count >= 8, "\(cards.map(\.answer))")
        let chunks = Chunker.chunks(of: notes)
        #expect(chunks.map(Chunker.namedFacts) == [3, 4, 3])
        #expect(chunks.allSatisfy { Chunker.budget(for: $0) >= 3 && Chunker.clozeAllowance(for: $0) >= 3 })
    }

    @Test func datesAndAmountsFillAtMostHalfOfASectionsCardsOnTheFirstPass() async throws {
        let cards = try await drafts()
        let numbers = cards.filter { $0.answer.allSatisfy { $0.isNumber || $0 == "," } }
        #expect(numbers.count * 3 <= cards.count * 2, "\(cards.map(\.answer))")
        #expect(cards.contains { $0.answer.first?.isLetter == true && $0.source.quote?.contains("1811") == true })
    }

    @Test func noBlankOverTheDayOfADateOrAPieceOfATitle() async throws {
        let cards = try await drafts()
        #expect(!cards.contains { $0.answer == "15" })
        #expect(!cards.contains { $0.answer == "Manchester Railway" || $0.distractors.contains("Manchester Railway") })
        #expect(QuantityFinder.mentions(in: Tokenizer.tokens(in: "It opened on 15 September 1830.")).count == 1)
    }

    @Test func aSentenceThatFollowsEarlierEventsInTimeGivesNoCard() async throws {
        let cards = try await drafts()
        #expect(!cards.contains { $0.source.quote?.hasPrefix("Two years later") == true })
    }

    @Test func aSentenceOfNamesWithAVerbInLowerCaseIsAFactNotAListOfNames() async throws {
        #expect(!ExtractiveGenerator.isMostlyNames("Queen Victoria opened the Great Exhibition in London."))
        #expect(ExtractiveGenerator.isMostlyNames("Ben Trovato, Lars Thørväld and Aparna Patel"))
        #expect(ExtractiveGenerator.isMostlyNames("Institute for Clarity in Documentation, Dublin, Ohio"))
        let cards = try await drafts()
        #expect(cards.contains { $0.source.quote?.hasPrefix("Queen Victoria") == true })
    }
}
