import CardboxHTTP
import Testing

/// The metrics exposition stays small and well-formed whatever clients send.
struct HTTPMetricsTests {
    @Test func madeUpMethodsFoldIntoOneLabel() {
        let metrics = HTTPMetrics(prefix: "test_")
        for index in 0..<2000 {
            metrics.record(
                method: HTTPMethod(rawValue: "M\(index)"), route: "unmatched", status: .notFound, seconds: 0.001)
        }
        metrics.record(method: .get, route: "/decks", status: .ok, seconds: 0.002)
        let text = metrics.render()
        #expect(text.contains("test_requests_total{method=\"OTHER\",route=\"unmatched\",status=\"404\"} 2000"))
        #expect(text.contains("test_requests_total{method=\"GET\",route=\"/decks\",status=\"200\"} 1"))
        #expect(!text.contains("M1999"))
        #expect(text.utf8.count < 8000)
    }

    @Test func labelValuesAreEscaped() {
        let metrics = HTTPMetrics(prefix: "test_")
        metrics.record(method: HTTPMethod(rawValue: "A\"B\\C}"), route: "/a\"b\\c\nd", status: .ok, seconds: 0.001)
        let text = metrics.render()
        #expect(!text.contains("A\"B"))
        #expect(text.contains("method=\"OTHER\",route=\"/a\\\"b\\\\c\\nd\""))
        // Every sample line is one line: the route's line feed did not split it.
        let samples = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(samples.allSatisfy { $0.hasPrefix("test_") })
    }
}
