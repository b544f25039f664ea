import CardboxCore
import CardboxTestSupport
import Testing

/// The SM-2 variant exactly as PRODUCT.md §4 states it, with fixed dates.
@Suite struct SM2SchedulerTests {
    let scheduler = SM2Scheduler()
    let context = ReviewContext(now: Fixtures.now, today: StudyDay(year: 2025, month: 6, day: 24))

    func state(interval: Int, ease: Double = 2.5, repetitions: Int = 3) -> SchedulingState {
        var state = SchedulingState.new(dueOn: context.today)
        state.phase = interval == 0 ? .new : .review
        state.intervalDays = interval
        state.ease = ease
        state.repetitions = repetitions
        return state
    }

    @Test func againReturnsTodayWithEaseDown() {
        let next = scheduler.nextStates(from: state(interval: 10), in: context).again
        #expect(next.intervalDays == 0)
        #expect(next.repetitions == 0)
        #expect(abs(next.ease - 2.3) < 1e-12)
        #expect(next.dueDay == StudyDay(year: 2025, month: 6, day: 24))
        #expect(next.isDue(on: context.today, at: context.now))
    }

    @Test func goodAdvancesOneDayThenThreeThenMultipliesByEase() {
        var current = state(interval: 0, repetitions: 0)
        var dues: [StudyDay] = []
        var intervals: [Int] = []
        for _ in 0..<4 {
            current = scheduler.nextStates(from: current, in: context).good
            intervals.append(current.intervalDays)
            dues.append(current.dueDay)
        }
        #expect(intervals == [1, 3, 7, 17])
        #expect(dues.first == StudyDay(year: 2025, month: 6, day: 25))
        #expect(current.ease == 2.5)
        #expect(current.repetitions == 4)
    }

    @Test(arguments: [(10, 12), (1, 1), (0, 1), (4, 4), (5, 6)])
    func hardMultipliesByOnePointTwoAtLeastOne(interval: Int, expected: Int) {
        let next = scheduler.nextStates(from: state(interval: interval), in: context).hard
        #expect(next.intervalDays == expected)
        #expect(abs(next.ease - 2.35) < 1e-12)
        #expect(next.repetitions == 4)
    }

    @Test func easyUsesEaseTimesOnePointThreeAtLeastTwo() {
        #expect(scheduler.nextStates(from: state(interval: 10), in: context).easy.intervalDays == 32)  // 10·2.5·1.3
        #expect(scheduler.nextStates(from: state(interval: 0), in: context).easy.intervalDays == 2)
        #expect(scheduler.nextStates(from: state(interval: 1, ease: 1.3), in: context).easy.intervalDays == 2)
        #expect(abs(scheduler.nextStates(from: state(interval: 10), in: context).easy.ease - 2.65) < 1e-12)
    }

    @Test func easeNeverFallsBelowOnePointThree() {
        let atFloor = state(interval: 10, ease: 1.3)
        #expect(scheduler.nextStates(from: atFloor, in: context).again.ease == 1.3)
        #expect(scheduler.nextStates(from: atFloor, in: context).hard.ease == 1.3)
        #expect(scheduler.nextStates(from: state(interval: 10, ease: 1.4), in: context).again.ease == 1.3)
        #expect(scheduler.nextStates(from: atFloor, in: context).good.intervalDays == 13)
    }

    @Test func easeNeverRisesAboveThree() {
        let atCeiling = state(interval: 10, ease: 3.0)
        #expect(scheduler.nextStates(from: atCeiling, in: context).easy.ease == 3.0)
        #expect(scheduler.nextStates(from: state(interval: 10, ease: 2.9), in: context).easy.ease == 3.0)
        #expect(scheduler.nextStates(from: atCeiling, in: context).easy.intervalDays == 39)  // 10·3.0·1.3
        #expect(scheduler.nextStates(from: atCeiling, in: context).good.intervalDays == 30)
    }

    @Test func intervalsTruncateTowardZero() {
        // 7 · 2.36 = 16.52 → 16 (not rounded to 17).
        #expect(scheduler.nextStates(from: state(interval: 7, ease: 2.36), in: context).good.intervalDays == 16)
    }

    @Test func dueIsTheReviewDayPlusIntervalAcrossMonthEnd() {
        let endOfMonth = ReviewContext(now: Fixtures.utc(2025, 1, 30), today: StudyDay(year: 2025, month: 1, day: 30))
        let next = scheduler.nextStates(from: state(interval: 1), in: endOfMonth).good
        #expect(next.dueDay == StudyDay(year: 2025, month: 2, day: 2))
    }
}
