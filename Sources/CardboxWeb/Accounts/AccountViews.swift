import CardboxCore
import Foundation

/// The account page.
enum AccountViews {
    static func page(
        _ context: AppContext, user: User, tokens: [AuthSession], singleUser: Bool, notice: Notice?, error: WebError?,
        newToken: String?
    ) -> HTML {
        let csrf = Layout.csrfField(context)
        let fresh: HTML =
            newToken.map { token in
                """
                <div class="notice good" role="status"><p>Your new API token (shown only now; copy it):</p>
                <p><code>\(token)</code></p><p class="muted">Send it as <code>Authorization: Bearer …</code>.</p></div>
                """
            } ?? ""
        let rows = tokens.map { token -> HTML in
            """
            <tr><td>\(token.label)</td><td>\(token.createdAt.formatted(.iso8601.year().month().day()))</td><td>
            <form method="post" action="/account/tokens/delete">\(csrf)<input type="hidden" name="token" value="\(token.tokenHash)">\
            <button type="submit" class="secondary" aria-label="Revoke token \(token.label)">Revoke</button></form></td></tr>
            """
        }
        let tokenList: HTML =
            rows.isEmpty ? "<p class=\"muted\">No tokens yet.</p>" : "<table><tbody>\(rows)</tbody></table>"
        let email: HTML =
            singleUser
            ? ""
            : """
            \(FormFields.input("Email", name: "email", type: "email", value: user.email ?? "", error: error))
            \(FormFields.input("Current password (needed to change the email)", name: "current", type: "password", error: error, required: false, extra: " autocomplete=\"current-password\""))
            """
        let tokenPassword: HTML =
            singleUser
            ? ""
            : """
            <label class="inline">Current password <input type="password" name="current" required autocomplete="current-password"></label>
            """
        let accountOnly: HTML =
            singleUser
            ? ""
            : """
            <section class="panel"><h2>Password</h2>
            <form method="post" action="/account/password" class="stack" data-validate>\(csrf)
            \(FormFields.input("Current password", name: "current", type: "password", error: error, extra: " autocomplete=\"current-password\""))
            \(FormFields.input("New password (at least 8 characters)", name: "password", type: "password", error: error, extra: " autocomplete=\"new-password\" minlength=\"8\""))
            <button type="submit">Change password</button></form>
            <p class="muted">Changing the password signs out every other session, ends every API token and sends a notice to your email.</p></section>
            <section class="panel"><h2>Delete account</h2>
            <p>This deletes your decks, cards, reviews, drafts and documents. It cannot be undone.</p>
            <form method="post" action="/account/delete" class="stack">\(csrf)
            \(FormFields.input("Password", name: "password", type: "password", error: error, extra: " autocomplete=\"current-password\""))
            <button type="submit" class="danger">Delete my account</button></form></section>
            """
        return Layout.page(
            title: "Account", context: context, current: "/settings", notice: notice,
            body: """
                <h1>Account</h1>
                \(FormFields.summary(error))\(fresh)
                <section class="panel"><h2>Profile</h2>
                <form method="post" action="/account/profile" class="stack" data-validate>\(csrf)
                \(FormFields.input("Name", name: "name", value: user.name, error: error, extra: " maxlength=\"80\""))
                \(email)
                <button type="submit">Save profile</button></form></section>
                <section class="panel"><h2>API tokens</h2>
                <p>Scripts use the JSON API at <code>/api/v1</code> with a token; see <a href="/api/openapi.json">the API description</a>.</p>
                <p class="muted">A token lasts until you revoke it, or until the password is changed or reset.</p>
                \(tokenList)
                <form method="post" action="/account/tokens" class="row">\(csrf)
                <label class="inline">Token name <input type="text" name="label" required maxlength="80"></label>
                \(tokenPassword)
                <button type="submit">Create token</button></form></section>
                \(accountOnly)
                """)
    }
}
