import CardboxWords
import Testing

/// Checking words before they reach the dictionary, the store or espeak-ng.
@Suite struct WordInputTests {
    @Test func tidiesSpacesAndKeepsCase() throws {
        #expect(try WordInput.normalize("  ice   cream\n") == "ice cream")
        #expect(try WordInput.normalize("mother-in-law") == "mother-in-law")
        #expect(try WordInput.normalize("o'clock") == "o'clock")
    }

    @Test(arguments: [
        ("", WordError.emptyWord), ("   \t", .emptyWord),
        ("-v", .invalidCharacters), ("rm;ls", .invalidCharacters), ("a/b", .invalidCharacters),
        ("$(id)", .invalidCharacters),
    ])
    func rejectsBadInput(_ text: String, _ error: WordError) {
        #expect(throws: error) { try WordInput.normalize(text) }
    }

    @Test func tenKilobyteWordIsTooLong() {
        #expect(throws: WordError.wordTooLong(limit: WordInput.maximumLength)) {
            try WordInput.normalize(String(repeating: "a", count: 10_000))
        }
    }

    @Test func messagesAreSentences() {
        #expect(WordError.emptyWord.description.hasSuffix("."))
        #expect(
            WordError.notFound(word: "recieve", suggestions: ["receive", "relieve"]).description
                == "The dictionary has no entry for 'recieve'. Did you mean 'receive' or 'relieve'?")
        #expect(
            WordError.allowanceUsedUp(limit: 30, resetsOn: "2025-02-01").description
                == "You have used all 30 look-ups for this month; more are available from 2025-02-01.")
    }
}
