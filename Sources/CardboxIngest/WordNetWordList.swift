import Foundation

/// The lemmas of a WordNet 3.0 database (Debian's `wordnet-base`), for de-hyphenation and word checks.
///
/// Lookups accept inflected forms: a word is known when it, one of its irregular base forms from the
/// `<pos>.exc` exception lists, or one of its suffix-stripped forms ("running" → "run", "parties" → "party")
/// is a lemma of `index.noun`, `index.verb`, `index.adj` or `index.adv`. The index files (6.3 MB) are kept
/// as bytes and binary-searched, so opening costs one read of each file and no parsing.
///
/// ```swift
/// let words = try WordNetWordList()
/// words.contains("information")  // true
/// words.baseForms(of: "running")  // ["running", "run"]
/// ```
public struct WordNetWordList: WordList {
    /// Where Debian installs the database.
    public static let defaultDirectory = "/usr/share/wordnet"

    private static let partsOfSpeech = ["noun", "verb", "adj", "adv"]

    private let indexes: [LemmaIndex]
    /// Irregular forms and their base forms, such as "ran" → ["run"].
    private let exceptions: [String: [String]]

    /// Opens the database in `directory`.
    ///
    /// - Parameter directory: The folder holding `index.noun` and friends.
    /// - Throws: ``WordNetError/unreadableFile(path:)`` when an index file is missing. The exception lists are
    ///   optional.
    public init(directory: String = WordNetWordList.defaultDirectory) throws {
        var indexes: [LemmaIndex] = []
        var exceptions: [String: [String]] = [:]
        for part in Self.partsOfSpeech {
            let path = directory + "/index." + part
            guard let data = FileManager.default.contents(atPath: path) else {
                throw WordNetError.unreadableFile(path: path)
            }
            indexes.append(LemmaIndex(bytes: [UInt8](data)))
            if let data = FileManager.default.contents(atPath: directory + "/" + part + ".exc") {
                Self.readExceptions(String(decoding: data, as: UTF8.self), into: &exceptions)
            }
        }
        self.indexes = indexes
        self.exceptions = exceptions
    }

    /// The database in ``defaultDirectory``, or `nil` when it is not installed.
    public static func installed() -> WordNetWordList? {
        try? WordNetWordList()
    }

    /// Whether `word` or one of its base forms is a WordNet lemma.
    public func contains(_ word: String) -> Bool {
        candidates(for: word).contains { isLemma($0) }
    }

    /// The lemmas `word` may be a form of, the word itself first when it is one.
    ///
    /// Spaces and underscores are equivalent; the result uses spaces.
    public func baseForms(of word: String) -> [String] {
        candidates(for: word).filter { isLemma($0) }.map { $0.replacingOccurrences(of: "_", with: " ") }
    }

    // MARK: - Private

    private func candidates(for word: String) -> [String] {
        let key = word.lowercased().replacingOccurrences(of: " ", with: "_")
        var result = [key]
        for base in (exceptions[key] ?? []) + Morphology.candidates(for: key) where !result.contains(base) {
            result.append(base)
        }
        return result
    }

    private func isLemma(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        return indexes.contains { $0.contains(bytes) }
    }

    /// Reads lines of the form `inflected base [base…]`.
    private static func readExceptions(_ text: String, into exceptions: inout [String: [String]]) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard let form = fields.first, fields.count > 1 else { continue }
            exceptions[form, default: []].append(contentsOf: fields.dropFirst())
        }
    }
}
