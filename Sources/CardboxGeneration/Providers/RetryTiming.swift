public import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Time and randomness for retries, injected so tests neither wait nor depend on chance.
///
/// ```swift
/// let timing = RetryTiming(sleep: { _ in }, random: { 0 }, now: { Date(timeIntervalSince1970: 0) })
/// ```
public struct RetryTiming: Sendable {
    /// Waits for a duration (the live value is `Task.sleep`, which throws `CancellationError` when cancelled).
    public var sleep: @Sendable (Duration) async throws -> Void
    /// A number in `0..<1` for jitter.
    public var random: @Sendable () -> Double
    /// The current time, for `retry-after` given as an HTTP date.
    public var now: @Sendable () -> Date

    /// Creates timing from its three effects.
    public init(
        sleep: @escaping @Sendable (Duration) async throws -> Void, random: @escaping @Sendable () -> Double,
        now: @escaping @Sendable () -> Date
    ) {
        self.sleep = sleep
        self.random = random
        self.now = now
    }

    /// Real sleeping, system randomness and the wall clock.
    public static let live = RetryTiming(
        sleep: { try await Task.sleep(for: $0) }, random: { Double.random(in: 0..<1) }, now: { Date() })
}

/// When to try a failed request again: exponential backoff with jitter, never sooner than the server asked.
struct RetryPolicy: Sendable {
    /// Retries after the first try.
    var maxRetries: Int
    /// The first backoff (doubled for each further retry).
    var baseDelay: Duration = .seconds(1)
    /// The longest backoff of our own.
    var maxDelay: Duration = .seconds(30)
    /// The longest `retry-after` we wait for; a server asking for more is reported as unavailable instead.
    var longestRetryAfter: Duration = .seconds(120)
    /// Sleep, jitter and clock.
    var timing: RetryTiming

    /// The wait before retry number `retry` (0 for the first retry): `base · 2^retry`, capped, scaled by a random
    /// factor in `0.5..<1`, and at least `retryAfter`.
    func delay(beforeRetry retry: Int, retryAfter: Duration?) -> Duration {
        let backoff = min(baseDelay * (1 << min(max(retry, 0), 16)), maxDelay)
        let jittered = backoff * (0.5 + 0.5 * min(max(timing.random(), 0), 1))
        guard let retryAfter else { return jittered }
        return max(jittered, retryAfter)
    }

    /// The wait a response asks for: `retry-after-ms` (milliseconds), else `retry-after` as seconds or an HTTP date.
    static func retryAfter(in response: HTTPURLResponse, now: Date) -> Duration? {
        if let text = response.value(forHTTPHeaderField: "retry-after-ms"),
            let milliseconds = Double(text.trimmingCharacters(in: .whitespaces)), milliseconds >= 0
        {
            return .milliseconds(milliseconds)
        }
        guard let text = response.value(forHTTPHeaderField: "retry-after")?.trimmingCharacters(in: .whitespaces)
        else { return nil }
        if let seconds = Double(text), seconds >= 0 { return .milliseconds(seconds * 1000) }
        guard let date = httpDate(text) else { return nil }
        return .milliseconds(max(0, date.timeIntervalSince(now)) * 1000)
    }

    /// Parses an HTTP date (IMF-fixdate, RFC 850 or asctime, RFC 9110 §5.6.7).
    static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
