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
