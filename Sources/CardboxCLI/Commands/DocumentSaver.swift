import CardboxCore
import Dispatch
import Foundation

/// Stores extracted documents on a thread of its own, one after another, while the command writes their output.
///
/// Storing a long document and writing its JSON each take a core for a while; done side by side they take the time
/// of the longer. After a failure the later documents are not stored, and ``finish()`` throws it.
final class DocumentSaver: Sendable {
    /// The store the documents go to.
    private let store: any StudyStore
    /// Their owner.
    private let owner: UserID
    /// Runs the saves in order.
    private let queue = DispatchQueue(label: "cardbox.document-saver")
    /// Tracks the saves still running.
    private let group = DispatchGroup()
    /// The first save that failed.
    private let failure = Locked<(any Error)?>(nil)

    /// A saver into `store` for `owner`.
    init(store: any StudyStore, owner: UserID) {
        self.store = store
        self.owner = owner
    }

    /// Stores `document`, read at `date`, after those handed over before it.
    func save(_ document: SourceDocument, at date: Date) {
        queue.async(group: group) { [self] in
            guard failure.value == nil else { return }
            do {
                _ = try store.saveDocument(document, owner: owner, at: date)
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
    }

    /// Waits until every document handed over is stored.
    ///
    /// - Throws: The error of the first save that failed.
    func finish() throws {
        group.wait()
        if let error = failure.value { throw error }
    }
}
