import Foundation
import Synchronization

/// Request counts by route and status and a latency histogram, in the Prometheus text format.
///
/// Every label value comes from a fixed set, so clients cannot grow the exposition: methods other than the standard
/// ones are counted as `OTHER`, and requests no route matched as the route `unmatched`.
public final class HTTPMetrics: Sendable {
    /// The methods counted under their own name.
    public static let countedMethods: Set<String> = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

    /// The histogram's upper bounds in seconds.
    public static let bucketBounds: [Double] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

    private struct Key: Hashable {
        let method: String
        let route: String
        let status: Int
    }

    private struct State {
        var counts: [Key: Int] = [:]
        var buckets: [String: [Int]] = [:]
        var sums: [String: Double] = [:]
        var observations: [String: Int] = [:]
    }

    private let state = Mutex(State())
    private let gauges: @Sendable () -> [(name: String, help: String, value: Int)]
    /// What every metric name starts with, such as `http_` (giving `http_requests_total`).
    public let prefix: String

    /// Creates the metrics; names start with `prefix`, and `gauges` supplies current values such as open event
    /// streams.
    public init(
        prefix: String = "http_", gauges: @escaping @Sendable () -> [(name: String, help: String, value: Int)] = { [] }
    ) {
        self.prefix = prefix
        self.gauges = gauges
    }

    /// Records one answered request.
    public func record(method: HTTPMethod, route: String, status: HTTPStatus, seconds: Double) {
        state.withLock { state in
            let method = Self.countedMethods.contains(method.rawValue) ? method.rawValue : "OTHER"
            state.counts[Key(method: method, route: route, status: status.code), default: 0] += 1
            var buckets = state.buckets[route] ?? Array(repeating: 0, count: Self.bucketBounds.count)
            for (index, bound) in Self.bucketBounds.enumerated() where seconds <= bound {
                buckets[index] += 1
            }
            state.buckets[route] = buckets
            state.sums[route, default: 0] += seconds
            state.observations[route, default: 0] += 1
        }
    }

    /// How many requests were answered for `route` with `status`.
    public func count(route: String, status: HTTPStatus) -> Int {
        state.withLock { state in
            state.counts.filter { $0.key.route == route && $0.key.status == status.code }.values.reduce(0, +)
        }
    }

    /// The exposition text.
    public func render() -> String {
        let snapshot = state.withLock { $0 }
        var lines = [
            "# HELP \(prefix)requests_total HTTP requests answered, by method, route and status.",
            "# TYPE \(prefix)requests_total counter",
        ]
        for (key, count) in snapshot.counts.sorted(by: { ($0.key.route, $0.key.status) < ($1.key.route, $1.key.status) }
        ) {
            lines.append(
                "\(prefix)requests_total{method=\"\(Self.escape(key.method))\",route=\"\(Self.escape(key.route))\","
                    + "status=\"\(key.status)\"} \(count)")
        }
        lines += [
            "# HELP \(prefix)request_duration_seconds Time to answer a request, by route.",
            "# TYPE \(prefix)request_duration_seconds histogram",
        ]
        for route in snapshot.buckets.keys.sorted() {
            let label = "route=\"\(Self.escape(route))\""
            for (index, bound) in Self.bucketBounds.enumerated() {
                lines.append(
                    "\(prefix)request_duration_seconds_bucket{\(label),le=\"\(bound)\"} "
                        + "\(snapshot.buckets[route]?[index] ?? 0)")
            }
            let total = snapshot.observations[route] ?? 0
            lines.append("\(prefix)request_duration_seconds_bucket{\(label),le=\"+Inf\"} \(total)")
            lines.append("\(prefix)request_duration_seconds_sum{\(label)} \(snapshot.sums[route] ?? 0)")
            lines.append("\(prefix)request_duration_seconds_count{\(label)} \(total)")
        }
        for gauge in gauges() {
            lines += [
                "# HELP \(gauge.name) \(gauge.help)", "# TYPE \(gauge.name) gauge", "\(gauge.name) \(gauge.value)",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A label value as the Prometheus text format writes it: backslash, double quote and line feed escaped.
    static func escape(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\".unicodeScalars
            case "\"": escaped += "\\\"".unicodeScalars
            case "\n": escaped += "\\n".unicodeScalars
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}

/// Records every request in ``HTTPMetrics``.
public struct MetricsMiddleware<Context: Sendable>: Middleware {
    let metrics: HTTPMetrics
    let clock = ContinuousClock()

    /// Creates the middleware.
    public init(metrics: HTTPMetrics) {
        self.metrics = metrics
    }

    /// Times the rest of the chain and records the outcome.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) throws -> Response
    ) throws -> Response {
        let start = clock.now
        let response: Response
        do {
            response = try next(request, context)
        } catch let error as any HTTPResponseError {
            response = error.response(to: request)
        } catch {
            record(request, .internalServerError, since: start)
            throw error
        }
        record(request, response.status, since: start)
        return response
    }

    private func record(_ request: Request, _ status: HTTPStatus, since start: ContinuousClock.Instant) {
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        metrics.record(method: request.method, route: request.route ?? "unmatched", status: status, seconds: seconds)
    }
}
