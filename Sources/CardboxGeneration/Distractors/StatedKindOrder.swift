/// Orders wrong answers by how near the kind the document gives each is to the answer's.
///
/// A glossary says what kind of thing each term is ("access point: a device that …", "firewall: a device or program
/// that …", "bandwidth: the largest amount of data …"); a term of the answer's kind is the likeliest wrong answer, one
/// of a kindred kind (``RelatedTerms/kindredNouns(of:senses:)`` over the kind word's first three senses, as a
/// document's "router" is a device though the dictionary's first router is a person: "device" for "router") the next;
/// the others keep their order.
struct StatedKindOrder {
    /// The kind the document gives the answer, if it gives one.
    let answerKind: String?
    /// Kinds near the answer's, nearest first, of the first sense of its word and then of the next two.
    let kindredKinds: [String]
    /// The document's terms.
    private let pool: TermPool
    /// `kindredKinds` for lookup.
    private let kindred: Set<String>
    /// The answer's length in words.
    private let answerWordCount: Int

    /// How many senses of a word for a kind are read for the kinds near it.
    static let kindSenses = 3

    /// The order for wrong answers to `answer` among the terms of `pool`.
    init(answer: String, pool: TermPool, related: any RelatedTerms) {
        self.pool = pool
        answerKind = pool.statedKind(of: answer)
        kindredKinds =
            answerKind.map {
                related.kindredNouns(of: $0, senses: Self.kindSenses).map { TextNormalization.folded($0.lowercased()) }
            }
            ?? []
        kindred = Set(kindredKinds)
        answerWordCount = Phrasing.wordCount(answer)
    }

    /// `terms` nearest kind first, in their order otherwise.
    func ordered(_ terms: [String]) -> [String] {
        guard let answerKind else { return terms }
        // 0 for the answer's kind, 1 for a kindred one, 2 for another or none said.
        func rank(_ term: String) -> Int {
            guard let kind = pool.statedKind(of: term) else { return 2 }
            return kind == answerKind ? 0 : kindred.contains(kind) ? 1 : 2
        }
        return terms.enumerated().sorted { a, b in
            let (rankA, rankB) = (rank(a.element), rank(b.element))
            return rankA != rankB ? rankA < rankB : a.offset < b.offset
        }.map(\.element)
    }

    /// The document's terms of kinds near the answer's, nearest kind first, written in as many words as the answer
    /// ("default gateway" for "access point", not "vector" for "dim attribute").
    var termsOfKindredKinds: [String] {
        kindredKinds.flatMap { pool.terms(ofKind: $0) }.filter { Phrasing.wordCount($0) == answerWordCount }
    }
}
