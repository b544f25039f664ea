/// Reads a plain review log: a `card_id,review_time,rating` header (in any column order; other columns are ignored)
/// and one review per line.
///
/// Times are ISO-8601 (`2024-03-29T12:30:00Z`, `2024-03-29 12:30:00.123456+02:00`; no offset means UTC) or
/// milliseconds since 1970. Ratings are 1–4. Blank lines are skipped; anything else malformed is an error naming the
/// line.
public enum ReviewCSV {
    /// One review as read.
    public struct Row: Sendable, Equatable {
        /// The card.
        public var cardID: Int64
        /// Seconds since 1970.
        public var time: Double
        /// The rating, 1–4.
        public var rating: Int

        /// Creates a row.
        public init(cardID: Int64, time: Double, rating: Int) {
            self.cardID = cardID
            self.time = time
            self.rating = rating
        }
    }

    /// Why a file could not be read.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The 1-based line, or 1 for a header problem.
        public var line: Int
        /// What is wrong.
        public var reason: String

        /// Creates a failure.
        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }

        /// The message for the user.
        public var description: String { "line \(line): \(reason)" }
    }

    /// Parses `text`.
    ///
    /// - Throws: ``Failure`` for a missing column, a malformed card id, time or rating.
    public static func parse(_ text: String) throws(Failure) -> [Row] {
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        guard let headerLine = lines.first else { throw Failure(line: 1, reason: "the file is empty") }
        lines.removeFirst()
        let header = headerLine.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingSpaces.lowercased()
        }
        func column(_ name: String, _ alternative: String? = nil) throws(Failure) -> Int {
            if let index = header.firstIndex(of: name) { return index }
            if let alternative, let index = header.firstIndex(of: alternative) { return index }
            throw Failure(line: 1, reason: "the header has no '\(name)' column (expected card_id,review_time,rating)")
        }
        let cardColumn = try column("card_id")
        let timeColumn = try column("review_time")
        let ratingColumn = try column("rating", "review_rating")
        var rows: [Row] = []
        rows.reserveCapacity(lines.count)
        for (offset, line) in lines.enumerated() where !line.allSatisfy({ $0 == " " }) {
            let number = offset + 2
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count == header.count else {
                throw Failure(line: number, reason: "expected \(header.count) fields, found \(fields.count)")
            }
            guard let card = Int64(fields[cardColumn].trimmingSpaces) else {
                throw Failure(line: number, reason: "card_id '\(fields[cardColumn])' is not a whole number")
            }
            let timeText = fields[timeColumn].trimmingSpaces
            guard let time = parseTime(timeText) else {
                throw Failure(
                    line: number,
                    reason: "review_time '\(timeText)' is neither ISO-8601 nor milliseconds since 1970")
            }
            guard let rating = Int(fields[ratingColumn].trimmingSpaces), (1...4).contains(rating) else {
                throw Failure(line: number, reason: "rating '\(fields[ratingColumn])' is not 1, 2, 3 or 4")
            }
            rows.append(Row(cardID: card, time: time, rating: rating))
        }
        return rows
    }

    /// Seconds since 1970 for an ISO-8601 time or a millisecond count; nil when it is neither.
    public static func parseTime(_ text: String) -> Double? {
        if !text.isEmpty, text.allSatisfy(\.isASCIIDigit), let milliseconds = Double(text) {
            return milliseconds / 1000
        }
        let characters = Array(text.utf8)
        func number(_ start: Int, _ length: Int) -> Int? {
            guard start + length <= characters.count else { return nil }
            var value = 0
            for index in start..<(start + length) {
                let digit = Int(characters[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard characters.count >= 19, let year = number(0, 4), characters[4] == 45, let month = number(5, 2),
            characters[7] == 45, let day = number(8, 2), characters[10] == 84 || characters[10] == 32,
            let hour = number(11, 2), characters[13] == 58, let minute = number(14, 2), characters[16] == 58,
            let second = number(17, 2), (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60,
            second < 61
        else { return nil }
        var index = 19
        var fraction = 0.0
        if index < characters.count, characters[index] == 46 {
            index += 1
            var scale = 0.1
            let start = index
            while index < characters.count, let digit = number(index, 1) {
                fraction += Double(digit) * scale
                scale /= 10
                index += 1
            }
            if index == start { return nil }
        }
        var offset = 0
        if index < characters.count {
            if characters[index] == 90, index + 1 == characters.count {
                offset = 0
            } else if characters[index] == 43 || characters[index] == 45, let hours = number(index + 1, 2) {
                var minutes = 0
                if index + 3 == characters.count {
                    minutes = 0
                } else if index + 6 == characters.count, characters[index + 3] == 58, let value = number(index + 4, 2) {
                    minutes = value
                } else if index + 5 == characters.count, let value = number(index + 3, 2) {
                    minutes = value
                } else {
                    return nil
                }
                offset = (hours * 60 + minutes) * 60 * (characters[index] == 43 ? 1 : -1)
            } else {
                return nil
            }
        }
        let days = daysSince1970(year: year, month: month, day: day)
        return Double(days * 86_400 + hour * 3_600 + minute * 60 + second - offset) + fraction
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

extension Substring {
    /// The text without leading and trailing spaces and quotes.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\"" }.reversed().drop { $0 == " " || $0 == "\"" }.reversed())
    }
}

extension Character {
    /// Whether this is 0–9.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
