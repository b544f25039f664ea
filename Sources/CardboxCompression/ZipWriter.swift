import CLibZip
import Glibc

/// Builds a zip archive in memory with libzip: entries are added whole, deflated or stored, and ``finish()`` returns
/// the archive's bytes.
///
/// ```swift
/// let writer = try ZipWriter()
/// try writer.add("collection.anki21", bytes: collection, compressed: true)
/// let package = try writer.finish()
/// ```
public final class ZipWriter {
    private let source: OpaquePointer
    private var archive: OpaquePointer?

    /// Starts an empty archive.
    ///
    /// - Throws: ``ZipArchiveError/unreadable(_:)`` when libzip cannot start one.
    public init() throws(ZipArchiveError) {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let source = zip_source_buffer_create(nil, 0, 0, &error) else {
            throw .unreadable(String(cString: zip_error_strerror(&error)))
        }
        guard let archive = zip_open_from_source(source, ZIP_TRUNCATE, &error) else {
            zip_source_free(source)
            throw .unreadable(String(cString: zip_error_strerror(&error)))
        }
        // The archive frees its source when it closes; the writer keeps it to read the result.
        zip_source_keep(source)
        self.source = source
        self.archive = archive
    }

    deinit {
        if let archive { zip_discard(archive) }
        zip_source_free(source)
    }

    /// Adds entry `name` holding `bytes`, deflated (at zlib's fastest level, which packs a database nearly as well as
    /// the default in a third of the time) when `compressed`.
    public func add(_ name: String, bytes: [UInt8], compressed: Bool) throws(ZipArchiveError) {
        guard let archive else { throw .unreadable("the archive is finished") }
        guard let copy = malloc(max(bytes.count, 1)) else { throw .unreadable("out of memory") }
        bytes.withUnsafeBytes { buffer in
            if let base = buffer.baseAddress { memcpy(copy, base, bytes.count) }
        }
        guard let entry = zip_source_buffer(archive, copy, zip_uint64_t(bytes.count), 1) else {
            free(copy)
            throw .unreadable(String(cString: zip_strerror(archive)))
        }
        let index = zip_file_add(archive, name, entry, zip_flags_t(ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE))
        guard index >= 0 else {
            zip_source_free(entry)
            throw .unreadable(String(cString: zip_strerror(archive)))
        }
        let method = compressed ? ZIP_CM_DEFLATE : ZIP_CM_STORE
        guard zip_set_file_compression(archive, zip_uint64_t(index), method, compressed ? 1 : 0) == 0 else {
            throw .unreadable(String(cString: zip_strerror(archive)))
        }
    }

    /// Adds entry `name` holding the input `deflated` was made from, its deflate data copied as it is.
    public func add(_ name: String, deflated: ParallelDeflate) throws(ZipArchiveError) {
        guard let archive else { throw .unreadable("the archive is finished") }
        let data = Unmanaged.passRetained(DeflatedEntry(deflated)).toOpaque()
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let entry = zip_source_function_create(DeflatedEntry.callback, data, &error) else {
            Unmanaged<DeflatedEntry>.fromOpaque(data).release()
            throw .unreadable(String(cString: zip_error_strerror(&error)))
        }
        // The entry keeps its default method, so libzip takes the source's deflate data as it is rather than
        // compressing it again.
        guard zip_file_add(archive, name, entry, zip_flags_t(ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE)) >= 0 else {
            zip_source_free(entry)
            throw .unreadable(String(cString: zip_strerror(archive)))
        }
    }

    /// Writes the central directory and returns the archive's bytes.
    public func finish() throws(ZipArchiveError) -> [UInt8] {
        guard let archive else { throw .unreadable("the archive is finished") }
        guard zip_close(archive) == 0 else {
            let reason = String(cString: zip_strerror(archive))
            zip_discard(archive)
            self.archive = nil
            throw .unreadable(reason)
        }
        self.archive = nil
        var stat = zip_stat_t()
        zip_stat_init(&stat)
        guard zip_source_stat(source, &stat) == 0, zip_source_open(source) == 0 else {
            throw .unreadable("the finished archive cannot be read")
        }
        defer { zip_source_close(source) }
        var bytes = [UInt8](repeating: 0, count: Int(clamping: stat.size))
        let read = bytes.withUnsafeMutableBytes { zip_source_read(source, $0.baseAddress, zip_uint64_t($0.count)) }
        guard read == Int64(bytes.count) else { throw .unreadable("the finished archive cannot be read") }
        return bytes
    }
}

/// The deflate data of one entry, read by libzip through a source callback that says the data is deflated already.
private final class DeflatedEntry {
    let deflated: ParallelDeflate
    var offset = 0

    init(_ deflated: ParallelDeflate) {
        self.deflated = deflated
    }

    /// libzip's source callback: `userdata` is a retained entry, released when libzip frees the source.
    static let callback: zip_source_callback = { userdata, data, length, command in
        guard let userdata else { return -1 }
        let entry = Unmanaged<DeflatedEntry>.fromOpaque(userdata).takeUnretainedValue()
        switch command {
        case ZIP_SOURCE_OPEN:
            entry.offset = 0
            return 0
        case ZIP_SOURCE_READ:
            let count = min(Int(length), entry.deflated.bytes.count - entry.offset)
            guard count > 0, let data else { return 0 }
            entry.deflated.bytes.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                data.copyMemory(from: base + entry.offset, byteCount: count)
            }
            entry.offset += count
            return Int64(count)
        case ZIP_SOURCE_CLOSE:
            return 0
        case ZIP_SOURCE_STAT:
            guard let data, length >= MemoryLayout<zip_stat_t>.size else { return -1 }
            let stat = data.assumingMemoryBound(to: zip_stat_t.self)
            zip_stat_init(stat)
            stat.pointee.valid = zip_uint64_t(
                ZIP_STAT_SIZE | ZIP_STAT_COMP_SIZE | ZIP_STAT_COMP_METHOD | ZIP_STAT_CRC)
            stat.pointee.size = zip_uint64_t(entry.deflated.size)
            stat.pointee.comp_size = zip_uint64_t(entry.deflated.bytes.count)
            stat.pointee.comp_method = zip_uint16_t(ZIP_CM_DEFLATE)
            stat.pointee.crc = entry.deflated.checksum
            return Int64(MemoryLayout<zip_stat_t>.size)
        case ZIP_SOURCE_ERROR:
            guard let data, length >= 2 * MemoryLayout<Int32>.size else { return -1 }
            data.assumingMemoryBound(to: Int32.self).update(repeating: 0, count: 2)
            return Int64(2 * MemoryLayout<Int32>.size)
        case ZIP_SOURCE_FREE:
            Unmanaged<DeflatedEntry>.fromOpaque(userdata).release()
            return 0
        case ZIP_SOURCE_SUPPORTS:
            let commands = [
                ZIP_SOURCE_OPEN, ZIP_SOURCE_READ, ZIP_SOURCE_CLOSE, ZIP_SOURCE_STAT, ZIP_SOURCE_ERROR, ZIP_SOURCE_FREE,
                ZIP_SOURCE_SUPPORTS,
            ]
            return commands.reduce(Int64(0)) { $0 | (Int64(1) << Int64($1.rawValue)) }
        default:
            return -1
        }
    }
}
