import CardboxCore
import Foundation

/// The times a backup file holds, read without a date formatter.
///
/// Backups write every time as `YYYY-MM-DDTHH:MM:SS.mmmZ`; a 300,000-card file holds a million of them, and Foundation's
/// ISO 8601 parser took most of a restore's time reading them. This reads that exact form, and the same without the
/// milliseconds, by hand; anything else (other offsets, more digits) is left to the formatter.
enum BackupTimestamp {
    /// The time `text` names, or `nil` when it is not in one of the two forms or names no real time.
    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 20 || bytes.count == 24, bytes[bytes.count - 1] == UInt8(ascii: "Z"),
                bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
                bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
                let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2),
                (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
            else { return nil }
            var milliseconds = 0
            if bytes.count == 24 {
                guard bytes[19] == UInt8(ascii: "."), let fraction = number(bytes, 20, 3) else { return nil }
                milliseconds = fraction
            }
            let calendarDay = StudyDay(year: year, month: month, day: day)
            guard calendarDay.date == (year, month, day) else { return nil }
            let seconds = ((calendarDay.index * 24 + hour) * 60 + minute) * 60 + second
            return Date(timeIntervalSince1970: Double(seconds * 1000 + milliseconds) / 1000)
        }
    }

    /// The decimal number in `count` bytes from `start`, or `nil` when one is not a digit.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for byte in bytes[start..<start + count] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
