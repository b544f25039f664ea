import CardboxCore
import CardboxGeneration
import Testing

/// Years, percentages and quantities: template questions and clozes.
@Suite struct NumberRuleTests {
    /// Every candidate of a one-sentence chunk as "question → answer".
    private func cards(_ sentence: String) -> [String] {
        ExtractiveGenerator().allDrafts(from: TestDocument.chunk(sentence)).map { "\($0.question) → \($0.answer)" }
    }

    @Test(
        arguments: [
            (
                "In 1928, Alexander Fleming discovered penicillin in a London laboratory.",
                "In what year did Alexander Fleming discover penicillin in a London laboratory? → 1928"
            ),
            (
                "The Treaty of Westphalia was signed in 1648.",
                "In what year was the Treaty of Westphalia signed? → 1648"
            ),
            (
                "The Bank of England was founded in 1694 to lend money to the government.",
                "In what year was the Bank of England founded to lend money to the government? → 1694"
            ),
            (
                "About 71% of the Earth's surface is covered by water.",
                "What percentage of the Earth's surface is covered by water? → about 71%"
            ),
        ])
    func asksATemplateQuestion(sentence: String, card: String) {
        #expect(cards(sentence).contains(card))
    }

    @Test(
        arguments: [
            (
                "The Eiffel Tower is about 330 metres tall including its antennas.",
                "The Eiffel Tower is about {{answer}} tall including its antennas. → 330 metres"
            ),
            (
                "The human body contains 206 bones in adulthood.",
                "The human body contains {{answer}} bones in adulthood. → 206"
            ),
            (
                "The theory was finally accepted in the 1960s after new surveys.",
                "The theory was finally accepted in the {{answer}} after new surveys. → 1960s"
            ),
            (
                "The company spent $5 billion on new factories in Asia last year.",
                "The company spent {{answer}} on new factories in Asia last year. → $5 billion"
            ),
            (
                "Wegener proposed continental drift in 1912, but few geologists agreed.",
                "Wegener proposed continental drift in {{answer}}, but few geologists agreed. → 1912"
            ),
        ])
    func clozesTheNumberWithItsUnit(sentence: String, card: String) {
        #expect(cards(sentence).contains(card))
    }

    @Test func anOperandOfAWorkedExampleIsNoAnswer() {
        let drafts = cards("In the 27 * 37 example the spaces around the operator were not needed at all.")
        #expect(!drafts.contains { $0.hasSuffix("→ 37") || $0.hasSuffix("→ 27") }, "\(drafts)")
        let facts = cards("The default precision of the calculator is 38 decimal digits on a 64-bit machine.")
        #expect(facts.contains { $0.hasSuffix("→ 38 decimal digits") || $0.hasSuffix("→ 38") }, "\(facts)")
    }

    @Test func keepsTheFollowingClauseOutOfAYearQuestion() {
        let found = cards("Wegener proposed continental drift in 1912, but few geologists agreed.")
        #expect(found.contains("In what year did Wegener propose continental drift? → 1912"))
    }

    @Test(
        arguments: [
            "Figure 3 shows the layers of the atmosphere clearly.",
            "Apollo 11 landed on the Moon in July.",
            "The study lasted for a 10-year period in total.",
            "The 19th century saw rapid growth in the cities.",
        ])
    func skipsNumbersThatLabelThings(sentence: String) {
        let answers = ExtractiveGenerator().allDrafts(from: TestDocument.chunk(sentence)).map(\.answer)
        #expect(answers.allSatisfy { !$0.contains(where: \.isNumber) })
    }

    @Test func leavesYearQuestionsWithMovedVerbsUnknownToTheTableAsClozes() {
        let found = ExtractiveGenerator().allDrafts(
            from: TestDocument.chunk("The old bridge wobbled badly in 1831 during a storm."))
        #expect(found.contains { $0.kind == .cloze && $0.answer == "1831" })
        #expect(!found.contains { $0.question.hasPrefix("In what year") })
    }
}
