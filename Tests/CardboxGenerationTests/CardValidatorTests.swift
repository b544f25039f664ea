import CardboxCore
import CardboxGeneration
import Testing

/// Each hard and soft rule of the validator.
@Suite struct CardValidatorTests {
    private let chunk = TestDocument.chunk(
        "A mitochondrion is an organelle that converts food into usable energy. "
            + "Sedimentary rock builds up from sand, mud and shell that are pressed together.")
    /// The validator under test.
    private let validator = CardValidator()

    /// A draft citing sentence `sentence` of the chunk.
    private func draft(
        _ question: String, _ answer: String, kind: CardDraft.Kind = .basic, sentence: Int = 0,
        distractors: [String] = ["ribosome", "lysosome", "vacuole"]
    ) -> CardDraft {
        Drafts.citing(
            chunk, sentence: sentence, kind: kind, question: question, answer: answer, distractors: distractors)
    }

    /// The hard rules `draft` breaks.
    private func violations(_ draft: CardDraft) -> [ValidationRule] {
        validator.validate(draft, in: chunk).violations
    }

    @Test func acceptsAGoodCardUnchangedApartFromItsScore() throws {
        let good = draft("What is a mitochondrion?", "an organelle that converts food into usable energy")
        let accepted = try #require(validator.validate(good, in: chunk).draft)
        #expect(accepted.flags.isEmpty)
        #expect(accepted.score == good.score)
        #expect(accepted.question == good.question)
    }

    @Test func aClozeUnderItsTermsHeadingStillMayNotRepeatTheTermInTheSingular() {
        let chunk = TestDocument.chunk(
            "Device drivers are started by calling a device driver function.", headingPath: ["Device drivers"])
        let repeated = Drafts.citing(
            chunk, kind: .cloze, question: "{{answer}} are started by calling a device driver function.",
            answer: "Device drivers")
        #expect(CardValidator().validate(repeated, in: chunk).violations == [.answerLeaked])
        let fair = Drafts.citing(
            chunk, kind: .cloze, question: "Device drivers are started by calling a {{answer}}.",
            answer: "device driver function")
        #expect(CardValidator().validate(fair, in: chunk).isAccepted)
    }

    @Test func rejectsAnAnswerNotInTheCitedSentence() {
        #expect(violations(draft("What is a mitochondrion?", "a kind of ribosome")) == [.ungrounded])
        #expect(violations(draft("What is a mitochondrion?", "an organelle", sentence: 1)) == [.ungrounded])
    }

    @Test func acceptsAnAnswerWhoseContentWordsAreMostlyInTheSentence() {
        #expect(violations(draft("What does a mitochondrion do?", "converts food energy")).isEmpty)
        #expect(violations(draft("What does a mitochondrion do?", "turns meals into energy")) == [.ungrounded])
    }

    @Test func groundsAYearFollowedByAnApostrophe() {
        let decades = TestDocument.chunk("Home computers spread quickly in the 1980's and early 1990's.")
        let year = Drafts.citing(
            decades, kind: .cloze, question: "Home computers spread quickly in the 1980's and early {{answer}}'s.",
            answer: "1990")
        #expect(validator.validate(year, in: decades).isAccepted)
    }

    @Test func rejectsAQuestionThatGivesTheAnswerAway() {
        #expect(violations(draft("Which mitochondrion is an organelle?", "mitochondrion")).contains(.answerLeaked))
        let headNoun = draft("Which organelle is the mitochondrion?", "an organelle that converts food")
        #expect(violations(headNoun) == [.answerLeaked])
        let cloze = draft("A {{answer}} is a Mitochondrion that converts food.", "mitochondrion", kind: .cloze)
        #expect(violations(cloze).contains(.answerLeaked))
        let fair = draft(
            "A {{answer}} is an organelle that converts food into usable energy.", "mitochondrion", kind: .cloze)
        #expect(violations(fair).isEmpty)
    }

