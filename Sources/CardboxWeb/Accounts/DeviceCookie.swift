import CardboxHTTP
import CardboxSecurity
import Foundation

/// The cookie a browser receives when it signs in, naming the account it signed in to (OWASP's device cookie).
///
/// It proves nothing about who is at the keyboard, and signs no one in: it only tells the sign-in throttle that
/// this browser has signed in to the account before, so its attempts are counted per device rather than with the
/// guesses of unknown devices (``SignInThrottle``). Its value is sealed with the server's secret key, so it cannot
/// be made up or pointed at another account; it lasts a year and is renewed at every sign-in.
struct DeviceCookie {
    let services: WebServices

    /// How long a device cookie lasts.
    static let lifetime: TimeInterval = 365 * 86_400
    /// What a sealed value starts with, so no other sealed text of the server passes for one.
    private static let label = "cardbox-device-v1"

    /// The cookie's name (`__Host-` prefixed over HTTPS, as the session cookie's).
    var name: String { services.configuration.usesSecureCookies ? "__Host-cardbox_device" : "cardbox_device" }

    /// The device's id when `cookies` hold a device cookie issued for `email`; `nil` otherwise.
    func device(in cookies: [String: String], for email: String) -> String? {
        guard let value = cookies[name], value.count <= 512,
            let text = try? services.secrets.openURLSafeString(value)
        else { return nil }
        let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == Self.label, parts[1] == Self.key(email), !parts[2].isEmpty else {
            return nil
        }
        return String(parts[2])
    }

    /// A `Set-Cookie` value with a device cookie for `email`: the same device id when `device` is given, else a new
    /// one.
    func issue(for email: String, device: String?) -> String {
        let id = device ?? SecureToken.generate()
        let sealed = services.secrets.sealURLSafeString([Self.label, Self.key(email), id].joined(separator: "\n"))
        return SetCookie(
            name: name, value: sealed, maxAge: Int(Self.lifetime),
            secure: services.configuration.usesSecureCookies
        ).headerValue
    }

    /// The form of an email the cookie names: trimmed and lower-cased, as the throttle counts it.
    private static func key(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
