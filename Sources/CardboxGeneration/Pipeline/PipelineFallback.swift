/// One chunk that the fallback engine wrote instead of the chosen one, and why.
public struct PipelineFallback: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    /// The 1-based chunk.
    public var chunk: Int
    /// The engine that wrote the chunk instead.
    public var usedEngine: String
    /// The engine that was chosen.
    public var chosenEngine: String
    /// Why it did not write the chunk, as a phrase for people.
    public var reason: String

    /// Creates the record.
    public init(chunk: Int, usedEngine: String, chosenEngine: String, reason: String) {
        self.chunk = chunk
        self.usedEngine = usedEngine
        self.chosenEngine = chosenEngine
        self.reason = reason
    }

    /// What happened, without the chunk: "extractive used instead of local:tiny: the server is not answering".
    public var what: String { "\(usedEngine) used instead of \(chosenEngine): \(reason)" }

    /// "chunk 3: " followed by ``what``.
    public var description: String { "chunk \(chunk): \(what)" }
}
