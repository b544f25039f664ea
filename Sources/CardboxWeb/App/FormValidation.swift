import CardboxCore
import Foundation

/// The rules for account fields, in one place for the pages and the API.
enum FormValidation {
    static let minimumPasswordLength = 8

    /// A trimmed display name by ``User/validatedName(_:)``.
    static func name(_ text: String?) throws -> String {
        do {
            return try User.validatedName(text ?? "")
        } catch {
            throw WebError.invalid(String(describing: error), field: "name")
        }
    }

    /// A plausible email address: one `@`, a dot in the domain, no spaces, at most 254 characters.
    static func email(_ text: String?) throws -> String {
        let email = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard email.count <= 254, parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
            !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
            !email.contains(where: { $0.isWhitespace || $0 == "<" || $0 == ">" || $0 == "," || $0 == ";" })
        else { throw WebError.invalid("Enter an email address such as name@example.org.", field: "email") }
        return email
    }

    /// A password of 8 characters to 1,024 bytes.
    static func newPassword(_ text: String?, field: String = "password") throws -> String {
        let password = text ?? ""
        guard password.count >= minimumPasswordLength else {
            throw WebError.invalid("Use at least \(minimumPasswordLength) characters for the password.", field: field)
        }
        guard password.utf8.count <= 1024 else {
            throw WebError.invalid("Use at most 1,024 bytes for the password.", field: field)
        }
        return password
    }
}