    @Test func rejectsAClozeWhoseQuestionSpellsTheAnswerOut() {
        let rules = TestDocument.chunk(
            "It supports Distinguished Encoding Rules (DER) encoding. What does DER stand for? It stands for that.")
        func verdict(_ question: String, _ answer: String, kind: CardDraft.Kind = .cloze) -> [ValidationRule] {
            validator.validate(Drafts.citing(rules, kind: kind, question: question, answer: answer), in: rules)
                .violations
        }
        #expect(verdict("It supports Distinguished Encoding Rules ({{answer}}) encoding.", "DER") == [.answerLeaked])
        #expect(
            verdict("It supports {{answer}} (DER) encoding.", "Distinguished Encoding Rules") == [.answerLeaked])
        // Asking what an acronym stands for is the point of the card, not a leak.
        #expect(verdict("What does DER stand for?", "Distinguished Encoding Rules", kind: .basic).isEmpty)
        let plain = Drafts.citing(
            rules, sentence: 1, kind: .cloze, question: "What does {{answer}} stand for?", answer: "DER")
        #expect(validator.validate(plain, in: rules).isAccepted)
    }

    @Test func acceptsAQuestionThatSharesOnlyTheAnswersHeadNoun() {
        let classes = TestDocument.chunk("The parent class is sometimes called the base class.")
        let fair = Drafts.citing(classes, question: "What is the parent class sometimes called?", answer: "base class")
        #expect(validator.validate(fair, in: classes).isAccepted)
        let modifier = Drafts.citing(classes, question: "What is the base parent class called?", answer: "base class")
        #expect(validator.validate(modifier, in: classes).violations == [.answerLeaked])
        let headAlone = Drafts.citing(classes, question: "What is the parent class called?", answer: "class")
        #expect(validator.validate(headAlone, in: classes).violations == [.answerLeaked])
        let cloze = Drafts.citing(
            classes, kind: .cloze, question: "The parent class is sometimes called the {{answer}}.",
            answer: "base class")
        #expect(validator.validate(cloze, in: classes).isAccepted)
        let clozeWithModifier = Drafts.citing(
            classes, kind: .cloze, question: "The base parent class is sometimes called the {{answer}}.",
            answer: "base class")
        #expect(validator.validate(clozeWithModifier, in: classes).violations.contains(.answerLeaked))
    }

    @Test func rejectsAnAnswerWithAShortHeadWordWhenTheQuestionHoldsIt() {
        let vitamins = TestDocument.chunk("Vitamin C prevents scurvy in sailors on long voyages.")
        let leaky = Drafts.citing(vitamins, question: "What does Vitamin C prevent?", answer: "Vitamin C")
        #expect(validator.validate(leaky, in: vitamins).violations == [.answerLeaked])
        let fair = Drafts.citing(vitamins, question: "Which vitamin prevents scurvy?", answer: "Vitamin C")
        #expect(validator.validate(fair, in: vitamins).isAccepted)
    }

    @Test func rejectsEmptyAndOverlongQuestionsAndAnswers() {
        #expect(violations(draft("  ", "mitochondrion")).contains(.emptyQuestion))
        let long = "What is the organelle " + String(repeating: "that really ", count: 30) + "converts food?"
        #expect(violations(draft(long, "mitochondrion")) == [.questionTooLong])
        #expect(violations(draft("What is a mitochondrion?", " ")).contains(.emptyAnswer))
        let sentence = "A mitochondrion is an organelle that converts food into usable energy"
        let longAnswer = Array(repeating: sentence, count: 3).joined(separator: " ")
        #expect(violations(draft("What is a mitochondrion?", longAnswer)).contains(.answerTooLong))
    }

    @Test func rejectsCardsAskingForSeveralFacts() {
        let list = draft("What does sedimentary rock build up from?", "sand, mud and shell", sentence: 1)
        #expect(violations(list) == [.multipleFacts])
        #expect(violations(draft("List all the parts of a mitochondrion.", "organelle")).contains(.multipleFacts))
        #expect(violations(draft("Name all organelles. What is one?", "mitochondrion")).contains(.multipleFacts))
        #expect(violations(draft("What are the three parts of rock?", "sand", sentence: 1)).contains(.multipleFacts))
        #expect(violations(draft("What is it? What does it do?", "mitochondrion")).contains(.multipleFacts))
        #expect(violations(draft("What does rock build up from?", "sand and mud", sentence: 1)).isEmpty)
    }

    @Test func rejectsCitationsOfParagraphsOrSentencesThatDoNotExist() {
        var missingSentence = draft("What is a mitochondrion?", "an organelle")
        missingSentence.source.sentence = 5
        #expect(violations(missingSentence) == [.missingSource])
        var missingParagraph = draft("What is a mitochondrion?", "an organelle")
        missingParagraph.source.paragraph = 9
        #expect(violations(missingParagraph) == [.missingSource])
        var otherDocument = draft("What is a mitochondrion?", "an organelle")
        otherDocument.source.documentID = "another"
        #expect(violations(otherDocument) == [.missingSource])
        var uncited = draft("What is a mitochondrion?", "an organelle")
        uncited.source.sentence = nil
        #expect(violations(uncited) == [.missingSource])
    }

    @Test func rejectsAQuoteThatIsNotInTheParagraph() {
        var misquoted = draft("What is a mitochondrion?", "an organelle")
        misquoted.source.quote = "A mitochondrion is a kind of ribosome."
        #expect(violations(misquoted) == [.quoteMismatch])
        var respaced = draft("What is a mitochondrion?", "an organelle")
        respaced.source.quote = "a  MITOCHONDRION is an organelle that converts"
        #expect(violations(respaced).isEmpty)
    }

    @Test func rejectsClozesWithoutExactlyOneGap() {
        let none = draft("A mitochondrion is a kind of cell part.", "organelle", kind: .cloze)
        #expect(violations(none) == [.clozeGaps])
        let two = draft("A {{answer}} is an {{answer}}.", "organelle", kind: .cloze)
        #expect(violations(two).contains(.clozeGaps))
        let basicWithGap = draft("A mitochondrion is an {{answer}}?", "organelle")
        #expect(violations(basicWithGap) == [.clozeGaps])
    }

    @Test func flagsAndLowersSoftProblemsWithoutRejecting() throws {
        let wordy = draft(
            "What is a mitochondrion?",
            "an organelle that converts food into usable energy converts food into energy again", distractors: [])
        let checked = try #require(validator.validate(wordy, in: chunk).draft)
        #expect(checked.flags == ["long-answer", "weak-distractors"])
        #expect(abs(checked.score - (0.8 - 0.15 - 0.1)) < 0.0001)

        let vague = try #require(
            validator.validate(draft("What about the mitochondrion?", "an organelle"), in: chunk).draft)
        #expect(vague.flags.contains("vague-question"))
        #expect(vague.score < 0.8)
    }

    @Test func takesAnEngineScoreOfZeroAsNoOpinion() throws {
        var unscored = draft("What is a mitochondrion?", "an organelle", distractors: [])
        unscored.score = 0
        let checked = try #require(validator.validate(unscored, in: chunk).draft)
        #expect(abs(checked.score - 0.9) < 0.0001)
    }

    @Test func reportsEveryBrokenRule() {
        var bad = draft("", "a kind of ribosome, lysosome and vacuole", kind: .cloze)
        bad.source.quote = "nothing like it"
        let rules = Set(violations(bad))
        #expect(rules == [.quoteMismatch, .ungrounded, .emptyQuestion, .multipleFacts, .clozeGaps])
    }
}
