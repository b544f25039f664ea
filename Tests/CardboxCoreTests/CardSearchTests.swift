import CardboxCore
import CardboxTestSupport
import Testing

/// Anki-style card searches: each filter against cards built for it, negation, quoting, and refused queries.
@Suite struct CardSearchTests {
    let today = Fixtures.today

    /// A card in review, due `dueIn` days from today, with an interval and lapses.
    func reviewCard(dueIn: Int, interval: Int, lapses: Int = 0, tags: [String] = []) -> Card {
        var content = Fixtures.content(front: "¿Dónde está la biblioteca?", back: "Where is the library?")
        content.tags = tags
        var card = Fixtures.card(id: 7, content: content)
        card.schedule.phase = .review
        card.schedule.dueDay = StudyDay(index: today.index + dueIn)
        card.schedule.intervalDays = interval
        card.schedule.lapses = lapses
        card.schedule.repetitions = 4
        return card
    }

    func matches(_ query: String, _ card: Card, deck: String = "Spanish", setAside: SetAside? = nil) throws -> Bool {
        try CardSearch(parsing: query).matches(card, deckName: deck, setAside: setAside, today: today)
    }

    @Test func textIsFoundInAnyFieldAndAllTermsMustMatch() throws {
        let card = reviewCard(dueIn: 0, interval: 3)
        #expect(try matches("library", card))
        #expect(try matches("LIBRARY biblioteca", card))
        #expect(try matches("\"is the library\"", card))
        #expect(try !matches("\"the is library\"", card))
        #expect(try !matches("library museum", card))
        #expect(try matches("", card))
    }

    @Test func fieldsMatchWholeWithStarsAndAnyCase() throws {
        let card = reviewCard(dueIn: 0, interval: 3, tags: ["travel", "a1"])
        #expect(try matches("back:where*", card))
        #expect(try matches("back:*LIBRARY?", card))
        #expect(try !matches("back:where", card), "a field without stars matches only whole")
        #expect(try matches("front:*biblio*", card))
        #expect(try matches("deck:spanish", card))
        #expect(try !matches("deck:span", card))
        #expect(try matches("deck:span*", card))
        #expect(try matches("tag:a1", card))
        #expect(try matches("tag:trav*", card))
        #expect(try matches("c:greetings category:Greet*", card))
        #expect(try !matches("tag:food", card))
    }

    @Test func statesFollowTheScheduleAndTheSetAside() throws {
        let due = reviewCard(dueIn: -2, interval: 3)
        let later = reviewCard(dueIn: 5, interval: 10)
        let new = Fixtures.card()
        #expect(try matches("is:due is:review", due))
        #expect(try !matches("is:due", later))
        #expect(try !matches("is:due", new), "a new card is new, not due")
        #expect(try matches("is:new", new))
        #expect(try !matches("is:due", due, setAside: .suspended), "a suspended card is not due")
        #expect(try matches("is:suspended", due, setAside: .suspended))
        #expect(try matches("is:buried -is:suspended", due, setAside: .buried(on: today)))
        #expect(try !matches("is:flagged", due))
        var flagged = due
        flagged.content = due.content.togglingFlag()
        #expect(try matches("is:flagged", flagged))
    }

    @Test func propertiesCompareNumbers() throws {
        let card = reviewCard(dueIn: 5, interval: 31, lapses: 3)
        #expect(try matches("prop:ivl>30", card))
        #expect(try !matches("prop:ivl>31", card))
        #expect(try matches("prop:ivl>=31 prop:ivl<=31 prop:ivl=31", card))
        #expect(try matches("prop:due=5 prop:lapses>=3 prop:reps!=0", card))
        #expect(try matches("prop:ease>2", card))
        #expect(try matches("-prop:ivl<30", card))
    }

    @Test func unreadableQueriesAreRefusedWithTheReason() throws {
        #expect(throws: CardSearchError.unclosedQuote) { try CardSearch(parsing: "\"open") }
        #expect(throws: CardSearchError.self) { try CardSearch(parsing: "colour:red") }
        #expect(throws: CardSearchError.self) { try CardSearch(parsing: "is:sleepy") }
        #expect(throws: CardSearchError.noComparison("ivl30")) { try CardSearch(parsing: "prop:ivl30") }
        #expect(throws: CardSearchError.notANumber("x")) { try CardSearch(parsing: "prop:ivl>x") }
        #expect(throws: CardSearchError.self) { try CardSearch(parsing: "prop:size>3") }
        // A colon after something that is not a filter name is text, such as a time.
        #expect(try CardSearch(parsing: "12:30").terms == [.text("12:30")])
        #expect(
            CardSearchError.unknownState("sleepy", known: ["due", "new"]).description
                == "'is:sleepy' is not a card state; use is:due, is:new.")
    }
}
