import CardboxCore
import CardboxHTTP
import CardboxSecurity
import Foundation

/// The account page: name and email, password, API tokens, deleting the account.
struct AccountController {
    let services: WebServices
    private var confirmation: PasswordConfirmation { PasswordConfirmation(services: services) }

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/account") { request, context in try page(context, notice: Notice.from(request)) }
        router.post("/account/profile") { request, context in try saveProfile(request, context) }
        router.post("/account/password") { request, context in try changePassword(request, context) }
        router.post("/account/delete") { request, context in try deleteAccount(request, context) }
        router.post("/account/tokens") { request, context in try createToken(request, context) }
        router.post("/account/tokens/delete") { request, context in try revokeToken(request, context) }
    }

    private func page(
        _ context: SignedInContext, notice: Notice? = nil, error: WebError? = nil, newToken: String? = nil
    ) throws -> Response {
        let user = context.user
        let tokens = try services.store.fetchAPITokens(of: user.id)
        return Layout.response(
            AccountViews.page(
                context.app, user: user, tokens: tokens, singleUser: services.configuration.singleUser, notice: notice,
                error: error, newToken: newToken),
            status: error?.status ?? .ok)
    }

    private func saveProfile(_ request: Request, _ context: SignedInContext) throws -> Response {
        var user = context.user
        let form = request.form()
        do {
            user.name = try FormValidation.name(form["name"])
            if !services.configuration.singleUser {
                let email = try FormValidation.email(form["email"])
                if email != user.email {
                    // A new sign-in email hands the account to whoever reads it: only the password holder may.
                    guard let account = try services.store.findAccount(user: user.id) else {
                        throw WebError.notFound("The account")
                    }
                    if let refusal = try confirmation.refusal(
                        of: form["current"], for: account, address: services.clientAddress(of: request),
                        field: "current",
                        action: "change the email")
                    {
                        return try page(context, error: refusal)
                    }
                    try services.store.setEmail(email, for: user.id)
                    try sendNotice(
                        to: account.user, subject: "Your Cardbox sign-in email was changed",
                        change: "The sign-in email of your Cardbox account was just changed to \(email).")
                }
                user.email = email
            }
            try services.store.updateUser(user)
            services.forgetCredentials(of: user.id)
            return .redirect(to: "/account?notice=profile-saved")
        } catch let error as WebError {
            return try page(context, error: error)
        } catch AccountError.emailTaken {
            return try page(
                context,
                error: WebError(
                    .conflict, code: "email_taken", "Another account uses that email.", fields: ["email": "In use."]))
        }
    }

    private func changePassword(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let form = request.form()
        guard let account = try services.store.findAccount(user: user.id) else {
            throw WebError.notFound("The account")
        }
        if let refusal = try confirmation.refusal(
            of: form["current"], for: account, address: services.clientAddress(of: request), field: "current",
            action: "change the password")
        {
            return try page(context, error: refusal)
        }
        do {
            let password = try FormValidation.newPassword(form["password"])
            try services.store.setPasswordHash(try services.hasher.hash(password), for: user.id, at: services.now())
            try services.store.deleteSessions(of: user.id, keeping: context.session?.tokenHash)
            services.forgetCredentials(of: user.id)
            services.eventStreams.close(key: LiveEvents.key(for: user.id), keepingSession: context.session?.tokenHash)
            try sendNotice(
                to: account.user, subject: "Your Cardbox password was changed",
                change: "The password of your Cardbox account was just changed and every other session was signed out.")
            return .redirect(to: "/account?notice=password-changed")
        } catch let error as WebError {
            return try page(context, error: error)
        }
    }

    /// Queues a notice of a sensitive change to the address the account had before it, when mail is configured.
    private func sendNotice(to user: User, subject: String, change: String) throws {
        guard let email = user.email, services.mailer != nil else { return }
        try services.store.enqueueMail(
            OutgoingMail(
                recipient: email, subject: subject,
                body: """
                    Hello \(user.name),

                    \(change)
                    If this was not you, reset your password at once.
                    """,
                createdAt: services.now()))
    }

    private func deleteAccount(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        guard !services.configuration.singleUser, let account = try services.store.findAccount(user: user.id) else {
            throw WebError.invalid("The local user of a single-user server cannot be deleted.")
        }
        // The same throttle as sign-in: this form also tells whether a password is right.
        if let refusal = try confirmation.refusal(
            of: request.form()["password"], for: account, address: services.clientAddress(of: request),
            field: "password",
            action: "delete the account")
        {
            return try page(context, error: refusal)
        }
        try services.store.deleteUser(user.id)
        services.forgetCredentials(of: user.id)
        services.eventStreams.close(key: LiveEvents.key(for: user.id))
        var response = Response.redirect(to: "/signin?notice=signed-out")
        response.headers.add(
            "Set-Cookie",
            SetCookie.expired(
                services.configuration.sessionCookieName, secure: services.configuration.usesSecureCookies
            )
            .headerValue)
        return response
    }

    private func createToken(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let form = request.form()
        let label = (form["label"] ?? "").trimmingCharacters(in: .whitespaces)
        guard !label.isEmpty, label.count <= 80 else {
            return try page(context, error: WebError.invalid("Name the token (at most 80 characters).", field: "label"))
        }
        // A token outlives the browser session, so making one needs the password (there is none in single-user mode).
        if !services.configuration.singleUser {
            guard let account = try services.store.findAccount(user: user.id) else {
                throw WebError.notFound("The account")
            }
            if let refusal = try confirmation.refusal(
                of: form["current"], for: account, address: services.clientAddress(of: request), field: "current",
                action: "create a token")
            {
                return try page(context, error: refusal)
            }
        }
        let token = SecureToken.generate()
        try services.store.insertSession(
            AuthSession(
                tokenHash: SecureToken.hash(token), userID: user.id, kind: .api, label: label,
                csrfSecret: SecureToken.generate(), createdAt: services.now(), lastSeenAt: services.now(),
                expiresAt: nil))
        return try page(context, newToken: token)
    }

    private func revokeToken(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let hash = request.form()["token"] ?? ""
        guard try services.store.fetchAPITokens(of: user.id).contains(where: { $0.tokenHash == hash }) else {
            throw WebError.notFound("The token")
        }
        try services.store.deleteSession(tokenHash: hash)
        services.forgetCredentials(of: user.id)
        services.eventStreams.close(session: hash)
        return .redirect(to: "/account?notice=token-revoked")
    }
}
