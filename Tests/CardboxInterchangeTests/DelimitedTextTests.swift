import CardboxCore
import CardboxInterchange
import Foundation
import Testing

/// Spreadsheet text as spreadsheets and Anki write it: separators, quoting, headers, and files that are refused.
@Suite struct DelimitedTextTests {
    private func read(_ text: String, separator: Unicode.Scalar? = nil) throws -> DelimitedText {
        try DelimitedText(reading: Array(text.utf8), separator: separator)
    }

    @Test(
        arguments: [
            ("front,back\nperro,dog\n", ","), ("front;back\nperro;dog\n", ";"), ("front\tback\nperro\tdog\n", "\t"),
            ("front|back\nperro|dog\n", "|"),
            // Commas inside the fields do not outvote the separator every line has once.
            ("uno, dos;one, two\ntres;three\n", ";"),
            // Nor do separators inside quotes.
            ("\"a;b;c\",x\n\"d;e\",y\n", ","),
        ] as [(String, Unicode.Scalar)])
    func theSeparatorIsTheOneEveryLineShares(text: String, separator: Unicode.Scalar) throws {
        let read = try read(text)
        #expect(read.separator == separator)
        #expect(read.records.count == 2)
        #expect(read.records.allSatisfy { $0.fields.count == 2 })
    }

    @Test func quotesLineBreaksBOMAndCRLFAreRead() throws {
        let text = "\u{FEFF}front,back\r\n\"say \"\"hola\"\"\",\"two\r\nlines\"\r\n\r\nplain,\"a, b\",,\r\n"
        let read = try read(text)
        #expect(
            read.records.map(\.fields) == [["front", "back"], ["say \"hola\"", "two\r\nlines"], ["plain", "a, b"]])
        #expect(read.records.map(\.line) == [1, 2, 5])
    }

    @Test func ankiHeadersAreReadAndNotTakenForCards() throws {
        let text = """
            #separator:Pipe
            #html:true
            #tags:verbs spanish
            #deck:Spanish::Verbs
            #tags column:3
            #guid column:4
            # a comment
            comer|to eat|food|abc123
            """
        let read = try read(text)
        #expect(read.separator == "|")
        #expect(read.headers.isHTML == true)
        #expect(read.headers.tags == ["verbs", "spanish"])
        #expect(read.headers.deck == "Spanish::Verbs")
        #expect(read.headers.tagsColumn == 2)
        #expect(read.headers.guidColumn == 3)
        #expect(read.records.map(\.fields) == [["comer", "to eat", "food", "abc123"]])
        #expect(read.records.first?.line == 8)
    }

    @Test func anUnclosedQuoteNamesItsLine() throws {
        #expect(throws: TextImportError.unclosedQuote(line: 2)) { try read("a,b\n\"never,closed\nc,d\n") }
    }

    @Test func textThatIsNotUTF8NamesItsLine() throws {
        let bytes = Array("front,back\nperro,dog\n".utf8) + [0x63, 0x61, 0x66, 0xE9, 0x2C, 0x78, 0x0A]
        #expect(throws: TextImportError.invalidUTF8(line: 3)) { try DelimitedText(reading: bytes) }
    }

    @Test func aTenMegabyteCellIsRefusedWithoutReadingOn() throws {
        let cell = String(repeating: "x", count: 10 * 1_048_576)
        #expect(throws: TextImportError.fieldTooLong(line: 2, column: 2, limit: 10_000)) {
            try read("front,back\nok,\(cell)\n")
        }
    }
}

