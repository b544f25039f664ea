import Foundation

/// Where and how ``SMTPTransport`` delivers mail.
///
/// Use `smtp://host:587` with ``requireTLS`` for STARTTLS, or `smtps://host:465` for TLS from the first byte. The
/// password never appears in ``description`` or in errors.
public struct SMTPConfiguration: Sendable, Equatable {
    /// The server as `smtp://host:port` or `smtps://host:port`, without credentials.
    public var url: String
    /// The login name, if the server needs one.
    public var username: String?
    /// The password, if the server needs one.
    public var password: String?
    /// Whether `smtp://` delivery must upgrade the connection with STARTTLS (libcurl's `CURLUSESSL_ALL`).
    ///
    /// When `false`, STARTTLS is still used if the server offers it. `smtps://` is always encrypted.
    public var requireTLS: Bool
    /// The most a whole delivery (connect, login, upload) may take, in seconds.
    public var timeoutSeconds: Int

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - url: `smtp://host:port` or `smtps://host:port`.
    ///   - username: The login name, if any.
    ///   - password: The password, if any.
    ///   - requireTLS: Whether STARTTLS is mandatory on `smtp://`; on unless turned off for a local relay.
    ///   - timeoutSeconds: The limit for one delivery; 30 seconds by default.
    public init(
        url: String, username: String? = nil, password: String? = nil, requireTLS: Bool = true,
        timeoutSeconds: Int = 30
    ) {
        self.url = url
        self.username = username
        self.password = password
        self.requireTLS = requireTLS
        self.timeoutSeconds = timeoutSeconds
    }

    /// Reads a configuration from one URL, such as the value of an environment variable.
    ///
    /// The form is `smtp[s]://[user[:password]@]host[:port][?starttls=required|optional][&timeout=seconds]`. User
    /// and password are percent-decoded and moved out of ``url``. STARTTLS is required unless
    /// `starttls=optional` is given.
    ///
    /// - Throws: ``MailError`` of kind ``MailError/Kind/invalidConfiguration``; the message never repeats the URL,
    ///   which may hold a password.
    public init(parsing url: String) throws(MailError) {
        guard let components = URLComponents(string: url) else { throw Self.invalid("it is not a URL") }
        let scheme = components.scheme?.lowercased() ?? ""
        guard scheme == "smtp" || scheme == "smtps" else { throw Self.invalid("the scheme must be smtp or smtps") }
        guard let host = components.host, !host.isEmpty else { throw Self.invalid("the host is missing") }
        var requireTLS = true
        var timeout = 30
        for item in components.queryItems ?? [] {
            switch (item.name, item.value) {
            case ("starttls", "required"): requireTLS = true
            case ("starttls", "optional"): requireTLS = false
            case ("timeout", let value?):
                guard let seconds = Int(value), seconds > 0 else { throw Self.invalid("timeout must be whole seconds") }
                timeout = seconds
            default: throw Self.invalid("unknown setting '\(item.name)' (use starttls or timeout)")
            }
        }
        let bracketedHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        let port = components.port.map { ":\($0)" } ?? ""
        self.init(
            url: "\(scheme)://\(bracketedHost)\(port)\(components.path)",
            username: components.user.flatMap { $0.isEmpty ? nil : $0 },
            password: components.password,
            requireTLS: requireTLS,
            timeoutSeconds: timeout)
    }

    private static func invalid(_ reason: String) -> MailError {
        MailError(kind: .invalidConfiguration, message: "The SMTP URL is not usable: \(reason).")
    }
}

extension SMTPConfiguration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The URL, user and TLS setting, with the password replaced by `<redacted>`.
    public var description: String {
        let login = username.map { " as \($0)" } ?? ""
        let secret = password == nil ? "" : " (password <redacted>)"
        return "SMTP \(url)\(login)\(secret), TLS \(requireTLS ? "required" : "if offered"), \(timeoutSeconds) s"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// A mirror without the password, for `dump` and test failure messages.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "url": url, "username": username as Any, "requireTLS": requireTLS, "timeoutSeconds": timeoutSeconds,
            ])
    }
}
