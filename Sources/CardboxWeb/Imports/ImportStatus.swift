/// What an import is doing, as the progress page and the API show it.
public struct ImportStatus: Sendable, Encodable, Equatable, JobStatusReport {
    /// What an import is doing.
    public enum Phase: String, Sendable, Codable, Equatable, CaseIterable {
        /// Queued behind other imports (or waiting to resume after a restart).
        case waiting
        /// Reading the files (pages, or images for OCR).
        case reading
        /// Making cards, chunk by chunk.
        case generating
        /// Done; the drafts are ready.
        case finished
        /// Stopped with an error.
        case failed
    }

    /// The job's id.
    public var id: Int
    /// What the job is doing.
    public var state: Phase
    /// Steps done (pages while reading, chunks while generating).
    public var done: Int
    /// Steps in all.
    public var total: Int
    /// A sentence for the user.
    public var message: String
    /// The drafts made so far.
    public var draftIDs: [Int64]
    /// Why the job failed.
    public var error: String?
    /// The place in the queue while waiting: 1 when it is next.
    public var position: Int?
    /// What Anki packages and spreadsheets added, when the import had any.
    public var imported: ImportedCards?

    /// Whether the job has ended.
    public var finished: Bool { state == .finished || state == .failed }
    /// Where to go when it has: the draft, the drafts, or, for cards added at once, this import's summary.
    public var next: String {
        if imported != nil && draftIDs.isEmpty { return "/imports/\(id)" }
        return draftIDs.count == 1 ? "/drafts/\(draftIDs[0])" : "/drafts"
    }

    enum CodingKeys: String, CodingKey {
        case id, state, done, total, message, error, finished, next, position, imported
        case draftIDs = "draft_ids"
    }

    /// Encodes the status with its derived fields.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(state, forKey: .state)
        try container.encode(done, forKey: .done)
        try container.encode(total, forKey: .total)
        try container.encode(message, forKey: .message)
        try container.encode(draftIDs, forKey: .draftIDs)
        try container.encodeIfPresent(error, forKey: .error)
        try container.encodeIfPresent(position, forKey: .position)
        try container.encodeIfPresent(imported, forKey: .imported)
        try container.encode(finished, forKey: .finished)
        try container.encode(next, forKey: .next)
    }
}
