import CardboxCore
import Foundation

/// What an import job is asked to do, as stored with the job: the uploads kept as blobs and the choices made.
struct ImportPayload: Codable, Equatable {
    /// One upload kept for the job.
    struct File: Codable, Equatable {
        /// The file's name as the user knows it.
        var name: String
        /// The job's reference to the blob.
        var reference: Int64

        /// The file `name` held by `reference`.
        init(name: String, reference: BlobReference) {
            self.name = name
            self.reference = reference.id.rawValue
        }

        /// The reference as a typed id.
        var referenceID: BlobReferenceID { BlobReferenceID(rawValue: reference) }
    }

    /// The uploads, in order.
    var files: [File]
    /// The deck chosen, if any.
    var deckName: String?
    /// The engine asked for.
    var engine: String
    /// The most cards per file.
    var maxCards: Int?
    /// The owner's study day when the import was asked for.
    var today: Int
    /// When it was asked for, in seconds since 1970.
    var startedAt: Double
    /// How the cards of Anki packages and spreadsheets are read; absent in jobs queued before card files were read.
    var cardFiles: ImportJobs.CardFileOptions? = nil
    /// The owner's time zone, which an Anki package's due days are counted in.
    var timeZone: String? = nil
    /// The owner's rollover hour.
    var rolloverHour: Int? = nil

    /// The payload as JSON text.
    func encoded() -> String {
        String(decoding: (try? JSONEncoder().encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// The payload stored as `text`.
    ///
    /// - Throws: A decoding error for a payload no version of the server wrote.
    static func decoded(_ text: String) throws -> ImportPayload {
        try JSONDecoder().decode(ImportPayload.self, from: Data(text.utf8))
    }
}

/// How far an import job has got, as stored with the job.
struct ImportProgress: Codable, Equatable {
    /// The phase.
    var state: ImportStatus.Phase
    /// Steps done.
    var done: Int
    /// Steps in all.
    var total: Int
    /// A sentence for the user.
    var message: String
    /// The drafts made so far.
    var draftIDs: [Int64]
    /// What the Anki packages and spreadsheets of the import added.
    var imported: ImportedCards? = nil

    /// The progress as JSON text.
    func encoded() -> String {
        String(decoding: (try? JSONEncoder().encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// The progress stored as `text`; text no version wrote reads as "reading".
    static func decoded(_ text: String) -> ImportProgress {
        (try? JSONDecoder().decode(ImportProgress.self, from: Data(text.utf8)))
            ?? ImportProgress(state: .reading, done: 0, total: 0, message: "Reading the file…", draftIDs: [])
    }
}
