import CardboxCore
import CardboxTestSupport
import Foundation
import Testing

/// Study days: the user's zone, the 4 am rollover, DST days, and travel.
@Suite struct StudyCalendarTests {
    func zone(_ name: String) throws -> TimeZone { try #require(TimeZone(identifier: name)) }

    @Test func lateNightCountsForTheEveningBefore() throws {
        let calendar = StudyCalendar(timeZone: try zone("Australia/Sydney"))
        // 2025-06-24 23:00 and 2025-06-25 03:30 in Sydney (UTC+10) are the same study day; 04:00 starts the next.
        #expect(calendar.studyDay(at: Fixtures.utc(2025, 6, 24, 13)) == StudyDay(year: 2025, month: 6, day: 24))
        #expect(calendar.studyDay(at: Fixtures.utc(2025, 6, 24, 17, 30)) == StudyDay(year: 2025, month: 6, day: 24))
        #expect(calendar.studyDay(at: Fixtures.utc(2025, 6, 24, 18)) == StudyDay(year: 2025, month: 6, day: 25))
    }

    @Test func rolloverHourIsConfigurable() throws {
        let midnight = StudyCalendar(timeZone: try zone("Europe/Berlin"), rolloverHour: 0)
        // 00:30 in Berlin (UTC+2 in summer) is already the new day with a midnight rollover.
        #expect(midnight.studyDay(at: Fixtures.utc(2025, 6, 24, 22, 30)) == StudyDay(year: 2025, month: 6, day: 25))
    }

    @Test func daylightSavingDaysStayOneDayLong() throws {
        let berlin = StudyCalendar(timeZone: try zone("Europe/Berlin"))
        // Clocks go forward on 2025-03-30 at 02:00; 04:00 CEST is 02:00 UTC.
        #expect(berlin.studyDay(at: Fixtures.utc(2025, 3, 30, 1, 59)) == StudyDay(year: 2025, month: 3, day: 29))
        #expect(berlin.studyDay(at: Fixtures.utc(2025, 3, 30, 2, 0)) == StudyDay(year: 2025, month: 3, day: 30))
        #expect(berlin.start(of: StudyDay(year: 2025, month: 3, day: 30)) == Fixtures.utc(2025, 3, 30, 2))
        #expect(berlin.start(of: StudyDay(year: 2025, month: 3, day: 29)) == Fixtures.utc(2025, 3, 29, 3))
        // Clocks go back on 2025-10-26 at 03:00, inside the study day of the 25th, which is 25 hours long.
        let start = berlin.start(of: StudyDay(year: 2025, month: 10, day: 25))
        let end = berlin.start(of: StudyDay(year: 2025, month: 10, day: 26))
        #expect(start == Fixtures.utc(2025, 10, 25, 2))
        #expect(end == Fixtures.utc(2025, 10, 26, 3))
        #expect(end.timeIntervalSince(start) == 25 * 3_600)
        #expect(berlin.studyDay(at: Fixtures.utc(2025, 10, 26, 2, 59)) == StudyDay(year: 2025, month: 10, day: 25))
    }

    @Test func aCardDueTomorrowIsDueTomorrowAfterFlyingEast() throws {
        // Reviewed in Los Angeles on 24 June at 20:00 local; SM-2 Good from interval 0 makes it due on 25 June.
        let home = StudyCalendar(timeZone: try zone("America/Los_Angeles"))
        let reviewedAt = Fixtures.utc(2025, 6, 25, 3)
        let context = home.context(at: reviewedAt)
        #expect(context.today == StudyDay(year: 2025, month: 6, day: 24))
        let due = SM2Scheduler().nextStates(from: .new(dueOn: context.today), in: context).good
        #expect(due.dueDay == StudyDay(year: 2025, month: 6, day: 25))
        // After flying to Sydney, at 20:00 on 25 June local time, it is due: the 25th has begun there.
        let sydney = StudyCalendar(timeZone: try zone("Australia/Sydney"))
        #expect(due.isDue(on: sydney.studyDay(at: Fixtures.utc(2025, 6, 25, 10)), at: Fixtures.utc(2025, 6, 25, 10)))
        // At 03:00 on 25 June in Sydney (before the rollover) it is still the 24th there: not due yet.
        #expect(!due.isDue(on: sydney.studyDay(at: Fixtures.utc(2025, 6, 24, 17)), at: Fixtures.utc(2025, 6, 24, 17)))
    }

    @Test func civilDatesRoundTrip() {
        for index in stride(from: -800_000, through: 800_000, by: 997) {
            let day = StudyDay(index: index)
            let (year, month, dayOfMonth) = day.date
            #expect(StudyDay(year: year, month: month, day: dayOfMonth) == day)
        }
        #expect(StudyDay(year: 1970, month: 1, day: 1).index == 0)
        #expect(StudyDay(year: 2000, month: 2, day: 29).adding(days: 1).description == "2000-03-01")
        #expect(StudyDay(iso: "2025-02-29") == nil)
        #expect(StudyDay(iso: "2024-02-29")?.description == "2024-02-29")
    }
}
