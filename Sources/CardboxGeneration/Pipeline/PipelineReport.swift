public import CardboxCore

/// What a ``GenerationPipeline`` run did: chunk progress, counts at each stage, fallbacks.
public struct PipelineReport: Sendable, Equatable, Codable {
    /// The number of chunks in the document.
    public var chunkCount = 0
    /// The chunks skipped because an earlier run had done them.
    public var skippedChunks = 0
    /// The chunks generated in this run.
    public var processedChunks = 0
    /// The number of chunks done, counting skipped ones: pass it as `resumeAfterChunk` to continue.
    public var lastChunk = 0
    /// Drafts the engines returned.
    public var rawCount = 0
    /// Drafts dropped by a hard validation rule.
    public var rejectedCount = 0
    /// For each hard rule (``ValidationRule/rawValue``), how many drafts broke it (a draft may break several).
    public var rejectionsByRule: [String: Int] = [:]
    /// Drafts dropped as near-duplicates of a kept or existing card.
    public var duplicateCount = 0
    /// Valid, distinct drafts left out because the chunk's quota or the card limit was reached.
    public var overQuotaCount = 0
    /// Drafts emitted.
    public var keptCount = 0
    /// Each chunk that fell back to the fallback engine: which chunk and why.
    public var fallbacks: [PipelineFallback] = []
    /// Whether the run reached `maxCards` (and so left out any further drafts and chunks).
    public var stoppedAtLimit = false
    /// Every draft the engines returned, when the run was asked to record them (for evaluation).
    public var rawDrafts: [CardDraft] = []

    /// Creates an empty report.
    public init() {}

    /// A few lines for people.
    public var summary: String {
        var lines = [
            "chunks: \(processedChunks) of \(chunkCount) processed (\(skippedChunks) skipped)",
            "drafts: \(rawCount) raw, \(rejectedCount) rejected, \(duplicateCount) duplicates, "
                + "\(overQuotaCount) over quota, \(keptCount) kept",
        ]
        if !rejectionsByRule.isEmpty {
            let rules = rejectionsByRule.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            lines.append("rejected by rule: " + rules.joined(separator: ", "))
        }
        lines += fallbacks.map { "fallback: \($0)" }
        if stoppedAtLimit { lines.append("stopped at the card limit") }
        return lines.joined(separator: "\n")
    }
}
