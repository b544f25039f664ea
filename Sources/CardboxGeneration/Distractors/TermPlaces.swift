import Foundation

/// Where a document writes each of its terms: the words right before and after them, for finding terms of one kind.
///
/// Things of one kind stand in the same places: "on Windows" and "on Linux", "Windows users" and "Linux users", "the
/// DESCRIPTION file" and "the NAMESPACE file". Sharing a rare context word tells more than sharing a common one.
struct TermPlaces: Sendable {
    /// By normalised term, its context words (``features(of:in:)``), counted.
    private var contexts: [String: [String: Int]] = [:]
    /// How much sharing each context word tells: the logarithm of how many terms there are over how many have it.
    private var weights: [String: Double] = [:]
    /// By context word, the normalised terms that have it, where few do.
    private var termsByFeature: [String: [String]] = [:]

    /// The most terms one context word may have for ``alike(as:limit:)`` to look through them.
    private static let alikeFeatureLimit = 100

    /// No places.
    init() {}

    /// The places of `contexts`: by normalised term, its context words counted.
    init(contexts: [String: [String: Int]]) {
        self.contexts = contexts
        var termsWithFeature: [String: Int] = [:]
        for features in contexts.values {
            for feature in features.keys { termsWithFeature[feature, default: 0] += 1 }
        }
        let total = Double(max(contexts.count, 1))
        weights = termsWithFeature.mapValues { log(total / Double($0)) }
        // A context word most terms share ("L:of") finds no term alike: only the rarer ones are indexed.
        for (term, features) in contexts {
            for feature in features.keys where termsWithFeature[feature, default: 0] <= Self.alikeFeatureLimit {
                termsByFeature[feature, default: []].append(term)
            }
        }
    }

    /// How alike the places of `term` and `other` are: the weights of the context words they share, each counted
    /// once; 0 for terms the document does not name.
    func similarity(_ term: String, _ other: String) -> Double {
        guard let mine = contexts[TextNormalization.normalized(term)],
            let theirs = contexts[TextNormalization.normalized(other)]
        else { return 0 }
        return mine.keys.reduce(0) { sum, feature in
            theirs[feature] == nil ? sum : sum + (weights[feature] ?? 0)
        }
    }

    /// Up to `limit` normalised terms written in places most like `term`'s, the most alike first.
    func alike(as term: String, limit: Int) -> [String] {
        let key = TextNormalization.normalized(term)
        guard let features = contexts[key] else { return [] }
        var scores: [String: Double] = [:]
        for feature in features.keys {
            for other in termsByFeature[feature] ?? [] where other != key {
                scores[other, default: 0] += weights[feature] ?? 0
            }
        }
        return scores.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(limit).map(\.key)
    }

    /// The context words of the mention at `range`: the word before it, past an article or a possessive ("L:on" of
    /// "on the Windows"), and the word after it ("R:users"), each in lower case; none across punctuation.
    static func features(of range: Range<Int>, in tokens: [Token]) -> [String] {
        var features: [String] = []
        var before = range.lowerBound - 1
        while before >= 0, skipped.contains(tokens[before].lower) { before -= 1 }
        if before >= 0, tokens[before].kind == .word { features.append("L:" + tokens[before].lower) }
        if range.upperBound < tokens.count, tokens[range.upperBound].kind == .word {
            features.append("R:" + tokens[range.upperBound].lower)
        }
        return features
    }

    /// Words passed over before a term for its context: articles and possessives.
    private static let skipped: Set<String> = ["the", "a", "an", "its", "their", "this", "these", "our", "your"]
}
