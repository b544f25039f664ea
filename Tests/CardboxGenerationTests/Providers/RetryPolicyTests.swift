import Foundation
import Testing

@testable import CardboxGeneration

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ProviderTests {
    /// Backoff, `retry-after` parsing, status classification and key redaction.
    @Suite struct RetryPolicyTests {
        let now = Date(timeIntervalSince1970: 1_750_752_000)  // Tue, 24 Jun 2025 08:00:00 GMT

        private func response(_ headers: [String: String], status: Int = 429) throws -> HTTPURLResponse {
            let url = try #require(URL(string: "http://127.0.0.1"))
            return try #require(
                HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers))
        }

        @Test func retryAfterInSecondsMillisecondsOrAnHTTPDate() throws {
            #expect(RetryPolicy.retryAfter(in: try response(["Retry-After": "7"]), now: now) == .seconds(7))
            #expect(RetryPolicy.retryAfter(in: try response(["retry-after": "1.5"]), now: now) == .milliseconds(1500))
            #expect(
                RetryPolicy.retryAfter(in: try response(["retry-after-ms": "250", "retry-after": "9"]), now: now)
                    == .milliseconds(250))
            #expect(
                RetryPolicy.retryAfter(in: try response(["Retry-After": "Tue, 24 Jun 2025 08:00:30 GMT"]), now: now)
                    == .seconds(30))
            #expect(
                RetryPolicy.retryAfter(in: try response(["Retry-After": "Tue, 24 Jun 2025 07:00:00 GMT"]), now: now)
                    == .zero)
            #expect(RetryPolicy.retryAfter(in: try response(["Retry-After": "soon"]), now: now) == nil)
            #expect(RetryPolicy.retryAfter(in: try response([:]), now: now) == nil)
        }

        @Test func backoffDoublesWithJitterUpToTheCap() {
            let floor = RetryPolicy(maxRetries: 3, timing: RetryTiming(sleep: { _ in }, random: { 0 }, now: { now }))
            #expect(
                (0..<7).map { floor.delay(beforeRetry: $0, retryAfter: nil) }
                    == [
                        .milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(15),
                        .seconds(15),
                    ])
            let top = RetryPolicy(maxRetries: 3, timing: RetryTiming(sleep: { _ in }, random: { 0.999 }, now: { now }))
            #expect(top.delay(beforeRetry: 1, retryAfter: nil) > .milliseconds(1990))
            #expect(top.delay(beforeRetry: 1, retryAfter: .seconds(10)) == .seconds(10))
        }

        @Test(arguments: [
            (400, "bad"), (401, "key"), (403, "key"), (404, "bad"), (408, "retry"), (413, "bad"), (429, "retry"),
            (500, "retry"), (501, "bad"), (502, "retry"), (503, "retry"), (504, "retry"), (529, "retry"),
        ])
        func statusesAreClassifiedPerTheRetryRules(status: Int, expected: String) throws {
            let failure = ProviderFailure.classify(
                status: status, body: Data(#"{"error": {"message": "m"}}"#.utf8),
                response: try response([:], status: status),
                key: nil, now: now)
            let kind =
                switch failure {
                case .retryable: "retry"
                case .fatal(.keyRejected): "key"
                case .fatal(.badRequest): "bad"
                case .fatal: "other"
                }
            #expect(kind == expected)
        }

        @Test func messagesComeFromEveryProvidersErrorShape() {
            let shapes = [
                #"{"error": {"message": "OpenAI says", "type": "x", "param": null, "code": null}}"#,
                #"{"type": "error", "error": {"type": "invalid_request_error", "message": "OpenAI says"}}"#,
                #"{"error": "OpenAI says"}"#,
                "OpenAI says",
            ]
            for shape in shapes {
                #expect(ProviderFailure.errorMessage(in: Data(shape.utf8), status: 400, key: nil) == "OpenAI says")
            }
            #expect(ProviderFailure.errorMessage(in: Data(), status: 502, key: nil) == "HTTP 502")
        }

        @Test func keysAndMaskedKeysAreRedacted() {
            let key = ProviderFixtures.key
            let texts = [
                "bad key \(key) here", "Incorrect API key provided: sk-test-***********************0000.",
                "key sk-proj-abcdEFGH1234 rejected", "prefix \(key.prefix(8))… only",
            ]
            for text in texts {
                let scrubbed = Redaction.scrub(text, key: key)
                #expect(
                    !scrubbed.contains(key) && !scrubbed.contains("***") && !scrubbed.contains("sk-"), "\(scrubbed)")
                #expect(scrubbed.contains("[redacted]"))
            }
            #expect(Redaction.scrub("nothing secret", key: key) == "nothing secret")
        }
    }
}
