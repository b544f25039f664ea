import CardboxCore
import Testing

@testable import CardboxGeneration

/// Grading cards against an answer key, and finding each kind of malformed card.
@Suite struct KeyedMetricsTests {
    private let document = TestDocument.make(
        """
        # Classes

        A child class, also called a subclass, inherits the fields and methods of its parent class.
        Encapsulation is the practice of hiding an object's internal state behind a public interface.
        Early work on information hiding (Parnas, 1972) showed that modules should hide design decisions.

        # References

        [1] Parnas, D. L. 1972. On the criteria to be used in decomposing systems into modules.
        """)

    private let key = """
        # two terms and a fact
        T: child class ; subclass | A class that inherits the fields and methods of its parent class.
        T: Encapsulation | The practice of hiding an object's internal state behind a public interface.
        F: information hiding | Early work on what showed that modules should hide design decisions?
        """

    /// A card citing paragraph `paragraph` of the document.
    private func card(
        _ question: String, _ answer: String, distractors: [String] = [], paragraph: Int = 2,
        kind: CardDraft.Kind = .basic
    ) -> CardDraft {
        let chunk = DocumentChunk(
            documentID: document.id, documentTitle: document.title, headingPath: [], paragraphs: document.paragraphs)
        return Drafts.citing(
            chunk, paragraph: paragraph, kind: kind, question: question, answer: answer, distractors: distractors)
    }

    /// The faults found in `cards`, graded against the key.
    private func faults(_ cards: [CardDraft]) throws -> [String: Int] {
        try KeyedMetrics(drafts: cards, key: AnswerKey(parsing: key), document: document).faults
    }

    @Test func readsTermsFactsAlternativesAndComments() throws {
        let parsed = try AnswerKey(parsing: key)
        #expect(parsed.items.count == 3)
        #expect(parsed.items[0].kind == .term)
        #expect(parsed.items[0].answers == ["child class", "subclass"])
        #expect(parsed.items[2].kind == .fact)
        #expect(parsed.items[2].line == 4)
    }

    @Test func rejectsALineThatIsNotAnItem() {
        #expect(throws: AnswerKey.ParseError.self) { try AnswerKey(parsing: "T: child class without a bar") }
        #expect(throws: AnswerKey.ParseError.self) { try AnswerKey(parsing: "Q: what | why") }
    }

    @Test func precisionCountsOnlyCardsThatMatchAKeyItem() throws {
        let cards = [
            card(
                "What do we call a class that inherits the fields and methods of its parent class?", "child class",
                distractors: ["abstract class", "static method", "sealed module"]),
            card(
                "What is encapsulation?", "the practice of hiding an object's internal state behind a public interface"),
            // Well formed and true, but no teacher's key asks it: it lowers precision.
            card("What did early work show that modules should hide?", "design decisions"),
        ]
        let metrics = KeyedMetrics(drafts: cards, key: try AnswerKey(parsing: key), document: document)
        #expect(metrics.matchedCards == 2)
        #expect(metrics.precisionPercent == 66.7)
        #expect(metrics.coveredItems == 2)
        #expect(metrics.recallPercent == 66.7)
        #expect(metrics.missedAnswers == ["information hiding"])
        #expect(metrics.threeGoodDistractorsPercent == 33.3)
        #expect(metrics.faults.isEmpty)
    }

