import CardboxCore
import Testing

/// One length limit for every text a card holds, and names that must show something.
struct TextValidationTests {
    static let tooLong = String(repeating: "a", count: CardContent.maximumTextLength + 1)
    static let longest = String(repeating: "a", count: CardContent.maximumTextLength)

    @Test(arguments: ["category", "distractor", "tag", "pitfall", "explanation"])
    func everyCardTextFieldHasTheSameLimit(field: String) throws {
        func content(_ text: String) -> CardContent {
            var content = CardContent(front: "Powerhouse?", back: "Mitochondrion")
            switch field {
            case "category": content.category = text
            case "distractor": content.distractors = ["Ribosome", text]
            case "tag": content.tags = ["cells", text]
            case "pitfall": content.pitfall = text
            default: content.explanation = text
            }
            return content
        }
        #expect(throws: CardError.tooLong(limit: CardContent.maximumTextLength)) {
            try content(Self.tooLong).validated()
        }
        #expect(throws: Never.self) { try content(Self.longest).validated() }
    }

    @Test func theLimitCountsCharactersNotBytes() {
        let limit = CardContent.maximumTextLength
        let wide = String(repeating: "é", count: limit)
        #expect(wide.utf8.count > limit)
        #expect(throws: Never.self) { try CardContent(front: "Accent?", back: "e", explanation: wide).validated() }
        #expect(throws: CardError.tooLong(limit: limit)) {
            try CardContent(front: "Accent?", back: "e", explanation: wide + "é").validated()
        }
    }

    @Test func aFrontOrBackThatShowsNothingIsEmpty() {
        let invisible = "\u{200B}\u{202E}\u{2066}\u{FEFF} \u{00AD}"
        #expect(throws: CardError.emptyFront) {
            try CardContent(front: invisible, back: "Mitochondrion").validated()
        }
        #expect(throws: CardError.emptyBack) {
            try CardContent(front: "Powerhouse?", back: "\u{202D}\u{200C}").validated()
        }
        #expect(throws: Never.self) { try CardContent(front: "\u{202E}abc", back: "x").validated() }
    }

    @Test func namesMadeOnlyOfInvisibleCharactersAreRefused() throws {
        for name in ["\u{202E}", "\u{200B}\u{200B}", "\u{2067}\u{2069}", "\u{3164}", " \u{FEFF} "] {
            #expect(throws: DeckError.emptyName) { try Deck.validatedName(name) }
            #expect(throws: UserNameError.empty) { try User.validatedName(name) }
        }
        #expect(try Deck.validatedName(" Cells ") == "Cells")
        #expect(try User.validatedName(" Ada ") == "Ada")
        #expect(try User.validatedName("\u{202E}Ada") == "\u{202E}Ada")
        #expect(throws: UserNameError.tooLong(limit: 80)) { try User.validatedName(String(repeating: "x", count: 81)) }
    }
}
