import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import CardboxWords
import Foundation
import Testing

/// The monthly look-up allowance: months in the user's time zone, and the counter across a month boundary.
@Suite struct LookupAllowanceTests {
    let sydney = TimeZone(identifier: "Australia/Sydney") ?? .current
    let utc = TimeZone(secondsFromGMT: 0) ?? .current

    @Test func monthIsTheCalendarMonthInTheUsersZone() {
        // 23:30 UTC on 31 January is 10:30 on 1 February in Sydney (UTC+11 in summer).
        let lateUTC = Fixtures.utc(2025, 1, 31, 23, 30)
        #expect(LookupAllowance.month(of: lateUTC, in: utc) == "2025-01")
        #expect(LookupAllowance.month(of: lateUTC, in: sydney) == "2025-02")
        // 23:30 on 31 January in Sydney is 12:30 UTC the same day: January in both.
        let lateSydney = Fixtures.utc(2025, 1, 31, 12, 30)
        #expect(LookupAllowance.month(of: lateSydney, in: sydney) == "2025-01")
        #expect(LookupAllowance.month(of: Fixtures.utc(2025, 12, 31, 13, 0), in: sydney) == "2026-01")
        #expect(LookupAllowance.nextReset(after: Fixtures.utc(2025, 12, 15), in: utc) == "2026-01-01")
    }

    @Test func statusCountsDownAndIsOffWithoutALimit() {
        let allowance = LookupAllowance(monthlyLimit: 3)
        #expect(allowance.status(used: 0) == .available(remaining: 3))
        #expect(allowance.status(used: 2) == .available(remaining: 1))
        #expect(allowance.status(used: 3) == .usedUp)
        #expect(LookupAllowance.unlimited.status(used: 1_000_000) == .unlimited)
        #expect(LookupAllowance(monthlyLimit: 0).status(used: 0) == .usedUp)
    }

    @Test func allowanceStartsAgainAtMidnightOnTheFirstInTheUsersZone() throws {
        let store = try SQLiteStore.inMemory()
        let inSydney = try store.insertUser(
            NewUser(name: "syd", timeZoneIdentifier: "Australia/Sydney", createdAt: Fixtures.now))
        let inUTC = try store.insertUser(NewUser(name: "utc", timeZoneIdentifier: "UTC", createdAt: Fixtures.now))
        let allowance = LookupAllowance(monthlyLimit: 2)
        let january = Fixtures.utc(2025, 1, 20)
        for user in [inSydney, inUTC] {
            #expect(try allowance.recordLookup(for: user, at: january, in: store) == .available(remaining: 1))
            #expect(try allowance.recordLookup(for: user, at: january, in: store) == .usedUp)
        }
        let late = Fixtures.utc(2025, 1, 31, 23, 30)
        #expect(throws: WordError.allowanceUsedUp(limit: 2, resetsOn: "2025-02-01")) {
            try allowance.recordLookup(for: inUTC, at: late, in: store)
        }
        #expect(try allowance.recordLookup(for: inSydney, at: late, in: store) == .available(remaining: 1))
        #expect(try store.wordLookupCount(for: inUTC.id, month: "2025-01") == 2)
        #expect(try store.wordLookupCount(for: inSydney.id, month: "2025-02") == 1)
        #expect(try LookupAllowance.unlimited.recordLookup(for: inUTC, at: late, in: store) == .unlimited)
    }
}