    /// A wrong answer that cannot stand where the answer stands ("The list is matrix") is not a good one,
    /// when the dictionary can tell.
    @Test func wrongAnswersOfAnotherWordClassAreNotGood() throws {
        func sorted(_ distractors: [String]) -> CardDraft {
            card("The list of child classes is {{answer}}.", "sorted", distractors: distractors, kind: .cloze)
        }
        let dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:],
            classes: [
                "sorted": ["verb", "adjective"], "hashed": ["verb"], "indexed": ["verb", "adjective"],
                "packed": ["adjective", "verb"], "matrix": ["noun"], "data": ["noun"], "rows": ["noun", "verb"],
            ])
        let key = try AnswerKey(parsing: key)
        let participles = sorted(["hashed", "indexed", "packed"])
        let nouns = sorted(["matrix", "data", "rows"])
        #expect(KeyedMetrics(drafts: [participles], key: key, related: dictionary).threeGoodDistractorsPercent == 100)
        #expect(KeyedMetrics(drafts: [nouns], key: key, related: dictionary).threeGoodDistractorsPercent == 0)
        #expect(
            KeyedMetrics(drafts: [nouns], key: key).threeGoodDistractorsPercent == 100, "no dictionary, no judgement")
    }

    @Test func readsTheWrongAnswersATeacherAcceptsAfterTheirItem() throws {
        let parsed = try AnswerKey(
            parsing: """
                T: child class ; subclass | A class that inherits the fields and methods of its parent class.
                W: subclass | parent class ; abstract class ; interface
                F: 1972 | In which year did Parnas publish his paper on information hiding?
                W: 1972 | #number
                F: information hiding | Early work on what showed that modules should hide design decisions?
                """)
        #expect(parsed.judgesWrongAnswers)
        #expect(parsed.items[0].wrongAnswers == ["parent class", "abstract class", "interface"])
        #expect(parsed.items[1].acceptsOtherNumbers && parsed.items[1].wrongAnswers == nil)
        #expect(parsed.items[2].wrongAnswers == nil && !parsed.items[2].acceptsOtherNumbers)
        #expect(!(try AnswerKey(parsing: key)).judgesWrongAnswers)
        // A W: line needs an item before it, naming one of its answers, and something to accept.
        for text in [
            "W: child class | parent class", "T: child class | A class that inherits.\nW: encapsulation | hiding",
            "T: child class | A class that inherits.\nW: child class | ",
        ] {
            #expect(throws: AnswerKey.ParseError.self, "\(text)") { try AnswerKey(parsing: text) }
        }
    }

    /// Wrong answers that pass every filter of form are still judged by kind when the key lists what it accepts:
    /// "static method" is well formed, but a method is no kind of class.
    @Test func theKeysWrongAnswersJudgeTheirKind() throws {
        let judged = try AnswerKey(
            parsing: key.replacing(
                "parent class.\n",
                with: "parent class.\nW: child class | final class ; abstract class ; sealed class\n",
                maxReplacements: 1))
        let question = "What do we call a class that inherits the fields and methods of its parent class?"
        let kin = card(question, "child class", distractors: ["final class", "abstract classes", "sealed class"])
        let mixed = card(question, "child class", distractors: ["abstract class", "static method", "sealed class"])
        let good = KeyedMetrics(drafts: [kin], key: judged, document: document)
        #expect(good.threeGoodDistractorsPercent == 100)
        #expect(good.acceptedWrongAnswersPercent == 100)
        let poor = KeyedMetrics(drafts: [mixed], key: judged, document: document)
        #expect(poor.threeGoodDistractorsPercent == 0)
        #expect(poor.acceptedWrongAnswersPercent == 66.7)
        #expect(poor.summary.contains("wrong answers the key accepts: 66.7% of those offered"))
        #expect(good.refusedWrongAnswers.isEmpty)
        #expect(poor.refusedWrongAnswers == ["child class: static method"])
        #expect(poor.details.contains("refused wrong answers: child class: static method"))
        // Without W: lines the filters alone judge, as before.
        #expect(KeyedMetrics(drafts: [mixed], key: try AnswerKey(parsing: key)).threeGoodDistractorsPercent == 100)
        #expect(KeyedMetrics(drafts: [mixed], key: try AnswerKey(parsing: key)).acceptedWrongAnswersPercent == nil)
        #expect(KeyedMetrics(drafts: [mixed], key: try AnswerKey(parsing: key)).refusedWrongAnswers.isEmpty)
    }

    /// A card that asks for a term's definition has definitions for wrong answers: those of the terms the key accepts
    /// in its place.
    @Test func theDefinitionOfAnAcceptedTermIsAnAcceptedWrongAnswerForADefinition() throws {
        let judged = try AnswerKey(
            parsing: """
                T: object | An instance of a class that holds its own state.
                W: object | class ; constructor
                T: class | A blueprint that describes the data and the behaviour of a family of objects.
                T: constructor | A special method that runs when an object is created.
                T: bandwidth | The largest amount of data that a link can carry in a given time.
                """)
        let asked = card(
            "What is an object?", "an instance of a class that holds its own state",
            distractors: [
                "a blueprint that describes the data and behaviour of a family of objects",
                "a special method that runs when an object is created",
                "the largest amount of data that a link can carry",
            ])
        let graded = KeyedMetrics(drafts: [asked], key: judged)
        #expect(graded.matchedCards == 1)
        #expect(graded.acceptedWrongAnswersPercent == 66.7)
        #expect(
            graded.refusedWrongAnswers == [
                "an instance of a class that holds its own state: the largest amount of data that a link can carry"
            ])
        // A card that asks for the term takes terms, not definitions.
        let named = card(
            "Which term is an instance of a class that holds its own state?", "object",
            distractors: ["a special method that runs when an object is created", "class", "constructor"])
        #expect(KeyedMetrics(drafts: [named], key: judged).acceptedWrongAnswersPercent == 66.7)
    }

    @Test func anyOtherNumberOfTheAnswersUnitIsAcceptedForANumber() {
        let item = AnswerKey.Item(kind: .fact, answers: ["1972"], cue: "When?", line: 1)
        var numbers = item
        numbers.acceptsOtherNumbers = true
        #expect(KeyedMetrics.accepts(numbers, "1975", answer: "1972"))
        #expect(!KeyedMetrics.accepts(numbers, "1972", answer: "1972"))
        #expect(!KeyedMetrics.accepts(numbers, "Parnas", answer: "1972"))
        #expect(!KeyedMetrics.accepts(item, "1975", answer: "1972"))
        #expect(KeyedMetrics.accepts(numbers, "20 ms", answer: "15 ms"))
        #expect(!KeyedMetrics.accepts(numbers, "20 bytes", answer: "15 ms"))
    }

    @Test func aCardWithTheAnswerButAnUnrelatedQuestionDoesNotMatch() throws {
        let metrics = KeyedMetrics(
            drafts: [card("Which word names a kind of fruit?", "subclass")], key: try AnswerKey(parsing: key))
        #expect(metrics.matchedCards == 0)
    }

    @Test func catchesACutOffQuestion() throws {
        let cut = card("Which class inherits the fields and methods of its parent class passed as an?", "child class")
        let clozeCut = card(
            "A {{answer}}, also called a subclass, inherits the fields and", "child class", kind: .cloze)
        let midSentence = card("and methods of its {{answer}} are inherited.", "parent class", kind: .cloze)
        let openBracket = card("Which term is the name of the new class (must be inside the parent?", "child class")
        #expect(try faults([cut, clozeCut, midSentence, openBracket])["cut-off-question"] == 4)
        #expect(try faults([card("What is a {{answer}} also called?", "child class", kind: .cloze)]).isEmpty)
        #expect(
            try faults([card("What is a {{answer}} (or subclass) also called?", "child class", kind: .cloze)]).isEmpty)
    }

    @Test func catchesAFragmentAnswer() throws {
        let cutTerm = card("A {{answer}} class, also called a subclass, inherits the fields.", "child", kind: .cloze)
        let endsInFunctionWord = card("What does a child class inherit?", "the fields and")
        let endsInPreposition = card("What is printed from the name?", "element inside")
        #expect(try faults([cutTerm, endsInFunctionWord, endsInPreposition])["fragment-answer"] == 3)
        let cutPrefix = card("Which part of a word follows the hyphen in sub-class?", "-class")
        let option = card("Which option prints only error messages?", "-q, --quiet")
        #expect(try faults([cutPrefix, option])["fragment-answer"] == 1)
    }

    @Test func catchesAFunctionWordBlank() throws {
        let cards = [
            card("A child class inherits the fields and methods of {{answer}} parent class.", "its", kind: .cloze),
            card("See {{answer}} 3 for the parent class.", "Table", kind: .cloze),
            card("The parent class is {{answer}} class.", "another", kind: .cloze),
        ]
        #expect(try faults(cards)["function-word-blank"] == 3)
        // A quoted name before its kind names a thing, whatever its word; a function word in quotes is still none.
        let named = card("Start the back matter with the \"{{answer}}\" command.", "appendix", kind: .cloze)
        let quotedFunctionWord = card("Write the \"{{answer}}\" keyword first.", "the", kind: .cloze)
        #expect(try faults([named, quotedFunctionWord])["function-word-blank"] == 1)
    }

    @Test func catchesALookAlikeDistractor() throws {
        let lookAlike = card(
            "Which chart shows how often values occur?", "diagram", distractors: ["histogram", "anagram", "program"])
        let oneLetter = card("What is a subclass also called?", "child class", distractors: ["child clas", "a", "b"])
        #expect(try faults([lookAlike, oneLetter])["look-alike-distractor"] == 2)
        let fine = card("What is a subclass also called?", "child class", distractors: ["module", "package", "field"])
        #expect(try faults([fine])["look-alike-distractor"] == nil)
    }

    @Test func catchesARepeatedDistractorSet() throws {
        let generic = ["function", "program", "object"]
        let cards = [
            card("What is a subclass also called?", "child class", distractors: generic),
            card("What hides internal state?", "encapsulation", distractors: generic),
            card("What did early work study?", "information hiding", distractors: generic.reversed()),
        ]
        #expect(try faults(cards)["repeated-distractor-set"] == 3)
        #expect(try faults(Array(cards.prefix(2)))["repeated-distractor-set"] == nil)
    }

    @Test func catchesACitationOrReferenceListSource() throws {
        let citationYear = card(
            "Early work on information hiding (Parnas, {{answer}}) showed that modules should hide design decisions.",
            "1972", kind: .cloze)
        var citation = citationYear
        citation.source.sentence = 2
        citation.source.quote =
            "Early work on information hiding (Parnas, 1972) showed that modules should hide design decisions."
        let reference = card(
            "[1] Parnas, D. L. {{answer}}. On the criteria to be used in decomposing systems into modules.", "1972",
            paragraph: 4, kind: .cloze)
        #expect(try faults([citation, reference])["citation-or-index-source"] == 2)
    }

    @Test func catchesContentsAndIndexLines() {
        #expect(ApparatusText.looksLikeApparatus("Introduction . . . . . . . . 1"))
        #expect(ApparatusText.looksLikeApparatus("constructor, 12"))
        #expect(!ApparatusText.looksLikeApparatus("A constructor runs when an object is created."))
    }

    @Test func summaryNamesEveryFigure() throws {
        let metrics = KeyedMetrics(
            drafts: [card("What is encapsulation?", "the practice of hiding an object's internal state")],
            key: try AnswerKey(parsing: key))
        #expect(metrics.summary.contains("precision: 100.0%"))
        #expect(metrics.summary.contains("recall: 33.3%"))
        #expect(metrics.summary.contains("faults: none"))
    }
}
