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
    ///
    /// It runs for every request, so it works on Unicode scalars (every delimiter is ASCII) rather than characters.
    static func name(ofAuthority authority: String) -> String? {
        let scalars = authority.lowercased().unicodeScalars
        var name: Substring.UnicodeScalarView
        if scalars.first == "[" {
            guard let close = scalars.firstIndex(of: "]") else { return nil }
            name = scalars[...close]
            let rest = scalars[scalars.index(after: close)...]
            guard rest.isEmpty || (rest.first == ":" && rest.dropFirst().allSatisfy(isDigit)) else { return nil }
        } else if let colon = scalars.firstIndex(of: ":") {
            name = scalars[..<colon]
            guard scalars[scalars.index(after: colon)...].allSatisfy(isDigit) else { return nil }
        } else {
            name = scalars[...]
        }
        if name.last == "." { name = name.dropLast() }
        guard !name.isEmpty, !name.contains(where: { $0 == "/" || $0 == "@" || $0.properties.isWhitespace }) else {
            return nil
        }
        return String(Substring(name))
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
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
