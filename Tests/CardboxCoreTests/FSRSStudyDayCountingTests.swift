import CardboxCore
import CardboxTestSupport
import Foundation
import Testing

/// Days between reviews in the mode users run (study days) against py-fsrs's 24-hour count, across daylight-saving
/// changes and time-zone changes.
@Suite struct FSRSStudyDayCountingTests {
    func zone(_ name: String) throws -> TimeZone { try #require(TimeZone(identifier: name)) }

    /// The elapsed days the scheduler counts between a Good first review at `first` and a second look at `second`.
    func elapsed(
        _ counting: FSRSParameters.DayCounting, first: (Date, StudyCalendar), second: (Date, StudyCalendar)
    ) -> Int? {
        let scheduler = FSRSScheduler(parameters: FSRSParameters(fuzz: false, dayCounting: counting))
        let firstContext = first.1.context(at: first.0)
        let state = scheduler.nextStates(from: .new(dueOn: firstContext.today), in: firstContext).good
        return scheduler.elapsedDays(for: state, in: second.1.context(at: second.0))
    }

    @Test func lateEveningToEarlyMorningIsOneStudyDayButZeroHours() throws {
        let berlin = StudyCalendar(timeZone: try zone("Europe/Berlin"))
        // 23:00 and 05:00 the next morning (CEST, UTC+2).
        let evening = (Fixtures.utc(2025, 6, 24, 21), berlin)
        let morning = (Fixtures.utc(2025, 6, 25, 3), berlin)
        #expect(elapsed(.studyDays, first: evening, second: morning) == 1)
        #expect(elapsed(.elapsedTime, first: evening, second: morning) == 0)
        // 03:30 is still the evening's study day with the 4 am rollover.
        #expect(elapsed(.studyDays, first: evening, second: (Fixtures.utc(2025, 6, 25, 1, 30), berlin)) == 0)
    }

    @Test func springForwardNightIsOneDayAndAWeekIsSevenDays() throws {
        let berlin = StudyCalendar(timeZone: try zone("Europe/Berlin"))
        // 2025-03-29 22:00 CET (21:00 UTC) to 2025-03-30 04:30 CEST (02:30 UTC): 5.5 hours, one study day.
        let before = (Fixtures.utc(2025, 3, 29, 21), berlin)
        #expect(elapsed(.studyDays, first: before, second: (Fixtures.utc(2025, 3, 30, 2, 30), berlin)) == 1)
        // 2025-03-26 12:00 CET to 2025-04-02 11:30 CEST is 6 days 22.5 hours: seven study days, six 24-hour days.
        let wednesday = (Fixtures.utc(2025, 3, 26, 11), berlin)
        let nextWednesday = (Fixtures.utc(2025, 4, 2, 9, 30), berlin)
        #expect(elapsed(.studyDays, first: wednesday, second: nextWednesday) == 7)
        #expect(elapsed(.elapsedTime, first: wednesday, second: nextWednesday) == 6)
    }

    @Test func fallBackNightIsStillOneDay() throws {
        let newYork = StudyCalendar(timeZone: try zone("America/New_York"))
        // 2025-11-01 21:00 EDT (01:00 UTC on the 2nd) to 2025-11-02 04:00 EST (09:00 UTC): one study day.
        let evening = (Fixtures.utc(2025, 11, 2, 1), newYork)
        #expect(elapsed(.studyDays, first: evening, second: (Fixtures.utc(2025, 11, 2, 9), newYork)) == 1)
        // 03:59 EST is still the 1st's study day, even though 25 hours fit in it.
        #expect(elapsed(.studyDays, first: evening, second: (Fixtures.utc(2025, 11, 2, 8, 59), newYork)) == 0)
    }

    @Test func flyingWestAndEastCountsTheDaysOfTheCalendarInUse() throws {
        let losAngeles = StudyCalendar(timeZone: try zone("America/Los_Angeles"))
        let sydney = StudyCalendar(timeZone: try zone("Australia/Sydney"))
        // Reviewed 2025-06-24 20:00 in Los Angeles (03:00 UTC on the 25th); looked at again two hours later in
        // Sydney, where it is 2025-06-25 15:00: one study day later by the calendar in use, zero 24-hour days.
        let home = (Fixtures.utc(2025, 6, 25, 3), losAngeles)
        let away = (Fixtures.utc(2025, 6, 25, 5), sydney)
        #expect(elapsed(.studyDays, first: home, second: away) == 1)
        #expect(elapsed(.elapsedTime, first: home, second: away) == 0)
        // Flying back: reviewed in Sydney on the 26th at 10:00 (00:00 UTC), then in Los Angeles 20 hours later,
        // where it is 2025-06-26 13:00: the same study day.
        let sydneyMorning = (Fixtures.utc(2025, 6, 26, 0), sydney)
        let losAngelesNoon = (Fixtures.utc(2025, 6, 26, 20), losAngeles)
        #expect(elapsed(.studyDays, first: sydneyMorning, second: losAngelesNoon) == 0)
    }

    @Test func theRetrievabilityUsesTheStudyDayCount() throws {
        let berlin = StudyCalendar(timeZone: try zone("Europe/Berlin"))
        let scheduler = FSRSScheduler(parameters: FSRSParameters(fuzz: false))
        let first = berlin.context(at: Fixtures.utc(2025, 6, 24, 21))
        let state = scheduler.nextStates(from: .new(dueOn: first.today), in: first).good
        let recall = try #require(
            scheduler.retrievability(of: state, in: berlin.context(at: Fixtures.utc(2025, 6, 25, 3))))
        let model = FSRSModel(weights: FSRSParameters.defaultWeights)
        #expect(recall == model.retrievability(elapsedDays: 1, stability: 2.3065))
    }
}
