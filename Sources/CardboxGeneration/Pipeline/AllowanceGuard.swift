public import CardboxCore

/// Keeps the host's model within the monthly allowance.
///
/// Each chunk asks for at most what is left, and once nothing is left it throws ``GenerationError/allowanceExhausted(limit:)``, so the pipeline carries on with
/// the offline engine and records why. Only cards that pass the validator are counted.
public struct AllowanceGuard: NotingGenerator {
    let wrapped: any CardGenerator
    let limit: Int
    /// Cards already counted this month (read from the store before each chunk).
    let used: @Sendable () throws -> Int

    /// Wraps `wrapped`, allowing `limit` cards a month of which `used` reports how many are gone.
    public init(wrapped: any CardGenerator, limit: Int, used: @escaping @Sendable () throws -> Int) {
        self.wrapped = wrapped
        self.limit = limit
        self.used = used
    }

    /// The wrapped engine's name.
    public var name: String { wrapped.name }

    /// The wrapped engine's notes.
    public var notes: [String] { (wrapped as? any NotingGenerator)?.notes ?? [] }

    /// Generates at most what is left of the allowance.
    public func generate(from chunk: DocumentChunk, quota: Int) async throws -> [CardDraft] {
        let remaining = limit - (try used())
        guard remaining > 0 else { throw GenerationError.allowanceExhausted(limit: limit) }
        return try await wrapped.generate(from: chunk, quota: min(quota, remaining))
    }
}
