import CardboxJSON
import Foundation

/// Merging and writing the OpenAPI document, built from nested ``JSONValue`` literals.
extension JSONValue {
    /// This object with `other`'s members added; a key both have is a programming error.
    ///
    /// - Precondition: Both are objects and share no key.
    func merging(_ other: JSONValue, at path: String) -> JSONValue {
        guard let mine = objectValue, let theirs = other.objectValue else {
            preconditionFailure("OpenAPI: \(path) must be an object to merge.")
        }
        return .object(
            mine.merging(theirs) { _, _ in
                preconditionFailure("OpenAPI: \(path) is described twice.")
            })
    }

    /// The value as UTF-8 JSON with sorted keys and unescaped slashes, so the document's bytes are stable.
    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else {
            preconditionFailure("OpenAPI: the document holds a value JSON cannot encode (a NaN or infinity).")
        }
        return Array(data)
    }
}
