import CardboxCore
import CardboxHTTP
import CardboxSecurity

/// Checks the current password that sensitive account changes ask for, under the same throttle as sign-in.
struct PasswordConfirmation {
    let services: WebServices

    /// Returns nil when `password` is the account's current one, or the error to show: 429 while the account is
    /// throttled for this address, 422 when the password is missing or wrong (which counts as a failed attempt).
    ///
    /// `field` names the form field the message belongs to. Throws ``SecurityError/busy`` when the hashing queue
    /// stays full (the caller answers 503 with Retry-After); that counts as no attempt.
    func refusal(
        of password: String?, for account: Account, address: String, field: String, action: String
    ) throws(SecurityError) -> WebError? {
        let throttleKey = account.user.email ?? "user:\(account.user.id.rawValue)"
        if let wait = services.throttle.wait(account: throttleKey, address: address) {
            return WebError(
                .tooManyRequests, code: "throttled",
                "Too many attempts. Wait \(Int(wait)) seconds before trying again.")
        }
        let password = password ?? ""
        guard !password.isEmpty, password.utf8.count <= 1024,
            try services.hasher.verify(password, against: account.passwordHash)
        else {
            services.throttle.recordFailure(account: throttleKey, address: address)
            let message =
                password.isEmpty
                ? "Enter your current password to \(action)." : "The current password is not right."
            return WebError(
                .unprocessableContent, code: "invalid", message,
                fields: [field: password.isEmpty ? "Needed." : "Not right."])
        }
        services.throttle.recordSuccess(account: throttleKey, address: address)
        return nil
    }
}
