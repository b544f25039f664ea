import CardboxCore
import CardboxHTTP
import CardboxSecurity
import Foundation

/// Sign-up, sign-in, sign-out, forgotten passwords and the account page.
struct AuthController {
    let services: WebServices
    static let resetLifetime: TimeInterval = 30 * 60

    func addRoutes(to router: inout RouterGroup<AppContext>) {
        router.get("/signup") { request, context in try signUpPage(request, context) }
        router.post("/signup") { request, context in try signUp(request, context) }
        router.get("/signin") { request, context in try signInPage(request, context) }
        router.post("/signin") { request, context in try signIn(request, context) }
        router.post("/signout") { _, context in try signOut(context) }
        router.get("/forgot") { _, context in Layout.response(AuthViews.forgot(context, email: "", error: nil)) }
        router.post("/forgot") { request, context in try forgot(request, context) }
        router.get("/reset") { request, context in
            Layout.response(AuthViews.reset(context, token: request.query["token"] ?? "", error: nil))
        }
        router.post("/reset") { request, context in try reset(request, context) }
    }

    // MARK: - Sign up and in

    private func signUpPage(_ request: Request, _ context: AppContext) throws -> Response {
        if services.configuration.singleUser || context.session != nil { return .redirect(to: "/") }
        return Layout.response(AuthViews.signUp(context, values: [:], error: nil))
    }

    private func signUp(_ request: Request, _ context: AppContext) throws -> Response {
        if services.configuration.singleUser { return .redirect(to: "/") }
        let form = request.form()
        let values = ["name": form["name"] ?? "", "email": form["email"] ?? "", "time_zone": form["time_zone"] ?? ""]
        do {
            let name = try FormValidation.name(form["name"])
            let email = try FormValidation.email(form["email"])
            let password = try FormValidation.newPassword(form["password"])
            let zone =
                form["time_zone"].flatMap { TimeZone(identifier: $0)?.identifier }
                ?? services.configuration.defaultTimeZone
            let hash = try services.hasher.hash(password)
            let user = try services.store.createAccount(
                NewUser(name: name, timeZoneIdentifier: zone, createdAt: services.now()), email: email,
                passwordHash: hash)
            var response = try startSession(for: user, request: request, redirect: "/welcome")
            response.headers.add("Set-Cookie", DeviceCookie(services: services).issue(for: email, device: nil))
            return response
        } catch let error as WebError {
            return Layout.response(AuthViews.signUp(context, values: values, error: error), status: error.status)
        } catch AccountError.emailTaken {
            let error = WebError(
                .conflict, code: "email_taken", "An account with this email already exists. Sign in instead?",
                fields: ["email": "Already registered."])
            return Layout.response(AuthViews.signUp(context, values: values, error: error), status: .conflict)
        }
    }

    private func signInPage(_ request: Request, _ context: AppContext) throws -> Response {
        if services.configuration.singleUser || context.session != nil { return .redirect(to: "/") }
        return Layout.response(
            AuthViews.signIn(
                context, email: "", next: Self.safeNext(request.query["next"]), error: nil,
                notice: Notice.from(request)))
    }

