import Foundation
import Synchronization

/// snake_case forms of camelCase keys, computed once each.
public final class SnakeCaseKeys: Sendable {
    static let shared = SnakeCaseKeys()
    private let cache = Mutex<[String: String]>([:])

    func convert(_ key: String) -> String {
        // Most keys are one lower-case word and need no conversion nor the cache.
        if !key.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) { return key }
        if let known = cache.withLock({ $0[key] }) { return known }
        let converted = Self.snakeCase(key)
        cache.withLock { $0[key] = converted }
        return converted
    }

    /// The camelCase form of a snake_case key, as `JSONDecoder`'s `convertFromSnakeCase` makes it: the words between
    /// underscores joined, the first lowercased and each other capitalized (`right_option` → `rightOption`); leading
    /// and trailing underscores kept; a key without an underscore between words left as it is.
    public static func camelCase(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        var last = key.index(before: key.endIndex)
        while last > first && key[last] == "_" { key.formIndex(before: &last) }
        let words = key[first...last].split(separator: "_")
        guard words.count > 1 else { return key }
        let joined = ([words[0].lowercased()] + words.dropFirst().map { $0.capitalized }).joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }

    /// Splits before an upper-case letter that follows a lower-case letter or digit, and before the last capital of
    /// a run of capitals that a lower-case letter follows (`documentURLText` → `document_url_text`); lowercases.
    public static func snakeCase(_ key: String) -> String {
        let characters = Array(key)
        guard characters.contains(where: \.isUppercase) else { return key }
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
                    result.append("_")
                }
            }
            result += character.lowercased()
        }
        return result
    }
}
