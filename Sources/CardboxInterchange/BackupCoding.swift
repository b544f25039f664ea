import CardboxJSON
import Foundation

/// Shared JSON settings for backup files: ISO 8601 dates with milliseconds, sorted keys, pretty printing.
enum BackupCoding {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(text(of: date))
        }
        return encoder
    }

    /// `date` as ISO 8601 in UTC with milliseconds, rounded to the nearest one.
    ///
    /// Formatting the fraction directly would cut it instead: a time read from `…00.400Z` is a hair under 0.4 s as a
    /// binary fraction and came back as `…00.399Z`, so every backup of a restored file lost a millisecond.
    static func text(of date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let whole = seconds - (fraction < 0 ? 1 : 0)
        let thousandths = fraction < 0 ? fraction + 1000 : fraction
        let base = Date(timeIntervalSince1970: Double(whole)).formatted(Date.ISO8601FormatStyle())
        let digits = String(thousandths)
        return base.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    /// The reader of backup files: the fast decoder (a 300,000-card file is a quarter of a gigabyte), with times as
    /// ``text(of:)`` writes them or any other ISO 8601 form.
    static func decoder() -> FastJSONDecoder {
        FastJSONDecoder(
            dateDecoding: .custom { decoder in
                let container = try decoder.singleValueContainer()
                let text = try container.decode(String.self)
                if let date = BackupTimestamp.parse(text) { return date }
                if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) {
                    return date
                }
                if let date = try? Date(text, strategy: Date.ISO8601FormatStyle()) { return date }
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "'\(text)' is not an ISO 8601 date-time"
                )
            })
    }

    /// A one-line account of a decoding error: what was wrong and where.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not valid JSON" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the top level" : String(keys.drop(while: { $0 == "." }))
        }
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(context.debugDescription) at \(path(context))"
        case .keyNotFound(let key, let context):
            let place = context.codingPath.isEmpty ? "" : " in \(path(context))"
            return "the field '\(key.stringValue)' is missing\(place)"
        case .typeMismatch(let type, let context): return "expected \(type) at \(path(context))"
        case .valueNotFound(let type, let context): return "expected \(type) at \(path(context)), found null"
        @unknown default: return "not a valid backup"
        }
    }
}
