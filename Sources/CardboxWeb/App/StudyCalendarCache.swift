public import CardboxCore
public import Foundation
import Synchronization

/// Users' study calendars by time zone name and rollover hour, made once instead of on every request.
///
/// A calendar is a pure function of the two, so remembering it changes nothing but speed: making one resolves the
/// named time zone and sets up a Gregorian calendar in it, which the server otherwise did for each request that asks
/// for a user's day. The cache forgets everything past ``capacity`` entries.
public final class StudyCalendarCache: Sendable {
    /// The cache the web app shares.
    public static let shared = StudyCalendarCache()

    /// How many calendars are kept at most.
    public let capacity: Int
    private let entries = Mutex<[Key: StudyCalendar]>([:])

    /// A cache of at most `capacity` calendars.
    public init(capacity: Int = 256) {
        self.capacity = capacity
    }

    /// The calendar of time zone `identifier` (UTC when no zone has that name) with days starting at
    /// `rolloverHour`.
    public func calendar(timeZone identifier: String, rolloverHour: Int) -> StudyCalendar {
        let key = Key(identifier: identifier, rolloverHour: rolloverHour)
        if let cached = entries.withLock({ $0[key] }) { return cached }
        let calendar = StudyCalendar(timeZone: Self.timeZone(named: identifier), rolloverHour: rolloverHour)
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll() }
            entries[key] = calendar
        }
        return calendar
    }

    /// The time zone named `identifier`, or UTC when no zone has that name: how a user's stored zone is read.
    public static func timeZone(named identifier: String) -> TimeZone {
        TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    /// How many calendars are kept now.
    public var count: Int { entries.withLock { $0.count } }

    private struct Key: Hashable {
        let identifier: String
        let rolloverHour: Int
    }
}
