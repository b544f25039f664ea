/// Reading the `Cookie` header and writing `Set-Cookie` values.
public enum Cookies {
    /// Parses `a=1; b=2` into a dictionary; the first of a repeated name wins.
    public static func parse(_ header: String) -> [String: String] {
        var cookies: [String: String] = [:]
        for item in header.split(separator: ";") {
            let parts = item.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingSpaces()
            if cookies[name] == nil {
                cookies[name] = parts[1].trimmingSpaces()
            }
        }
        return cookies
    }
}

/// A cookie to set in a response.
public struct SetCookie: Sendable, Equatable {
    /// How the cookie travels on cross-site requests.
    public enum SameSite: String, Sendable {
        /// Sent on top-level navigations from other sites, not on their sub-requests or posts.
        case lax = "Lax"
        /// Never sent from other sites.
        case strict = "Strict"
    }

    /// The name.
    public var name: String
    /// The value (URL-safe characters only).
    public var value: String
    /// Lifetime in seconds; `nil` for a browser-session cookie, 0 to delete.
    public var maxAge: Int?
    /// Hidden from scripts.
    public var httpOnly = true
    /// Sent over HTTPS only.
    public var secure: Bool
    /// The cross-site rule.
    public var sameSite: SameSite = .lax

    /// Creates a cookie for the whole site (`Path=/`, no `Domain`, as a `__Host-` name requires).
    public init(name: String, value: String, maxAge: Int?, secure: Bool) {
        self.name = name
        self.value = value
        self.maxAge = maxAge
        self.secure = secure
    }

    /// A cookie that deletes `name`.
    public static func expired(_ name: String, secure: Bool) -> SetCookie {
        SetCookie(name: name, value: "", maxAge: 0, secure: secure)
    }

    /// The `Set-Cookie` header value.
    public var headerValue: String {
        var parts = ["\(name)=\(value)", "Path=/"]
        if let maxAge { parts.append("Max-Age=\(maxAge)") }
        if httpOnly { parts.append("HttpOnly") }
        if secure { parts.append("Secure") }
        parts.append("SameSite=\(sameSite.rawValue)")
        return parts.joined(separator: "; ")
    }
}
