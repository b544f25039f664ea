import CardboxHTTP
import Synchronization

/// An upload file store in memory that remembers what was written, kept and dropped.
final class MemoryUploadFiles: UploadFileStore {
    private struct State {
        var files: [Int64: [UInt8]] = [:]
        var finished: Set<Int64> = []
        var kept: Set<Int64> = []
        var dropped: [Int64] = []
        var discarded: [Int64] = []
        var largestWrite = 0
        var nextID: Int64 = 1
    }

    private let state = Mutex(State())

    func begin(_ part: MultipartPart) throws -> any UploadFileWriter {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            state.files[state.nextID] = []
            return state.nextID
        }
        return Writer(files: self, id: id)
    }

    func drop(_ file: StoredFile) {
        state.withLock { state in
            state.dropped.append(file.id)
            if !state.kept.contains(file.id) { state.files[file.id] = nil }
        }
    }

    /// Marks a file as taken by the request's handler, so dropping it keeps it.
    func keep(_ file: StoredFile) { state.withLock { _ = $0.kept.insert(file.id) } }

    /// The bytes of a file still held.
    func content(of file: StoredFile) -> [UInt8]? { state.withLock { $0.files[file.id] } }

    /// How many files are held (finished or not).
    var heldCount: Int { state.withLock { $0.files.count } }

    /// The ids dropped after their request ended.
    var dropped: [Int64] { state.withLock { $0.dropped } }

    /// The largest piece written at once.
    var largestWrite: Int { state.withLock { $0.largestWrite } }

    private final class Writer: UploadFileWriter {
        let files: MemoryUploadFiles
        let id: Int64
        init(files: MemoryUploadFiles, id: Int64) {
            self.files = files
            self.id = id
        }

        func write(_ bytes: ArraySlice<UInt8>) throws {
            files.state.withLock { state in
                state.files[id]?.append(contentsOf: bytes)
                state.largestWrite = max(state.largestWrite, bytes.count)
            }
        }

        func finish() throws -> StoredFile {
            files.state.withLock { state in
                state.finished.insert(id)
                return StoredFile(id: id, size: state.files[id]?.count ?? 0, digest: "")
            }
        }

        func discard() {
            files.state.withLock { state in
                state.discarded.append(id)
                state.files[id] = nil
            }
        }
    }
}
