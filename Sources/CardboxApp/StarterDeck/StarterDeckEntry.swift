import CardboxJSON
import Foundation

/// One card of a built-in starter deck, as shipped in the binary.
///
/// Cards are stored as JSON (see ``SwiftSyntaxDeckData``) and decoded on demand, so adding a card never needs a
/// schema change here.
struct StarterDeckEntry: Decodable, Sendable, Equatable {
    /// A stable, unique slug that identifies the card across releases, such as `optionals-guard-let`.
    var key: String
    /// The category the card is studied under, such as `Optionals`.
    var category: String
    /// The prompt: a code snippet, a question or a compiler diagnostic.
    var front: String
    /// The answer, short enough to type in typing mode.
    var back: String
    /// One to three sentences explaining the answer.
    var explanation: String
    /// Three plausible wrong answers for multiple-choice quizzes.
    var distractors: [String]
    /// Why a tempting wrong answer is wrong, when the card records one.
    var pitfall: String?
    /// Whether ``back`` is code or a keyword that typing mode must compare case-sensitively.
    var answerIsCode: Bool
    /// A complete Swift 6 file containing the card's snippet; it must typecheck.
    var code: String?
    /// A complete Swift 6 file that must fail to typecheck with ``expectedError``.
    var errorCode: String?
    /// Text that the compiler's output for ``errorCode`` must contain.
    var expectedError: String?
}

extension StarterDeckEntry {
    /// Decodes the built-in "Swift Syntax" deck.
    ///
    /// - Returns: The deck's cards in the order they are shipped.
    /// - Throws: `DecodingError` if the embedded JSON doesn't match ``StarterDeckEntry``.
    static func swiftSyntax() throws -> [StarterDeckEntry] {
        // Decoded on a new data directory's first command, before anything else it does: the faster decoder.
        let decoder = FastJSONDecoder()
        return try SwiftSyntaxDeckData.categories.flatMap { json in
            try decoder.decode([StarterDeckEntry].self, from: Data(json.utf8))
        }
    }
}
