public import CardboxHTTP
import Foundation

/// The address of the client behind a request, as the throttles count it.
///
/// A request's own remote address is the client's unless it is one of the configured trusted proxies; then the
/// `Forwarded` header (its `for=` values) or, without it, `X-Forwarded-For` names the chain of addresses, and the
/// client is the last one that is not itself a trusted proxy. Headers from any other address are ignored, since
/// anyone can send them.
public struct ClientAddress: Sendable {
    /// Addresses whose forwarding headers are believed.
    public let trustedProxies: Set<String>

    /// Creates a resolver that believes forwarding headers only from `trustedProxies`.
    public init(trustedProxies: [String]) {
        self.trustedProxies = Set(trustedProxies.map(Self.normalized))
    }

    /// The client address of `request`.
    public func of(_ request: Request) -> String {
        let remote = request.remoteAddress
        guard trustedProxies.contains(Self.normalized(remote)) else { return remote }
        let chain: [String]
        if let forwarded = request.headers["Forwarded"] {
            chain = forwarded.split(separator: ",").compactMap { element in
                element.split(separator: ";").lazy.map { $0.trimmingCharacters(in: .whitespaces) }
                    .first { $0.lowercased().hasPrefix("for=") }.map { String($0.dropFirst(4)) }
            }
        } else if let forwardedFor = request.headers["X-Forwarded-For"] {
            chain = forwardedFor.split(separator: ",").map(String.init)
        } else {
            return remote
        }
        for hop in chain.reversed().map(Self.normalized) {
            guard Self.looksLikeAddress(hop) else { return remote }
            if !trustedProxies.contains(hop) { return hop }
        }
        return remote
    }

    /// `hop` without spaces, quotes, IPv6 brackets or a port.
    static func normalized(_ hop: String) -> String {
        var text = hop.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix("[") {
            return String(text.dropFirst().prefix { $0 != "]" }).lowercased()
        }
        if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            return String(text[..<colon])
        }
        return text.lowercased()
    }

    /// Whether `text` is an IPv4 or IPv6 address (not `unknown` or an obfuscated name such as `_hidden`).
    static func looksLikeAddress(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isHexDigit || $0 == "." || $0 == ":" }
    }
}
