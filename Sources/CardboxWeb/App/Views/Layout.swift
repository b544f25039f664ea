import CardboxCore
import CardboxHTTP

/// The page frame: head, navigation, main content.
enum Layout {
    /// The sections in the navigation, with their paths.
    static let sections: [(title: String, path: String)] = [
        ("Decks", "/"), ("Study", "/study"), ("Import", "/import"), ("Drafts", "/drafts"), ("Words", "/words"),
        ("Classrooms", "/classrooms"), ("Stats", "/stats"), ("Settings", "/settings"),
    ]

    /// A whole page.
    static func page(
        title: String, context: AppContext?, current: String? = nil, notice: Notice? = nil, body: HTML
    )
        -> HTML
    {
        let assets = WebAssets.shared
        let navigation: HTML
        if let context, let user = context.user {
            let links = sections.map { section -> HTML in
                let currentAttribute: HTML = section.path == current ? " aria-current=\"page\"" : ""
                return "<a href=\"\(section.path)\"\(currentAttribute)>\(section.title)</a>"
            }
            let signOut: HTML =
                context.session?.kind == .browser
                ? """
                <form method="post" action="/signout" class="inline">\(csrfField(context))\
                <button type="submit" class="secondary">Sign out</button></form>
                """ : ""
            navigation = """
                <nav aria-label="Main">\(links)</nav>
                <span class="muted" aria-label="Signed in as">\(user.name)</span>\(signOut)
                """
        } else {
            navigation = """
                <nav aria-label="Main"><a href="/signin">Sign in</a><a href="/signup">Create an account</a></nav>
                """
        }
        let csrfMeta: HTML = context.map { "<meta name=\"csrf-token\" content=\"\($0.csrfToken)\">" } ?? ""
        let katexMeta: HTML =
            WebAssets.hasKaTeX
            ? """
            <meta name="katex-script" content="\(assets.versionedPath(KaTeXAssets.scriptPath))">
            <meta name="katex-style" content="\(assets.versionedPath(KaTeXAssets.stylePath))">
            """ : ""
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            \(csrfMeta)\(katexMeta)
            <title>\(title) · Cardbox</title>
            <link rel="icon" href="\(assets.versionedPath("/static/icon.svg"))">
            <link rel="stylesheet" href="\(assets.versionedPath("/static/app.css"))">
            <script src="\(assets.versionedPath("/static/app.js"))" defer></script>
            </head>
            <body>
            <header class="top"><a class="brand" href="/">Cardbox</a>\
            <button type="button" class="secondary menu-toggle" aria-expanded="false" aria-controls="menu">Menu</button>\
            <div class="menu" id="menu">\(navigation)</div></header>
            <main id="main">
            \(notice.map(\.html) ?? "")
            \(body)
            </main>
            </body>
            </html>
            """
    }

    /// The hidden field every form that changes something carries.
    static func csrfField(_ context: AppContext) -> HTML {
        "<input type=\"hidden\" name=\"_csrf\" value=\"\(context.csrfToken)\">"
    }

    /// An HTML page response.
    static func response(_ page: HTML, status: HTTPStatus = .ok) -> Response {
        Response(status: status, contentType: "text/html; charset=utf-8", body: Array(page.rendered.utf8))
    }
}

/// A message at the top of a page.
struct Notice: Sendable {
    enum Kind: String, Sendable {
        case info = ""
        case good
        case error
    }

    var kind: Kind
    var text: String

    var html: HTML {
        let role = kind == .error ? "alert" : "status"
        return "<div class=\"notice \(kind.rawValue)\" role=\"\(role)\">\(text)</div>"
    }

    /// The notice named by a `notice` query parameter after a redirect; only known codes are shown, so a link
    /// cannot put words on the page.
    static func from(_ request: Request) -> Notice? {
        request.query["notice"].flatMap { catalog[$0] }
    }

    static let catalog: [String: Notice] = [
        "signed-out": Notice(kind: .good, text: "You have signed out."),
        "password-reset": Notice(kind: .good, text: "Your password has been changed. Sign in with the new one."),
        "profile-saved": Notice(kind: .good, text: "Your profile has been saved."),
        "password-changed": Notice(kind: .good, text: "Your password has been changed; other sessions were ended."),
        "deck-created": Notice(kind: .good, text: "The deck has been created."),
        "deck-saved": Notice(kind: .good, text: "The deck has been saved."),
        "deck-deleted": Notice(
            kind: .good, text: "The deck has been deleted. It stays in the trash for 30 days (Decks → Trash)."),
        "deck-rescheduled": Notice(
            kind: .good,
            text: "Every card's due date has been recomputed from its history with the deck's weights. "
                + "Undo the last reschedule below to put them back."),
        "reschedule-undone": Notice(
            kind: .good,
            text: "The due dates from before the reschedule have been restored; cards reviewed since kept theirs."),
        "deck-restored": Notice(kind: .good, text: "The deck has been restored with its cards and history."),
        "card-saved": Notice(kind: .good, text: "The card has been saved."),
        "media-added": Notice(kind: .good, text: "The file is on the card; move its line in the text to place it."),
        "card-added": Notice(kind: .good, text: "The card has been saved. Add the next one."),
        "card-deleted": Notice(kind: .good, text: "The card has been deleted."),
        "card-moved": Notice(kind: .good, text: "The card has been moved."),
        "cards-moved": Notice(kind: .good, text: "The chosen cards have been moved."),
        "cards-tagged": Notice(kind: .good, text: "The tag has been added to the chosen cards."),
        "cards-deleted": Notice(kind: .good, text: "The chosen cards have been deleted with their reviews."),
        "draft-saved": Notice(kind: .good, text: "The draft's cards have been saved to the deck."),
        "draft-deleted": Notice(kind: .good, text: "The draft has been deleted."),
        "settings-saved": Notice(kind: .good, text: "Your settings have been saved."),
        "backup-restored": Notice(
            kind: .good, text: "The backup has been restored: your decks, cards and history are the backup's now."),
        "key-removed": Notice(kind: .good, text: "Your API key has been removed."),
        "token-revoked": Notice(kind: .good, text: "The API token has been revoked."),
        "session-finished": Notice(kind: .good, text: "Session finished. Well done!"),
        "favourite-added": Notice(kind: .good, text: "Added to your favourites."),
        "favourite-removed": Notice(kind: .good, text: "Removed from your favourites."),
    ]
}
