public import CardboxGeneration
public import CardboxSecurity
public import Foundation

/// How the web app behaves: who may use it, how it is reached, how mail goes out.
public struct WebConfiguration: Sendable {
    /// The origin users reach the server at, such as `https://cards.example.org`; unsafe requests from other
    /// origins are refused.
    public var publicOrigin: String
    /// The folder for what the server keeps besides the store.
    ///
    /// It holds the due dates saved before a deck is rescheduled, so the reschedule can be undone; `nil` refuses
    /// reschedules.
    public var dataDirectory: String?
    /// No accounts: everyone who can reach the server is the local user, as with the command-line tool.
    public var singleUser: Bool
    /// Argon2id cost for new password hashes.
    public var passwordCost: PasswordCost
    /// How long a browser session lasts without use, and at most.
    public var sessionIdleTimeout: TimeInterval = 14 * 86_400
    /// The absolute lifetime of a browser session.
    public var sessionLifetime: TimeInterval = 30 * 86_400
    /// Where password-reset mail goes out, or `nil` to write reset links to the server log.
    public var smtp: SMTPSettings?
    /// Cards per month made on the host's model for each account (0: none).
    public var monthlyGeneratedCards: Int
    /// Dictionary look-ups per month for each account on a shared server; `nil` for no limit.
    public var monthlyLookups: Int?
    /// The time zone new accounts start in.
    public var defaultTimeZone: String

    /// Host names the server answers to besides `127.0.0.1`, `localhost`, `[::1]` and the public origin's host;
    /// requests naming any other host get 421.
    public var allowedHosts: [String] = []
    /// Addresses of reverse proxies whose `Forwarded` and `X-Forwarded-For` headers name the client the throttles
    /// count; from any other address those headers are ignored.
    public var trustedProxies: [String] = []
    /// The token `/metrics` asks for as `Authorization: Bearer …`, or `nil` to let anyone who can reach the server
    /// read it.
    public var metricsToken: String?
    /// This server node's name among the nodes that share one database, reported by `/healthz`.
    public var nodeID = "cardbox"
    /// The largest body accepted from a client that is not signed in (sign-in, sign-up and reset forms).
    public var anonymousBodyBytes = 64 << 10
    /// The largest body of a signed-in request other than an upload (forms and JSON).
    public var signedInBodyBytes = 1 << 20
    /// The largest upload (`POST /import`, `POST /api/v1/imports`), accepted only once the session (and, for
    /// browsers, the cross-site headers) check out.
    public var uploadBodyBytes = 64 << 20

    /// The host names the server answers to.
    public var hostNames: HostNames { HostNames(publicOrigin: publicOrigin, extra: allowedHosts) }

    /// The models the server offers for card generation.
    public var models: ModelSettings

    /// Outgoing mail settings.
    public struct SMTPSettings: Sendable, Equatable {
        /// `smtp://host:port` or `smtps://host:port`.
        public var url: String
        /// The user name, if the server needs one.
        public var username: String?
        /// The password.
        public var password: String?
        /// Whether STARTTLS is required.
        public var requireTLS: Bool
        /// The sender address.
        public var from: String

        /// Creates the settings.
        public init(url: String, username: String?, password: String?, requireTLS: Bool, from: String) {
            self.url = url
            self.username = username
            self.password = password
            self.requireTLS = requireTLS
            self.from = from
        }
    }

    /// Creates a configuration.
    public init(
        publicOrigin: String, singleUser: Bool, passwordCost: PasswordCost = .interactive, smtp: SMTPSettings? = nil,
        monthlyGeneratedCards: Int = 10, monthlyLookups: Int? = nil, defaultTimeZone: String = "UTC",
        models: ModelSettings = ModelSettings()
    ) {
        self.models = models
        self.publicOrigin = publicOrigin
        self.singleUser = singleUser
        self.passwordCost = passwordCost
        self.smtp = smtp
        self.monthlyGeneratedCards = monthlyGeneratedCards
        self.monthlyLookups = monthlyLookups
        self.defaultTimeZone = defaultTimeZone
    }

    /// Whether cookies are marked `Secure` and use the `__Host-` prefix: yes unless the origin is plain HTTP.
    public var usesSecureCookies: Bool { publicOrigin.lowercased().hasPrefix("https://") }

    /// The session cookie's name: `__Host-cardbox_session` over HTTPS, a plain name on http://localhost.
    public var sessionCookieName: String { usesSecureCookies ? "__Host-cardbox_session" : "cardbox_session" }

    /// The anonymous pre-session cookie that carries the CSRF token of sign-in forms.
    public var preSessionCookieName: String { usesSecureCookies ? "__Host-cardbox_pre" : "cardbox_pre" }
}
