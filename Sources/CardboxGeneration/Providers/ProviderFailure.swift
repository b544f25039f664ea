import CardboxJSON
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a failed exchange means: give up with an error, or retry (at least after the server's `retry-after`).
enum ProviderFailure: Sendable, Equatable {
    /// Do not retry.
    case fatal(GenerationError)
    /// Worth another try; `error` is what is reported when no tries are left.
    case retryable(GenerationError, retryAfter: Duration?)

    /// Classifies a non-2xx response (§2.6 of the generation reference).
    ///
    /// 401/403 reject the key; 429 is a rate limit (retried) unless it is a quota or billing error (the key is then
    /// unusable); 408, 409, 500, 502–504, 529 and other 5xx except 501 are retried, including llama-server's
    /// 503 "Loading model"; every other status, among them 400 (llama-server's `exceed_context_size_error`), 404,
    /// 413 and 501, is a refused request.
    static func classify(status: Int, body: Data, response: HTTPURLResponse, key: String?, now: Date) -> Self {
        let message = errorMessage(in: body, status: status, key: key)
        let retryAfter = RetryPolicy.retryAfter(in: response, now: now)
        switch status {
        case 401, 403:
            return .fatal(.keyRejected(status: status, message: message))
        case 429 where isQuotaError(body):
            return .fatal(.keyRejected(status: status, message: message))
        case 408, 409, 429:
            return .retryable(.unavailable("\(message) (HTTP \(status))"), retryAfter: retryAfter)
        case 501:
            return .fatal(.badRequest(message))
        case 500 where isValidationError(body):
            // llama-cpp-python answers a body it cannot validate with a 500; retrying the same body cannot help.
            return .fatal(.badRequest(message))
        case 500...599:
            return .retryable(.unavailable("\(message) (HTTP \(status))"), retryAfter: retryAfter)
        default:
            return .fatal(.badRequest(message))
        }
    }

    /// Classifies an error thrown by the transport: a refused connection fails at once (nothing is listening, so
    /// waiting rarely helps); timeouts and dropped connections are retried.
    static func classify(transportError error: any Error, url: URL) -> Self {
        let place = "\(url.host ?? "?")\(url.port.map { ":\($0)" } ?? "")"
        guard let urlError = error as? URLError else {
            return .retryable(.notAnswering("\(place): \(type(of: error))"), retryAfter: nil)
        }
        switch urlError.code {
        case .cannotConnectToHost:
            return .fatal(.notAnswering("nothing accepted a connection at \(place)"))
        case .cannotFindHost, .dnsLookupFailed:
            return .fatal(.notAnswering("the host of \(place) is unknown"))
        case .notConnectedToInternet:
            return .fatal(.notAnswering("this machine is offline"))
        case .timedOut:
            return .retryable(.notAnswering("\(place) did not answer in time"), retryAfter: nil)
        case .networkConnectionLost:
            return .retryable(.notAnswering("\(place) closed the connection"), retryAfter: nil)
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return .fatal(.notAnswering("a secure connection to \(place) could not be made"))
        default:
            return .retryable(.notAnswering("\(place): network error \(urlError.code.rawValue)"), retryAfter: nil)
        }
    }

    /// The provider's error message (`error.message` in OpenAI, Anthropic and llama-server bodies, a string `error`
    /// in Ollama's), with anything resembling the key removed; `HTTP <status>` when there is none.
    static func errorMessage(in body: Data, status: Int, key: String?) -> String {
        var message: String?
        if let json = try? JSONValue.decode(body) {
            message =
                json["error"]?["message"]?.stringValue ?? json["error"]?.stringValue ?? json["message"]?.stringValue
                ?? json["detail"]?.stringValue
        } else {
            let text = String(decoding: body.prefix(300), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            message = text.isEmpty ? nil : text
        }
        guard let message, let readable = readable(message) else { return "HTTP \(status)" }
        return Redaction.scrub(readable, key: key)
    }

    /// A server's error message as one line a person can read: a Python validation error becomes the field it was
    /// about, a traceback becomes nothing (`nil`), and anything else its first line, at most 200 characters.
    static func readable(_ message: String) -> String? {
        let lines = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard let first = lines.first, !message.contains("Traceback (most recent call last)") else { return nil }
        if isValidationMessage(first) {
            guard let field = validatedField(in: message, lines: lines) else {
                return "the server could not read the request"
            }
            return "the server did not accept the request's \(field) field"
        }
        guard first.count > 200 else { return first }
        let cut = first.prefix(200)
        let end = cut.lastIndex(of: " ") ?? cut.endIndex
        return String(cut[..<end]) + "…"
    }

    /// Whether a body is a server-side validation error of the request (pydantic's "N validation error(s) for …" or
    /// FastAPI's "N validation error(s):"), which a retry of the same body cannot fix.
    static func isValidationError(_ body: Data) -> Bool {
        guard let json = try? JSONValue.decode(body),
            let message = json["error"]?["message"]?.stringValue ?? json["detail"]?.stringValue
        else { return false }
        return isValidationMessage(message)
    }

    /// Whether `message` opens like a Python validation error.
    private static func isValidationMessage(_ message: String) -> Bool {
        message.range(of: #"^\d+ validation errors?( for |:)"#, options: .regularExpression) != nil
    }

    /// The field a Python validation error is about: FastAPI's `'loc': ('body', 'response_format', 'type')` or
    /// pydantic's line holding only the dotted path, as `response_format.type`.
    private static func validatedField(in message: String, lines: [String]) -> String? {
        if let match = message.firstMatch(of: /'loc': \(([^)]*)\)/) {
            let parts = match.1.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
            }.filter { !$0.isEmpty && $0 != "body" }
            if !parts.isEmpty { return parts.joined(separator: ".") }
        }
        return lines.dropFirst().first { !$0.contains(" ") && !$0.contains("{") }
    }

    /// Whether a 429 is about money rather than speed (OpenAI's `insufficient_quota`, billing limits).
    static func isQuotaError(_ body: Data) -> Bool {
        guard let json = try? JSONValue.decode(body), let error = json["error"] else { return false }
        let markers = [error["code"]?.stringValue, error["type"]?.stringValue].compactMap { $0 }
        return markers.contains { ["insufficient_quota", "billing_hard_limit_reached", "billing_error"].contains($0) }
    }
}

/// Removes API keys from text that may be shown or logged.
enum Redaction {
    /// `text` without `key`, without anything shaped like a key (`sk-…`) and without masked keys (`abc***xyz`).
    static func scrub(_ text: String, key: String?) -> String {
        var result = text
        if let key, key.count >= 4 { result = result.replacing(key, with: "[redacted]") }
        result = result.replacing(/sk-[A-Za-z0-9_\-*.…]{3,}[A-Za-z0-9*]/, with: "[redacted]")
        result = result.replacing(/[A-Za-z0-9_\-]*\*{3,}[A-Za-z0-9_\-*.…]*[A-Za-z0-9*]/, with: "[redacted]")
        if let key, key.count >= 12 {
            // A provider may echo a key's first or last characters around its own masking.
            for fragment in [String(key.prefix(8)), String(key.suffix(8))] {
                result = result.replacing(fragment, with: "[redacted]")
            }
        }
        return result
    }
}
