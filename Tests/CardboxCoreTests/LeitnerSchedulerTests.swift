import CardboxCore
import CardboxTestSupport
import Testing

/// Leitner: boxes 0–5, intervals 0/1/3/7/14/30 days, right +1, wrong −2.
@Suite struct LeitnerSchedulerTests {
    let scheduler = LeitnerScheduler()
    let context = ReviewContext(now: Fixtures.now, today: Fixtures.today)

    func state(box: Int) -> SchedulingState {
        var state = SchedulingState.new(dueOn: Fixtures.today)
        state.box = box
        state.phase = box == 0 ? .new : .review
        return state
    }

    @Test(arguments: [(0, 1, 1), (1, 2, 3), (2, 3, 7), (3, 4, 14), (4, 5, 30), (5, 5, 30)])
    func rightAnswerMovesUpOneBox(from box: Int, to expectedBox: Int, days: Int) {
        for rating in [Rating.hard, .good, .easy] {
            let next = scheduler.nextStates(from: state(box: box), in: context)[rating]
            #expect(next.box == expectedBox)
            #expect(next.dueDay == Fixtures.today.adding(days: days))
            #expect(next.lastReviewDay == Fixtures.today)
        }
    }

    @Test(arguments: [(0, 0, 0), (1, 0, 0), (2, 0, 0), (3, 1, 1), (4, 2, 3), (5, 3, 7)])
    func wrongAnswerMovesBackTwoBoxes(from box: Int, to expectedBox: Int, days: Int) {
        let next = scheduler.nextStates(from: state(box: box), in: context).again
        #expect(next.box == expectedBox)
        #expect(next.dueDay == Fixtures.today.adding(days: days))
    }

    @Test func newCardsStartInBoxZeroDueNow() {
        let card = SchedulingState.new(dueOn: Fixtures.today)
        #expect(card.box == 0)
        #expect(card.isDue(on: Fixtures.today, at: Fixtures.now))
    }

    @Test func forgettingAReviewCardCountsALapse() {
        #expect(scheduler.nextStates(from: state(box: 4), in: context).again.lapses == 1)
        #expect(scheduler.nextStates(from: state(box: 0), in: context).again.lapses == 0)
    }
}
