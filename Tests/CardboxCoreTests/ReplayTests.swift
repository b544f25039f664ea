import CardboxCore
import CardboxTestSupport
import Foundation
import Testing

/// The review log is the truth: replaying it rebuilds exactly the state live scheduling produced.
@Suite struct ReplayTests {
    @Test(arguments: SchedulerKind.allCases)
    func replayMatchesLiveScheduling(kind: SchedulerKind) {
        let scheduler = DeckOptions(scheduler: kind).makeScheduler()
        let card = CardID(rawValue: 42)
        let ratings: [Rating] = [.good, .again, .good, .good, .hard, .easy, .good, .again, .good]
        var state = SchedulingState.new(dueOn: Fixtures.today)
        var reviews: [ReviewLog] = []
        var now = Fixtures.now
        for (index, rating) in ratings.enumerated() {
            let context = ReviewContext(
                now: now, today: StudyDay(index: Fixtures.today.index + index * 3),
                fuzzFactor: FuzzFactor.value(cardID: card, repetitions: state.repetitions)
            )
            state = scheduler.nextStates(from: state, in: context)[rating]
            reviews.append(
                ReviewLog(
                    id: ReviewID(rawValue: Int64(index + 1)), cardID: card, sessionID: nil, reviewedAt: now,
                    studyDay: context.today, mode: .flip, rating: rating, givenAnswer: nil, isCorrect: rating.isPass,
                    elapsedMilliseconds: 0
                )
            )
            now = now.addingTimeInterval(3 * 86_400)
        }
        #expect(scheduler.replay(reviews.reversed(), cardID: card, from: Fixtures.today) == state)
    }

    @Test func switchingToLeitnerPlacesCardsByTheirHistory() {
        let reviews = [Rating.good, .good, .good].enumerated().map { index, rating in
            ReviewLog(
                id: ReviewID(rawValue: Int64(index)), cardID: CardID(rawValue: 1), sessionID: nil,
                reviewedAt: Fixtures.now.addingTimeInterval(Double(index) * 86_400),
                studyDay: Fixtures.today.adding(days: index), mode: .choice, rating: rating, givenAnswer: nil,
                isCorrect: true, elapsedMilliseconds: 0
            )
        }
        let state = LeitnerScheduler().replay(reviews, cardID: CardID(rawValue: 1), from: Fixtures.today)
        #expect(state.box == 3)
        #expect(state.dueDay == Fixtures.today.adding(days: 2 + 7))
    }
}
