import CardboxCore
import CardboxWeb
import Foundation
import Testing

/// The web app's calendars, remembered by time zone and rollover hour, tell the same days as calendars made afresh.
@Suite struct StudyCalendarCacheTests {
    /// 2026-03-29 00:30 UTC: 00:30 in London (half an hour before its clocks go forward), 09:30 in Tokyo, the evening
    /// before in Los Angeles.
    static let instant = Date(timeIntervalSince1970: 1_774_744_200)

    @Test(arguments: ["Europe/London", "Asia/Tokyo", "America/Los_Angeles", "UTC"])
    func aRememberedCalendarTellsTheDaysAFreshOneTells(_ zone: String) throws {
        let cache = StudyCalendarCache()
        for hour in [0, 4, 23] {
            let fresh = StudyCalendar(timeZone: try #require(TimeZone(identifier: zone)), rolloverHour: hour)
            for _ in 0..<2 {
                let remembered = cache.calendar(timeZone: zone, rolloverHour: hour)
                #expect(remembered.studyDay(at: Self.instant) == fresh.studyDay(at: Self.instant))
                #expect(remembered.start(of: StudyDay(index: 20_500)) == fresh.start(of: StudyDay(index: 20_500)))
                #expect(remembered.rolloverHour == hour)
            }
        }
        #expect(cache.count == 3)
    }

    @Test func theRolloverHourIsPartOfTheKey() {
        let cache = StudyCalendarCache()
        let midnight = cache.calendar(timeZone: "Asia/Tokyo", rolloverHour: 0)
        let late = cache.calendar(timeZone: "Asia/Tokyo", rolloverHour: 10)
        // 09:30 in Tokyo: already the 29th for a day that starts at midnight, still the 28th when it starts at ten.
        #expect(midnight.studyDay(at: Self.instant) == StudyDay(year: 2026, month: 3, day: 29))
        #expect(late.studyDay(at: Self.instant) == StudyDay(year: 2026, month: 3, day: 28))
    }

    @Test func anUnknownZoneIsUTCAndTheCacheStaysWithinItsCapacity() {
        let cache = StudyCalendarCache(capacity: 4)
        let unknown = cache.calendar(timeZone: "Nowhere/Atlantis", rolloverHour: 0)
        #expect(unknown.timeZone.secondsFromGMT(for: Self.instant) == 0)
        for hour in 0..<10 { _ = cache.calendar(timeZone: "UTC", rolloverHour: hour) }
        #expect(cache.count <= 4)
    }
}