/// Records becoming cards: the columns found or given, rows that cannot be cards, decks named by a column.
@Suite struct CardTextFileTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func read(
        _ text: String, format: CardTextFile.Format = .delimited(separator: nil), columns: CardColumns? = nil
    ) throws -> CardTextFile.Contents {
        try CardTextFile.read(Array(text.utf8), format: format, columns: columns, deck: "Inbox", at: now)
    }

    @Test func aHeaderRowNamesTheColumnsInWordsPeopleUse() throws {
        let text = """
            Question,Answer,Wrong answer 1,Wrong answer 2,Wrong answer 3,Explanation,Topic,Tags
            Capital of Peru,Lima,Quito,Bogotá,Santiago,On the coast.,Capitals,south america
            """
        let contents = try read(text)
        let card = try #require(contents.decks.first?.cards.first?.content)
        #expect(contents.decks.map(\.name) == ["Inbox"])
        #expect(card.front == "Capital of Peru")
        #expect(card.back == "Lima")
        #expect(card.distractors == ["Quito", "Bogotá", "Santiago"])
        #expect(card.explanation == "On the coast.")
        #expect(card.category == "Capitals")
        #expect(card.tags == ["south", "america"])
    }

    @Test func withoutAHeaderTheFirstTwoColumnsAreFrontAndBack() throws {
        let contents = try read("perro,dog,extra\ngato,cat\n")
        #expect(contents.decks.first?.cards.map(\.content.front) == ["perro", "gato"])
        #expect(contents.decks.first?.cards.map(\.content.back) == ["dog", "cat"])
        #expect(contents.columns.roles.prefix(2) == [.front, .back])
    }

    @Test func givenColumnsWinAndOneWrongColumnMaySplitAtBars() throws {
        let columns = try CardColumns(names: ["skip", "back", "front", "wrong"])
        let contents = try read("1;dog;perro;cat|cow|horse\n", columns: columns)
        let card = try #require(contents.decks.first?.cards.first?.content)
        #expect(card.front == "perro")
        #expect(card.back == "dog")
        #expect(card.distractors == ["cat", "cow", "horse"])
        #expect(throws: TextImportError.unknownColumn("colour")) { try CardColumns(names: ["front", "colour"]) }
        #expect(throws: TextImportError.missingColumn("back")) {
            try read("a,b\n", columns: CardColumns(roles: [.front, .skip]))
        }
    }

    @Test func aHeaderRowIsNoCardEvenWhenTheColumnsAreGiven() throws {
        let columns = try CardColumns(names: ["front", "back", "category"])
        let contents = try read("Question,Answer,Explanation\nperro,dog,Spanish\n", columns: columns)
        #expect(contents.decks.first?.cards.map(\.content.front) == ["perro"])
        #expect(contents.decks.first?.cards.first?.content.category == "Spanish")
        // A first row of words that name no role is data.
        let plain = try read("Spanish,English,Notes\nperro,dog,pet\n", columns: columns)
        #expect(plain.decks.first?.cards.map(\.content.front) == ["Spanish", "perro"])
    }

    @Test func rowsThatMakeNoCardAreSkippedWithTheirLineAndTheRestKept() throws {
        let contents = try read("front,back,wrong\nperro,dog,cat\n,orphan,\ngato,,\ncasa,house,house\n")
        #expect(contents.decks.first?.cards.map(\.content.front) == ["perro"])
        #expect(
            contents.skipped == [
                CardTextFile.Skipped(line: 3, reason: "The card's front is empty."),
                CardTextFile.Skipped(line: 4, reason: "The card's back is empty."),
                CardTextFile.Skipped(line: 5, reason: "A distractor is the same as the answer."),
            ])
        #expect(throws: TextImportError.noCard(line: 2, reason: "The card's back is empty.")) {
            try read("front,back\nonly,\n")
        }
        #expect(throws: TextImportError.empty) { try read("\n\n") }
    }

    @Test func ankiExportsKeepTheirDecksTagsAndHTML() throws {
        // As Anki 26.9 writes notes: guid, notetype and deck columns, tags last.
        let text = """
            #separator:tab
            #html:true
            #guid column:1
            #notetype column:2
            #deck column:3
            #tags column:6
            a1\tBasic\tSpanish::Verbs\t<b>comer</b>\tto eat<br>to dine\tverbs food
            a2\tBasic\tSpanish\thola\thello &amp; hi\t
            """
        let contents = try read(text)
        #expect(contents.decks.map(\.name) == ["Spanish::Verbs", "Spanish"])
        let verb = try #require(contents.decks.first?.cards.first?.content)
        #expect(verb.front == "**comer**")
        #expect(verb.back == "to eat\nto dine")
        #expect(verb.tags == ["verbs", "food"])
        #expect(contents.decks.last?.cards.first?.content.back == "hello & hi")
    }

    @Test func quizletTextSplitsAtTheFirstTermSeparatorOnly() throws {
        let standard = try read("perro\tdog\ngato\tcat, feline\tpet\nno separator here\n", format: .quizlet(.standard))
        #expect(standard.decks.first?.cards.map(\.content.back) == ["dog", "cat, feline\tpet"])
        #expect(standard.skipped.map(\.line) == [3])
        let custom = try read("uno - one;dos - two;", format: .quizlet(QuizletText.Separators(term: " - ", row: ";")))
        #expect(custom.decks.first?.cards.map(\.content.front) == ["uno", "dos"])
    }

    @Test func aCSVExportReadsBackIntoTheSameCards() throws {
        let contents = [
            CardContent(
                front: "=SUM(A1)", back: "a formula, \"quoted\"", explanation: "two\nlines",
                distractors: ["-1", "b", "c"], category: "Sheets", tags: ["x", "y"]),
            CardContent(front: "plain", back: "text"),
        ]
        let cards = contents.enumerated().map { index, content in
            Card(
                id: CardID(rawValue: Int64(index + 1)), deckID: DeckID(rawValue: 1), content: content, createdAt: now,
                schedule: .new(dueOn: StudyDay(index: 0)))
        }
        let csv = DeckTextExport.csv(cards)
        #expect(csv.hasPrefix("front,back,explanation,wrong answer 1,wrong answer 2,wrong answer 3,category,tags\r\n"))
        #expect(csv.contains("'=SUM(A1)"))
        let read = try read(csv)
        #expect(read.decks.first?.cards.map(\.content) == contents)

        let (quizlet, replaced) = DeckTextExport.quizlet(cards)
        #expect(quizlet == "=SUM(A1)\ta formula, \"quoted\"\nplain\ttext\n")
        #expect(replaced == 0)
        #expect(QuizletText.write([("a\tb", "c\nd")], separators: .standard) == ("a b\tc d\n", 2))
        // A tab followed by a combining mark is one character, and still a tab to Quizlet.
        #expect(QuizletText.write([("a\t\u{0301}b", "c")], separators: .standard) == ("a \u{0301}b\tc\n", 1))
    }

    @Test func fileKindsAreToldFromNameAndContent() {
        #expect(CardFileImport.format(ofFileNamed: "deck.APKG", bytes: []) == .anki)
        #expect(CardFileImport.format(ofFileNamed: "all.colpkg", bytes: []) == .anki)
        #expect(CardFileImport.format(ofFileNamed: "words.csv", bytes: []) == .csv)
        #expect(CardFileImport.format(ofFileNamed: "words.tsv", bytes: []) == .tsv)
        #expect(CardFileImport.format(ofFileNamed: "set.txt", bytes: Array("a\tb\nc\td\n".utf8)) == .quizlet)
        #expect(CardFileImport.format(ofFileNamed: "notes.txt", bytes: Array("#separator:tab\na\tb\n".utf8)) == .tsv)
        #expect(
            CardFileImport.format(ofFileNamed: "notes.txt", bytes: Array("Photosynthesis makes sugar.\n".utf8)) == nil)
        #expect(CardFileImport.format(ofFileNamed: "paper.pdf", bytes: []) == nil)
        #expect(CardFileImport.deckName(forFileNamed: "/tmp/Spanish verbs.csv") == "Spanish verbs")
    }
}
