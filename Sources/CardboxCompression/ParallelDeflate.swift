import CZlib
import Dispatch
import Synchronization

/// Raw deflate data made on several threads at once, with the CRC-32 of what it holds: a large zip entry compressed
/// in a fraction of the time one thread takes.
///
/// The input is cut into as many pieces as threads; each is deflated on its own and all but the last end on a byte
/// boundary, so the pieces joined are one deflate stream (each piece starts without the window of the one before,
/// which costs a few bytes).
///
/// ```swift
/// let entry = try ParallelDeflate(collection, threads: 2)
/// try zip.add("collection.anki21", deflated: entry)
/// ```
public struct ParallelDeflate: Sendable {
    /// The deflate data.
    public let bytes: [UInt8]
    /// The CRC-32 of the input.
    public let checksum: UInt32
    /// The input's length.
    public let size: Int

    /// Inputs smaller than this are deflated on one thread.
    static let smallestPiece = 1 << 20

    /// Deflates `input` at `level` on up to `threads` threads.
    ///
    /// - Throws: ``Deflater/Failure`` when zlib refuses.
    public init(_ input: [UInt8], level: Int32 = 1, threads: Int) throws(Deflater.Failure) {
        let count = max(1, min(threads, input.count / Self.smallestPiece))
        let length = (input.count + count - 1) / count
        let ranges = (0..<count).map { index in
            min(index * length, input.count)..<min((index + 1) * length, input.count)
        }
        let results = Mutex([Result<(bytes: [UInt8], crc: UInt32), Deflater.Failure>?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let piece = Array(input[ranges[index]])
            let result = Result { () throws(Deflater.Failure) -> (bytes: [UInt8], crc: UInt32) in
                let deflater = try Deflater(format: .raw, level: level)
                let bytes =
                    index == count - 1
                    ? try deflater.append(piece) + deflater.finish() : try deflater.appendFlushing(piece)
                let crc = piece.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
                return (bytes, crc)
            }
            results.withLock { $0[index] = result }
        }
        var bytes: [UInt8] = []
        var checksum: UInt32 = 0
        for (piece, range) in zip(results.withLock { $0 }, ranges) {
            guard let piece else { preconditionFailure("every piece is deflated before the threads return") }
            let (deflated, crc) = try piece.get()
            bytes += deflated
            checksum = UInt32(crc32_combine(uLong(checksum), uLong(crc), Int(range.count)))
        }
        self.bytes = bytes
        self.checksum = checksum
        size = input.count
    }
}
