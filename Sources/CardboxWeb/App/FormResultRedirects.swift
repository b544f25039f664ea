import CardboxHTTP

/// GET routes for addresses that only take a form, where a visit has an obvious page to go to instead.
///
/// Reloading the page a form post answered, or typing the form's address, sends a GET; these answer it with a
/// redirect to the page the form belongs to rather than a 405. Only fixed addresses are listed: an address that
/// names a deck, card or draft keeps its 405 page, so it never answers differently for things of another user.
enum FormResultRedirects {
    /// Each form address and the page a GET to it goes to.
    static let targets: [(form: String, page: String)] = [
        ("/decks", "/"),
        ("/favourites/cards", "/favourites"),
        ("/words/cards", "/words"),
        ("/account/profile", "/account"),
        ("/account/password", "/account"),
        ("/account/tokens", "/account"),
        ("/settings/key", "/settings"),
    ]

    /// Adds the redirects to the signed-in pages.
    static func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        for target in targets {
            let page = target.page
            router.get(target.form) { _, _ in .redirect(to: page) }
        }
    }
}
