import CSQLite
import Foundation
import Synchronization

/// Folds the write-ahead log back into the database file on a thread of its own, so that no commit waits for it.
///
/// By default SQLite checkpoints inside the commit that takes the log past 1,000 pages: that commit copies every
/// changed page into the database file and flushes it, which was half the time of answering 1,000 cards one commit
/// each. Here the writer only notes the log's length after each commit (`sqlite3_wal_hook`) and wakes this thread,
/// which checkpoints on a connection of its own in `PASSIVE` mode: it never blocks the writer or a reader, and copies
/// only what no reader still needs. Should the log reach ``inlineLimit`` pages anyway (readers holding old snapshots,
/// or a writer faster than the disk), the commit that finds it so checkpoints itself, as SQLite would have.
///
/// Only for `normal` durability, where commits do not flush the log (see ``SQLiteDatabase``).
final class BackgroundCheckpointer: @unchecked Sendable {
    /// The log length, in pages, that wakes the checkpointer (about 40 MB).
    ///
    /// SQLite's own threshold is 1,000 pages. A checkpoint copies each page once however often the log holds it, and
    /// flushes the file once, so under a steady load of small commits (a class answering quizzes rewrites the same
    /// few pages thousands of times a second) a longer log means far fewer copies and flushes: measured, the
    /// checkpointing thread went from a seventh of the server's time to a twentieth.
    static let threshold: Int32 = 10_000
    /// The log length at which a commit checkpoints itself.
    static let inlineLimit: Int32 = 16_000

    private let connection: SQLiteConnection
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let isWoken = Atomic<Bool>(false)
    private let isStopping = Atomic<Bool>(false)
    /// How many checkpoints the thread has run, for tests.
    private let checkpoints = Atomic<Int>(0)

    /// Opens a connection of its own to `path` and starts the thread.
    init(path: String, durability: SQLiteConnection.Durability) throws {
        connection = try SQLiteConnection(path: path, durability: durability)
        let thread = Thread { [self] in run() }
        thread.name = "sqlite-checkpoint"
        thread.start()
    }

    /// How many checkpoints the thread has run.
    var checkpointCount: Int { checkpoints.load(ordering: .acquiring) }

    /// Makes `writer`'s commits report to this checkpointer instead of checkpointing themselves.
    ///
    /// The checkpointer must outlive `writer`'s hook: call ``detach(from:)`` before it goes.
    func attach(to writer: SQLiteConnection) throws {
        try writer.execute("PRAGMA wal_autocheckpoint = 0")
        writer.withHandle { handle in
            _ = sqlite3_wal_hook(handle, walHook, Unmanaged.passUnretained(self).toOpaque())
        }
    }

    /// Gives `writer` back SQLite's own checkpoints and stops the thread, after the checkpoint it may be running.
    func detach(from writer: SQLiteConnection) {
        writer.withHandle { handle in _ = sqlite3_wal_hook(handle, nil, nil) }
        try? writer.execute("PRAGMA wal_autocheckpoint = \(Self.threshold)")
        isStopping.store(true, ordering: .releasing)
        wake.signal()
        finished.wait()
    }

    /// Called after each commit of the writer with the log's length in pages.
    fileprivate func committed(logPages: Int32, writer: OpaquePointer) {
        if logPages >= Self.inlineLimit {
            _ = sqlite3_wal_checkpoint_v2(writer, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
        } else if logPages >= Self.threshold, !isWoken.exchange(true, ordering: .acquiringAndReleasing) {
            wake.signal()
        }
    }

    private func run() {
        while true {
            wake.wait()
            if isStopping.load(ordering: .acquiring) { break }
            isWoken.store(false, ordering: .releasing)
            // A checkpoint that cannot finish (a reader's snapshot) is tried again at the next wake-up.
            try? connection.execute("PRAGMA wal_checkpoint(PASSIVE)")
            checkpoints.add(1, ordering: .releasing)
        }
        finished.signal()
    }
}

/// The writer's `sqlite3_wal_hook`: hands the log's length to the checkpointer in `context`.
private func walHook(
    context: UnsafeMutableRawPointer?, handle: OpaquePointer?, database: UnsafePointer<CChar>?, pages: Int32
) -> Int32 {
    guard let context, let handle else { return SQLITE_OK }
    Unmanaged<BackgroundCheckpointer>.fromOpaque(context).takeUnretainedValue().committed(
        logPages: pages, writer: handle)
    return SQLITE_OK
}
