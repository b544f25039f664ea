public import CardboxCore
public import CardboxLexicon
import Foundation

/// Turns dictionary words into flashcards with multiple-choice distractors from the same category.
///
/// A card uses the word's most frequent sense. Forward, the front is the word and the back its definition,
/// with the first example as the explanation; the distractors are the definitions of sibling terms (other
/// organelles for "mitochondrion"). Adjectives, which have no broader terms, use their antonyms and common
/// words of their category instead. Reversed, the front is the definition and the back the word; the
/// distractors are the sibling terms themselves. Distractors never include the answer or a synonym of the word.
///
/// ```swift
/// let builder = WordCardBuilder(lexicon: lexicon)
/// let batch = builder.cards(for: ["mitochondrion", "mice"], existingFronts: deckFronts)
/// batch.cards[0].distractors   // definitions of nucleus, ribosome, ...
/// ```
public struct WordCardBuilder: Sendable {
    /// The dictionary.
    public let lexicon: Lexicon

    /// Creates a builder over `lexicon`.
    public init(lexicon: Lexicon) {
        self.lexicon = lexicon
    }

    /// The card for one word, or `nil` when the dictionary does not know it.
    ///
    /// - Parameters:
    ///   - word: A word, inflected or not ("mice" makes a card for "mouse").
    ///   - reverse: Ask for the word from its definition instead.
    ///   - style: The card's colours.
    public func card(for word: String, reverse: Bool = false, style: CardStyle = .plain) -> CardContent? {
        guard let entry = lexicon.mostFrequentSense(of: word) else { return nil }
        let siblings = distractorTerms(for: entry)
        let definition = entry.definition
        let distractors: [String]
        if reverse {
            distractors = Array(siblings.map(\.word).prefix(CardContent.distractorCount))
        } else {
            var seen: Set<String> = [definition.lowercased()]
            distractors = Array(
                siblings.map(\.synset.definition).filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
                    .prefix(CardContent.distractorCount))
        }
        let example = entry.examples.first.map { "Example: \($0)" } ?? ""
        let content = CardContent(
            front: reverse ? definition : entry.lemma, back: reverse ? entry.lemma : definition,
            explanation: example, distractors: distractors, category: Lexicon.title(ofCategory: entry.category),
            tags: ["word"], style: style
        )
        return content
    }

    /// Cards for `words`, skipping unknown words and any whose front is already in `existingFronts` or made
    /// earlier in the batch (compared ignoring case and surrounding spaces).
    ///
    /// - Parameters:
    ///   - words: The words, such as a user's favourites.
    ///   - reverse: Ask for each word from its definition instead.
    ///   - style: Every card's colours.
    ///   - existingFronts: The fronts of the cards already in the target deck.
    public func cards(
        for words: [String], reverse: Bool = false, style: CardStyle = .plain, existingFronts: [String] = []
    ) -> WordCardBatch {
        var fronts = Set(existingFronts.map(Self.frontKey))
        var batch = WordCardBatch()
        for word in words {
            let checked: String
            do {
                checked = try WordInput.normalize(word)
            } catch {
                batch.skipped.append(.init(word: word, reason: .invalid(error)))
                continue
            }
            guard let card = card(for: checked, reverse: reverse, style: style) else {
                batch.skipped.append(.init(word: word, reason: .notFound))
                continue
            }
            guard fronts.insert(Self.frontKey(card.front)).inserted else {
                batch.skipped.append(.init(word: word, reason: .duplicate))
                continue
            }
            batch.cards.append(card)
        }
        return batch
    }

    /// Wrong-answer terms for `entry`: its siblings in the category, then (for adjectives, which have no
    /// hypernyms) its antonyms, then the category's most common words; never a word of any sense of the lemma.
    func distractorTerms(for entry: Entry) -> [CoordinateTerm] {
        var terms = lexicon.coordinateTerms(of: entry, limit: 12)
        guard terms.count < CardContent.distractorCount else { return terms }
        var excluded = Set(
            ([entry.lemma] + lexicon.lookup(entry.lemma).flatMap(\.synset.words) + terms.map(\.word)).map {
                $0.lowercased()
            })
        let fallback =
            lexicon.antonyms(of: entry.lemma, in: entry.synset)
            + lexicon.words(inCategory: entry.category, limit: 60)
        for word in fallback where excluded.insert(word.lowercased()).inserted {
            guard let sense = lexicon.lookup(word).first(where: { $0.category == entry.category }),
                sense.synset.id != entry.synset.id
            else { continue }
            terms.append(CoordinateTerm(word: word, synset: sense.synset))
            if terms.count == 12 { break }
        }
        return terms
    }

    /// A front as compared for duplicates.
    static func frontKey(_ front: String) -> String {
        CardMediaReference.removingReferences(from: front).trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
