import CardboxCore
import Testing

/// Streaks with freezes, accuracy per category, weak categories and the due forecast.
@Suite struct ProgressTests {
    let today = StudyDay(year: 2025, month: 6, day: 24)

    func days(_ offsets: [Int]) -> [StudyDay] { offsets.map { today.adding(days: $0) } }

    @Test func consecutiveDaysMakeAStreakAndTodayIsNotYetMissed() {
        let streak = StreakReport(studyDays: days([-3, -2, -1]), today: today)
        #expect(streak.current == 3)
        #expect(!streak.studiedToday)
        #expect(StreakReport(studyDays: days([-3, -2, -1, 0]), today: today).current == 4)
    }

    @Test func aMissedDayWithoutAFreezeEndsTheStreak() {
        let streak = StreakReport(studyDays: days([-5, -4, -2, -1]), today: today)
        #expect(streak.current == 2)
        #expect(streak.longest == 2)
        #expect(streak.frozenDays.isEmpty)
    }

    @Test func sevenDaysEarnAFreezeThatCoversAMissedDay() {
        let streak = StreakReport(studyDays: days(Array(-10...(-4)) + [-2, -1, 0]), today: today)
        #expect(streak.frozenDays == [today.adding(days: -3)])
        #expect(streak.current == 10)
        #expect(streak.freezesHeld == 0)
    }

    @Test func atMostTwoFreezesAreHeld() {
        let streak = StreakReport(studyDays: days(Array(-27...0)), today: today)
        #expect(streak.current == 28)
        #expect(streak.freezesHeld == 2)
        let afterTwoGaps = StreakReport(studyDays: days(Array(-30...(-4)) + [-2]), today: today)
        #expect(afterTwoGaps.frozenDays == days([-3, -1]))
        #expect(afterTwoGaps.current == 28)
        let afterThreeGaps = StreakReport(studyDays: days(Array(-30...(-5)) + [-3]), today: today)
        #expect(afterThreeGaps.current == 0)
        #expect(afterThreeGaps.longest == 27)
    }

    @Test func accuracyIsTalliedPerCategoryAndWeakOnesSuggested() {
        var answers: [(category: String, isCorrect: Bool)] = []
        answers += Array(repeating: ("Optionals", true), count: 9) + [("Optionals", false)]
        answers += Array(repeating: ("Closures", true), count: 3) + Array(repeating: ("Closures", false), count: 3)
        answers += [("Generics", false), ("", true)]
        let tallies = CategoryAccuracy.tally(answers)
        #expect(tallies.map(\.category) == ["Closures", "Generics", "Optionals", "Uncategorised"])
        #expect(tallies.first { $0.category == "Optionals" }?.accuracy == 0.9)
        #expect(CategoryAccuracy.weak(tallies).map(\.category) == ["Closures"])
    }

    @Test func forecastCountsOverdueCardsToday() {
        let forecast = DueForecast(dueDays: days([-4, 0, 0, 1, 29, 30]), today: today)
        #expect(forecast.counts.count == 30)
        #expect(forecast.counts[0] == 3)
        #expect(forecast.counts[1] == 1)
        #expect(forecast.counts[29] == 1)
        #expect(forecast.total == 5)
    }
}
