/// The sign-up, sign-in and password-reset pages.
enum AuthViews {
    static func signUp(_ context: AppContext, values: [String: String], error: WebError?) -> HTML {
        Layout.page(
            title: "Create an account", context: context,
            body: """
                <section class="panel">
                <h1>Create an account</h1>
                \(FormFields.summary(error))
                <form method="post" action="/signup" class="stack" data-validate>
                \(Layout.csrfField(context))
                \(FormFields.input("Name", name: "name", value: values["name"] ?? "", error: error, extra: " autocomplete=\"name\" maxlength=\"80\""))
                \(FormFields.input("Email", name: "email", type: "email", value: values["email"] ?? "", error: error, extra: " autocomplete=\"email\""))
                \(FormFields.input("Password (at least 8 characters)", name: "password", type: "password", error: error, extra: " autocomplete=\"new-password\" minlength=\"8\""))
                <input type="hidden" name="time_zone" value="\(values["time_zone"] ?? "")" data-time-zone>
                <button type="submit">Create account</button>
                </form>
                <p class="muted">Already have an account? <a href="/signin">Sign in</a>.</p>
                </section>
                """)
    }

    static func signIn(
        _ context: AppContext, email: String, next: String, error: WebError?, notice: Notice? = nil
    ) -> HTML {
        Layout.page(
            title: "Sign in", context: context, notice: notice,
            body: """
                <section class="panel">
                <h1>Sign in</h1>
                \(FormFields.summary(error))
                <form method="post" action="/signin" class="stack" data-validate>
                \(Layout.csrfField(context))
                <input type="hidden" name="next" value="\(next)">
                \(FormFields.input("Email", name: "email", type: "email", value: email, extra: " autocomplete=\"username\""))
                \(FormFields.input("Password", name: "password", type: "password", extra: " autocomplete=\"current-password\""))
                <button type="submit">Sign in</button>
                </form>
                <p><a href="/forgot">Forgot your password?</a> · <a href="/signup">Create an account</a></p>
                </section>
                """)
    }

    static func forgot(_ context: AppContext, email: String, error: WebError?) -> HTML {
        Layout.page(
            title: "Forgot your password?", context: context,
            body: """
                <section class="panel">
                <h1>Forgot your password?</h1>
                <p>Enter the email you signed up with. We will send a link to choose a new password; it works once,
                for 30 minutes.</p>
                \(FormFields.summary(error))
                <form method="post" action="/forgot" class="stack" data-validate>
                \(Layout.csrfField(context))
                \(FormFields.input("Email", name: "email", type: "email", value: email, error: error, extra: " autocomplete=\"email\""))
                <button type="submit">Send the link</button>
                </form>
                </section>
                """)
    }

    static func forgotSent(_ context: AppContext, mailConfigured: Bool) -> HTML {
        let how: HTML =
            mailConfigured
            ? "<p>If an account uses that email, a link to reset its password is on its way. Check your inbox.</p>"
            : """
            <p>If an account uses that email, a reset link has been made. This server has no mail server configured,
            so the link was written to the server's log: ask the person who runs this server for it.</p>
            """
        return Layout.page(
            title: "Check your email", context: context,
            body: "<section class=\"panel\" role=\"status\"><h1>Check your email</h1>\(how)</section>")
    }

    static func reset(_ context: AppContext, token: String, error: WebError?) -> HTML {
        Layout.page(
            title: "Choose a new password", context: context,
            body: """
                <section class="panel">
                <h1>Choose a new password</h1>
                \(FormFields.summary(error))
                <form method="post" action="/reset" class="stack" data-validate>
                \(Layout.csrfField(context))
                <input type="hidden" name="token" value="\(token)">
                \(FormFields.input("New password (at least 8 characters)", name: "password", type: "password", error: error, extra: " autocomplete=\"new-password\" minlength=\"8\""))
                <button type="submit">Change password</button>
                </form>
                <p class="muted">Every session and API token of this account ends when the password changes.</p>
                </section>
                """)
    }
}
