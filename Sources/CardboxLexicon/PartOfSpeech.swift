/// A WordNet part of speech; each has its own `index.<pos>`, `data.<pos>` and `<pos>.exc` files.
///
/// Satellite adjectives (synset type `s`) count as adjectives.
public enum PartOfSpeech: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Nouns (`index.noun`, `data.noun`).
    case noun
    /// Verbs (`index.verb`, `data.verb`).
    case verb
    /// Adjectives, heads and satellites (`index.adj`, `data.adj`).
    case adjective
    /// Adverbs (`index.adv`, `data.adv`).
    case adverb

    /// The name WordNet's files use: `noun`, `verb`, `adj` or `adv`.
    public var fileSuffix: String {
        switch self {
        case .noun: "noun"
        case .verb: "verb"
        case .adjective: "adj"
        case .adverb: "adv"
        }
    }

    /// The letter WordNet writes for it: `n`, `v`, `a` or `r`.
    public var letter: Character {
        switch self {
        case .noun: "n"
        case .verb: "v"
        case .adjective: "a"
        case .adverb: "r"
        }
    }

    /// The lower-case English name, such as "adjective".
    public var description: String { rawValue }

    /// The part of speech of a synset type letter (`n`, `v`, `a`, `s`, `r`), or `nil` for any other text.
    init?<Text: StringProtocol>(synsetType: Text) {
        switch synsetType {
        case "n": self = .noun
        case "v": self = .verb
        case "a", "s": self = .adjective
        case "r": self = .adverb
        default: return nil
        }
    }

    /// The part of speech whose files end in `fileSuffix` (`noun`, `verb`, `adj`, `adv`), or `nil`.
    ///
    /// Lexicographer file names start with the same word: `noun.animal`, `adj.all`.
    init?<Text: StringProtocol>(fileSuffix: Text) {
        guard let part = Self.allCases.first(where: { $0.fileSuffix == fileSuffix }) else { return nil }
        self = part
    }
}
