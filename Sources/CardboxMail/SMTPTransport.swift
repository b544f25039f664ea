import CCurl

/// Delivers mail to an SMTP server with libcurl.
///
/// Each ``send(_:)`` opens its own connection with a fresh libcurl handle, so one transport may be shared by any
/// number of threads. `send` blocks until the server accepts or refuses the message (at most
/// ``SMTPConfiguration/timeoutSeconds``): call it from a background sender's own thread, not from a Swift-concurrency
/// task that others wait behind.
///
/// ```swift
/// let transport = SMTPTransport(configuration: try SMTPConfiguration(parsing: "smtp://mail.example:587"))
/// try transport.send(message)
/// ```
public final class SMTPTransport: MailTransport {
    /// The server and credentials used for every message.
    public let configuration: SMTPConfiguration

    /// Creates a transport; nothing connects until ``send(_:)``.
    public init(configuration: SMTPConfiguration) {
        self.configuration = configuration
    }

    /// Sends `message` to every address in its `to` list, with `from` as the envelope sender.
    ///
    /// - Throws: ``MailError`` with libcurl's explanation and the server's last reply code; the password is never
    ///   part of it.
    public func send(_ message: MailMessage) throws(MailError) {
        guard !message.to.isEmpty else {
            throw MailError(kind: .invalidMessage, message: "The message has no recipients.")
        }
        let scheme = configuration.url.prefix { $0 != ":" }.lowercased()
        guard scheme == "smtp" || scheme == "smtps" else {
            throw MailError(kind: .invalidConfiguration, message: "The SMTP URL must start with smtp:// or smtps://.")
        }
        guard configuration.timeoutSeconds > 0 else {
            throw MailError(kind: .invalidConfiguration, message: "The SMTP timeout must be at least one second.")
        }
        let easy = try CurlEasy()
        try easy.set(CURLOPT_URL, configuration.url)
        // Only mail protocols, whatever the URL says.
        try easy.set(CURLOPT_PROTOCOLS_STR, "smtp,smtps")
        // Timeouts without signals, which are unsafe in a multi-threaded process.
        try easy.set(CURLOPT_NOSIGNAL, 1)
        try easy.set(CURLOPT_TIMEOUT, configuration.timeoutSeconds)
        try easy.set(
            CURLOPT_USE_SSL, Int((configuration.requireTLS ? CURLUSESSL_ALL : CURLUSESSL_TRY).rawValue))
        if let username = configuration.username { try easy.set(CURLOPT_USERNAME, username) }
        if let password = configuration.password { try easy.set(CURLOPT_PASSWORD, password) }
        try easy.set(CURLOPT_MAIL_FROM, "<\(message.from.address)>")
        try easy.set(CURLOPT_MAIL_RCPT, list: message.to.map { "<\($0.address)>" })
        let code = easy.perform(uploading: Array(message.formatted().utf8))
        guard code != CURLE_OK else { return }
        throw error(for: code, easy: easy)
    }

    private func error(for code: CURLcode, easy: CurlEasy) -> MailError {
        var detail = easy.lastErrorMessage(for: code)
        if let password = configuration.password, !password.isEmpty {
            detail = detail.replacing(password, with: "<redacted>")
        }
        let reply = easy.responseCode
        let kind: MailError.Kind =
            switch code {
            case CURLE_LOGIN_DENIED: .authenticationFailed
            case _ where reply.map({ $0 >= 400 }) ?? false: .rejected
            case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_CONNECT, CURLE_SEND_ERROR, CURLE_RECV_ERROR,
                CURLE_GOT_NOTHING, CURLE_WEIRD_SERVER_REPLY:
                .connectionFailed
            case CURLE_OPERATION_TIMEDOUT: .timedOut
            case CURLE_USE_SSL_FAILED, CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION,
                CURLE_SSL_CERTPROBLEM, CURLE_SSL_CACERT_BADFILE:
                .tlsFailed
            case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT: .invalidConfiguration
            default: .sendFailed
            }
        return MailError(kind: kind, message: detail, smtpResponseCode: reply)
    }
}
