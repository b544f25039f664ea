public import CardboxCore

/// A generator that reads the whole document once before it is asked for cards chunk by chunk.
///
/// ``GenerationPipeline`` computes the document's ``TermStatistics`` once, calls
/// ``prepared(for:statistics:)`` before the first chunk and uses the generator it returns, so an engine can weigh a
/// chunk's terms against the whole document (as ``ExtractiveGenerator`` does). Generators that do not need this
/// simply do not conform.
public protocol DocumentAwareGenerator: CardGenerator {
    /// A generator ready for the chunks of `document`, whose statistics are `statistics`.
    func prepared(for document: SourceDocument, statistics: TermStatistics) -> any CardGenerator
}

extension DocumentAwareGenerator {
    /// A generator ready for the chunks of `document`, computing its statistics.
    ///
    /// O(n) in the document's length.
    public func prepared(for document: SourceDocument) -> any CardGenerator {
        prepared(for: document, statistics: TermStatistics(document: document))
    }
}
