import CCurl

/// The one place libcurl's global state is initialised.
///
/// `curl_global_init` must run once before any other libcurl call and is not guaranteed to be thread-safe on every
/// build; a `static let` runs it exactly once, lazily, under the Swift runtime's own once-guard.
enum Curl {
    private static let initialized: Bool = {
        // "If this function returns non-zero, something went wrong and you cannot use the other curl functions."
        cardbox_curl_global_init_default() == CURLE_OK
    }()

    /// Initialises libcurl on first use.
    ///
    /// - Throws: ``MailError`` of kind ``MailError/Kind/sendFailed`` when libcurl cannot initialise (no memory, or
    ///   its TLS library failed to load).
    static func ready() throws(MailError) {
        guard initialized else { throw MailError(kind: .sendFailed, message: "libcurl could not be initialised.") }
    }
}
