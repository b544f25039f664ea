import CardboxHTTP
import CardboxWords

extension WordError {
    /// The error as the web shows it: a status the client can act on and a sentence for the user.
    ///
    /// Invalid words are 422, unknown words and categories 404, a used-up allowance 429, and a missing dictionary
    /// or speech synthesiser 503.
    var webError: WebError {
        switch self {
        case .emptyWord, .wordTooLong, .invalidCharacters:
            WebError(.unprocessableContent, code: "invalid_word", description, fields: ["word": description])
        case .noFavourites:
            WebError(.unprocessableContent, code: "no_favourites", description)
        case .notFound:
            WebError(.notFound, code: "word_not_found", description)
        case .unknownCategory(let name, let suggestion):
            WebError(
                .notFound, code: "unknown_category",
                "There is no word category '\(name)'."
                    + (suggestion.map { " Did you mean '\($0)'?" } ?? " The categories page lists them all."))
        case .dictionaryUnavailable:
            WebError(.serviceUnavailable, code: "dictionary_unavailable", description)
        case .pronunciationUnavailable:
            WebError(
                .serviceUnavailable, code: "pronunciation_unavailable",
                "Pronunciation is not available: the server has no espeak-ng (Debian: apt-get install espeak-ng).")
        case .pronunciationFailed:
            WebError(.serviceUnavailable, code: "pronunciation_failed", description)
        case .allowanceUsedUp:
            WebError(.tooManyRequests, code: "allowance_used_up", description)
        }
    }
}
