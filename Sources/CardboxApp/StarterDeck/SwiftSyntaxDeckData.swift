/// The cards of the built-in "Swift Syntax" starter deck, as JSON, one file per category.
///
/// The cards are data, kept as JSON text in Swift files so the binary carries them without a resource bundle.
enum SwiftSyntaxDeckData {
    /// One JSON array of ``StarterDeckEntry`` objects per category, in the order the deck presents them.
    static let categories: [String] = [
        optionals,
        closures,
        protocols,
        patternMatching,
        accessControl,
        compilerErrors,
        generics,
        errorHandling,
        concurrency,
        collections,
        someAny,
        throwsRethrows,
    ]
}