    private func signIn(_ request: Request, _ context: AppContext) throws -> Response {
        if services.configuration.singleUser { return .redirect(to: "/") }
        let form = request.form()
        let email = (form["email"] ?? "").trimmingCharacters(in: .whitespaces)
        let next = Self.safeNext(form["next"])
        let address = services.clientAddress(of: request)
        let deviceCookie = DeviceCookie(services: services)
        let device = deviceCookie.device(in: request.cookies, for: email)
        func refuse(_ error: WebError) -> Response {
            Layout.response(AuthViews.signIn(context, email: email, next: next, error: error), status: error.status)
        }
        if let wait = services.throttle.wait(signingInTo: email, address: address, device: device) {
            return refuse(
                WebError(
                    .tooManyRequests, code: "throttled",
                    "Too many attempts. Wait \(Int(wait)) seconds before trying again."))
        }
        let password = form["password"] ?? ""
        let account = try services.store.findAccount(email: email)
        // An unknown email costs a hash too, so the answer's timing does not tell which emails have accounts. A
        // full hashing queue throws `busy` (503 with Retry-After) and counts as no attempt.
        let verified =
            try password.utf8.count <= 1024
            && (account.map { try services.hasher.verify(password, against: $0.passwordHash) }
                ?? services.hasher.verifyWithoutAccount(password))
        guard verified, let account else {
            services.throttle.recordSignInFailure(account: email, address: address, device: device)
            return refuse(WebError(.unauthorized, code: "unauthorized", "The email or password is not right."))
        }
        services.throttle.recordSignInSuccess(account: email, address: address, device: device)
        if services.hasher.needsRehash(account.passwordHash) {
            try services.store.setPasswordHash(
                try services.hasher.hash(password), for: account.user.id, at: services.now())
        }
        var response = try startSession(for: account.user, request: request, redirect: next)
        response.headers.add("Set-Cookie", deviceCookie.issue(for: email, device: device))
        return response
    }

    /// Starts a browser session with a fresh token (never reusing one from before sign-in).
    func startSession(for user: User, request: Request, redirect: String) throws -> Response {
        let token = SecureToken.generate()
        let now = services.now()
        try services.store.insertSession(
            AuthSession(
                tokenHash: SecureToken.hash(token), userID: user.id, kind: .browser,
                label: String((request.headers["User-Agent"] ?? "").prefix(200)), csrfSecret: SecureToken.generate(),
                createdAt: now, lastSeenAt: now,
                expiresAt: now.addingTimeInterval(services.configuration.sessionLifetime)
            ))
        var response = Response.redirect(to: redirect)
        response.headers.add("Set-Cookie", sessionCookie(token, maxAge: Int(services.configuration.sessionLifetime)))
        return response
    }

    private func signOut(_ context: AppContext) throws -> Response {
        if let session = context.session {
            try services.store.deleteSession(tokenHash: session.tokenHash)
            services.forgetCredentials(of: session.userID)
            services.eventStreams.close(session: session.tokenHash)
        }
        var response = Response.redirect(to: "/signin?notice=signed-out")
        response.headers.add("Set-Cookie", sessionCookie("", maxAge: 0))
        return response
    }

    private func sessionCookie(_ value: String, maxAge: Int) -> String {
        SetCookie(
            name: services.configuration.sessionCookieName, value: value, maxAge: maxAge,
            secure: services.configuration.usesSecureCookies
        ).headerValue
    }

    /// Only paths on this server are followed after sign-in; anything else goes to `/`.
    ///
    /// Browsers drop tabs and line breaks from URLs and read `\\` as `/`, so `/<TAB>/evil.example` would become
    /// `//evil.example`, another site: such characters are refused before the text is parsed as a URL, which must
    /// then have no scheme and no host, and a path that starts with exactly one `/`.
    static func safeNext(_ next: String?) -> String {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"),
            !next.unicodeScalars.contains(where: { $0 == "\\" || $0.value < 0x21 || $0.value == 0x7F }),
            let components = URLComponents(string: next), components.scheme == nil, components.host == nil,
            components.percentEncodedPath.hasPrefix("/"), !components.percentEncodedPath.hasPrefix("//")
        else { return "/" }
        return next
    }

    // MARK: - Forgotten password

    /// Seconds to wait when `request`'s address, or every address together, has posted too many reset forms this
    /// minute; `nil` when the form may go ahead.
    private func resetWait(_ request: Request) -> Int? {
        (services.resetThrottle.wait(address: services.clientAddress(of: request))
            ?? services.resetFloodThrottle.wait(address: WebServices.everyAddress)).map { max(1, Int($0)) }
    }

