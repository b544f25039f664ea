import Foundation

/// What a browser does with Cardbox's pages, for tests that drive a running server over raw HTTP: read the cookies a
/// reply sets and a page's CSRF token, and sign up through the forms.
public enum WebForms {
    /// One request: method, path, header fields, body; the server's reply.
    public typealias Exchange = (String, String, [(String, String)], String) throws -> RawHTTPConnection.Reply

    /// The password every account made by ``signUpAndCreateToken(name:email:exchange:)`` has.
    public static let password = "correct horse battery staple"

    /// Signs up through the forms (CSRF tokens and cookies as a browser would) and makes an API token.
    ///
    /// - Parameters:
    ///   - name: The account's name, form-encoded (`+` for a space).
    ///   - email: The account's address, form-encoded.
    public static func signUpAndCreateToken(name: String, email: String, exchange: Exchange) throws -> String {
        try signUp(name: name, email: email, exchange: exchange).token
    }

    /// Signs up through the forms and makes an API token, as ``signUpAndCreateToken(name:email:exchange:)`` does;
    /// returns the browser's session cookie (`cardbox_session=…`) too.
    public static func signUp(
        name: String, email: String, exchange: Exchange
    ) throws -> (session: String, token: String) {
        let formType = ("Content-Type", "application/x-www-form-urlencoded")
        let encodedPassword = password.replacingOccurrences(of: " ", with: "+")
        let signUpPage = try exchange("GET", "/signup", [], "")
        let preSession = try cookie(signUpPage, "cardbox_pre")
        let signedUp = try exchange(
            "POST", "/signup", [("Cookie", "cardbox_pre=\(preSession)"), formType],
            "_csrf=\(try csrfToken(signUpPage))&name=\(name)&email=\(email)&password=\(encodedPassword)")
        guard signedUp.status == 303 else {
            throw RawHTTPConnection.Failure(description: "sign-up answered \(signedUp.status): \(signedUp.text)")
        }
        let session = "cardbox_session=\(try cookie(signedUp, "cardbox_session"))"
        let account = try exchange("GET", "/account", [("Cookie", session)], "")
        let created = try exchange(
            "POST", "/account/tokens", [("Cookie", session), formType],
            "_csrf=\(try csrfToken(account))&label=tests&current=\(encodedPassword)")
        return (session, try between("<p><code>", "</code></p>", in: created.text, what: "the new token"))
    }

    /// Makes an API token labelled `label` for the local user of a single-user server, through the account page's
    /// form (its session cookie and CSRF token, as a browser would).
    public static func createLocalToken(label: String, exchange: Exchange) throws -> String {
        let account = try exchange("GET", "/account", [], "")
        let cookie = (account.headers["set-cookie"] ?? "").split(separator: ";").first.map(String.init) ?? ""
        let created = try exchange(
            "POST", "/account/tokens", [("Cookie", cookie), ("Content-Type", "application/x-www-form-urlencoded")],
            "_csrf=\(try csrfToken(account))&label=\(label)")
        return try between("<p><code>", "</code></p>", in: created.text, what: "the new token")
    }

    /// The value of cookie `name` set by `reply`.
    public static func cookie(_ reply: RawHTTPConnection.Reply, _ name: String) throws -> String {
        try between("\(name)=", ";", in: (reply.headers["set-cookie"] ?? "") + ";", what: "the \(name) cookie")
    }

    /// The CSRF token of a page (its `csrf-token` meta element).
    public static func csrfToken(_ reply: RawHTTPConnection.Reply) throws -> String {
        try between(#"<meta name="csrf-token" content=""#, "\"", in: reply.text, what: "the CSRF token")
    }

    /// The text between `start` and the next `end` in `text`.
    public static func between(_ start: String, _ end: String, in text: String, what: String) throws -> String {
        guard let lower = text.range(of: start),
            let upper = text.range(of: end, range: lower.upperBound..<text.endIndex)
        else { throw RawHTTPConnection.Failure(description: "No \(what) in:\n\(text.prefix(2_000))") }
        return String(text[lower.upperBound..<upper.lowerBound])
    }
}
