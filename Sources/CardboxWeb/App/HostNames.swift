import Foundation

/// The host names the server answers to, against DNS rebinding: a page on another site whose name an attacker
/// points at 127.0.0.1 reaches the server with its own name in `Host`, which is refused.
///
/// The names are `127.0.0.1`, `localhost`, `[::1]`, the public origin's host and any configured extras. Comparison
/// ignores case, the port and a trailing dot.
public struct HostNames: Sendable, Equatable {
    /// The accepted names, lowercased, IPv6 addresses in brackets.
    public let names: Set<String>

    /// The loopback names, the host of `publicOrigin` and `extra` (such as a LAN address or a second domain).
    public init(publicOrigin: String, extra: [String] = []) {
        var names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
        if let host = Self.authority(ofOrigin: publicOrigin).flatMap(Self.name(ofAuthority:)) { names.insert(host) }
        for name in extra {
            if let normalised = Self.name(ofAuthority: name.trimmingCharacters(in: .whitespaces)) {
                names.insert(normalised)
            }
        }
        self.names = names
    }

    /// Whether a `Host` header's value names this server.
    public func accepts(host: String) -> Bool {
        Self.name(ofAuthority: host).map(names.contains) ?? false
    }

    /// The name in a `Host` value or an authority (`name[:port]` or `[v6]:port`), lowercased, without the port and a
    /// trailing dot; `nil` when it is empty or malformed.
    static func name(ofAuthority authority: String) -> String? {
        let text = authority.lowercased()
        var name: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            name = text[...close]
            let rest = text[text.index(after: close)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isASCIIDigit)) else {
                return nil
            }
        } else {
            let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            name = parts[0]
            if parts.count == 2 && !parts[1].allSatisfy(\.isASCIIDigit) { return nil }
        }
        if name.hasSuffix(".") { name = name.dropLast() }
        guard !name.isEmpty, !name.contains(where: { $0 == "/" || $0 == "@" || $0.isWhitespace }) else {
            return nil
        }
        return String(name)
    }

    /// The `host[:port]` of an origin such as `https://cards.example.org:8443`, lowercased; `nil` when it is not an
    /// http(s) origin.
    static func authority(ofOrigin origin: String) -> String? {
        let lowered = origin.lowercased()
        for scheme in ["http://", "https://"] where lowered.hasPrefix(scheme) {
            let rest = lowered.dropFirst(scheme.count)
            let authority = rest.hasSuffix("/") ? rest.dropLast() : rest
            guard !authority.isEmpty, !authority.contains("/") else { return nil }
            return String(authority)
        }
        return nil
    }
}

extension Character {
    /// Whether this is one of the digits 0–9.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