    /// The 429 page for a reset form posted too often, with `Retry-After`.
    private func tooManyResets(_ page: (WebError) -> HTML, wait: Int) -> Response {
        let error = WebError(
            .tooManyRequests, code: "throttled", "Too many attempts. Wait \(wait) seconds before trying again.")
        var response = Layout.response(page(error), status: error.status)
        response.headers["Retry-After"] = String(wait)
        return response
    }

    private func forgot(_ request: Request, _ context: AppContext) throws -> Response {
        let emailText = request.form()["email"] ?? ""
        if let wait = resetWait(request) {
            return tooManyResets({ AuthViews.forgot(context, email: emailText, error: $0) }, wait: wait)
        }
        let email: String
        do {
            email = try FormValidation.email(emailText)
        } catch let error as WebError {
            return Layout.response(AuthViews.forgot(context, email: emailText, error: error), status: error.status)
        }
        // The same answer whether or not the account exists; at most 3 links an hour per account.
        if let account = try services.store.findAccount(email: email),
            try services.store.countPasswordResets(of: account.user.id, since: services.now().addingTimeInterval(-3600))
                < 3
        {
            let token = SecureToken.generate()
            let now = services.now()
            try services.store.insertPasswordReset(
                PasswordReset(
                    tokenHash: SecureToken.hash(token), userID: account.user.id, createdAt: now,
                    expiresAt: now.addingTimeInterval(Self.resetLifetime), requestedFrom: request.remoteAddress))
            let link = services.configuration.publicOrigin + "/reset?token=" + token
            let body = """
                Hello \(account.user.name),

                Someone (hopefully you) asked to reset the password of your Cardbox account.
                Open this link within 30 minutes to choose a new password. Choosing one signs
                out every session and ends every API token:

                \(link)

                If you did not ask for this, ignore this message; your password stays as it is.
                """
            if services.mailer != nil {
                try services.store.enqueueMail(
                    OutgoingMail(recipient: email, subject: "Reset your Cardbox password", body: body, createdAt: now))
            } else {
                services.log("password reset for \(email): \(link) (no mail server is configured)")
            }
        }
        return Layout.response(AuthViews.forgotSent(context, mailConfigured: services.mailer != nil))
    }

    private func reset(_ request: Request, _ context: AppContext) throws -> Response {
        let form = request.form()
        let token = form["token"] ?? ""
        if let wait = resetWait(request) {
            return tooManyResets({ AuthViews.reset(context, token: token, error: $0) }, wait: wait)
        }
        let password: String
        do {
            password = try FormValidation.newPassword(form["password"])
        } catch let error as WebError {
            return Layout.response(AuthViews.reset(context, token: token, error: error), status: error.status)
        }
        // The token is checked (and used up) before the new password is hashed, so made-up tokens cost no hashing.
        guard let user = try services.store.consumePasswordReset(tokenHash: SecureToken.hash(token), at: services.now())
        else {
            let error = WebError(
                .badRequest, code: "reset_link_invalid",
                "This reset link has expired or has been used. Ask for a new one.")
            return Layout.response(AuthViews.reset(context, token: "", error: error), status: .badRequest)
        }
        let hash = try services.hasher.hash(password)
        try services.store.completePasswordReset(user: user, passwordHash: hash, at: services.now())
        services.forgetCredentials(of: user)
        // Every session was signed out, so every live stream they opened ends too.
        services.eventStreams.close(key: LiveEvents.key(for: user))
        if let account = try services.store.findAccount(user: user), let email = account.user.email,
            services.mailer != nil
        {
            try services.store.enqueueMail(
                OutgoingMail(
                    recipient: email, subject: "Your Cardbox password was changed",
                    body: """
                        Hello \(account.user.name),

                        The password of your Cardbox account was just changed: every session was signed out
                        and every API token ended; make new tokens under Account if your scripts need them.
                        If this was not you, reset your password again at once.
                        """,
                    createdAt: services.now()))
        }
        return .redirect(to: "/signin?notice=password-reset")
    }
}
