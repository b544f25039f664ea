import CLibZip
import Glibc

/// A zip archive read from memory with libzip, its entries inflated only up to a size the caller allows.
///
/// Nothing is written to disk, so entry names are never paths here; symbolic links are refused, and an entry's
/// declared size is not trusted: reading stops as soon as it inflates past the limit, or past ``maximumRatio`` times
/// its compressed size (a zip bomb).
///
/// ```swift
/// let archive = try ZipArchive(bytes: packageBytes)
/// let media = try archive.read("media", limit: 16 << 20)
/// ```
public final class ZipArchive {
    private let handle: OpaquePointer
    /// The names of the entries, in the archive's order.
    public let entryNames: [String]

    /// How many times its compressed size an entry may inflate to: far above what databases, text and media reach,
    /// far below a bomb's thousand and more.
    public static let maximumRatio = 500

    /// Opens the archive `bytes` hold.
    ///
    /// - Throws: ``ZipArchiveError`` when they are no zip archive.
    public init(bytes: [UInt8]) throws(ZipArchiveError) {
        // libzip reads no bytes at all as an empty archive; a file that was cut to nothing is none.
        guard !bytes.isEmpty else { throw .notAZipArchive("the file is empty") }
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        // libzip frees the copy with the source.
        guard let copy = malloc(max(bytes.count, 1)) else { throw .unreadable("out of memory") }
        bytes.withUnsafeBytes { buffer in
            if let base = buffer.baseAddress { memcpy(copy, base, bytes.count) }
        }
        guard let source = zip_source_buffer_create(copy, zip_uint64_t(bytes.count), 1, &error) else {
            free(copy)
            throw .unreadable(String(cString: zip_error_strerror(&error)))
        }
        guard let archive = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error) else {
            zip_source_free(source)
            throw .notAZipArchive(String(cString: zip_error_strerror(&error)))
        }
        handle = archive
        let count = zip_get_num_entries(archive, 0)
        var names: [String] = []
        for index in 0..<max(count, 0) {
            guard let name = zip_get_name(archive, zip_uint64_t(index), zip_flags_t(ZIP_FL_ENC_GUESS)) else { continue }
            names.append(String(cString: name))
        }
        entryNames = names
    }

    deinit { zip_discard(handle) }

    /// The uncompressed size entry `name` declares, or `nil` when there is no such entry.
    public func declaredSize(of name: String) -> Int? {
        var stat = zip_stat_t()
        zip_stat_init(&stat)
        guard zip_stat(handle, name, 0, &stat) == 0 else { return nil }
        return Int(clamping: stat.size)
    }

    /// The inflated bytes of entry `name`, at most `limit` of them.
    ///
    /// - Throws: ``ZipArchiveError/missingEntry(_:)``, ``ZipArchiveError/entryTooLarge(_:limit:)`` once it inflates
    ///   past `limit` or ``maximumRatio``, ``ZipArchiveError/symbolicLink(_:)``, or
    ///   ``ZipArchiveError/unreadable(_:)`` for a damaged entry.
    public func read(_ name: String, limit: Int) throws(ZipArchiveError) -> [UInt8] {
        let index = zip_name_locate(handle, name, 0)
        guard index >= 0 else { throw .missingEntry(name) }
        var system: zip_uint8_t = 0
        var attributes: zip_uint32_t = 0
        if zip_file_get_external_attributes(handle, zip_uint64_t(index), 0, &system, &attributes) == 0,
            Int32(system) == ZIP_OPSYS_UNIX, (attributes >> 16) & UInt32(S_IFMT) == UInt32(S_IFLNK)
        {
            throw .symbolicLink(name)
        }
        var stat = zip_stat_t()
        zip_stat_init(&stat)
        guard zip_stat_index(handle, zip_uint64_t(index), 0, &stat) == 0 else { throw .missingEntry(name) }
        let compressed = Int(clamping: stat.comp_size)
        let cap = min(limit, max(compressed, 1) * Self.maximumRatio)
        if Int(clamping: stat.size) > cap { throw .entryTooLarge(name, limit: cap) }
        guard let file = zip_fopen_index(handle, zip_uint64_t(index), 0) else {
            throw .unreadable(String(cString: zip_strerror(handle)))
        }
        defer { zip_fclose(file) }
        var output: [UInt8] = []
        output.reserveCapacity(min(Int(clamping: stat.size), cap))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let read = chunk.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress, zip_uint64_t($0.count)) }
            if read < 0 { throw .unreadable(String(cString: zip_file_strerror(file))) }
            if read == 0 { break }
            if output.count + Int(read) > cap { throw .entryTooLarge(name, limit: cap) }
            output += chunk[0..<Int(read)]
        }
        return output
    }
}

/// Why a zip archive or one of its entries could not be read.
public enum ZipArchiveError: Error, Equatable, CustomStringConvertible {
    /// The bytes are not a zip archive; libzip's reason.
    case notAZipArchive(String)
    /// The archive has no entry of this name.
    case missingEntry(String)
    /// The entry inflates to more than `limit` bytes.
    case entryTooLarge(String, limit: Int)
    /// The entry is a symbolic link.
    case symbolicLink(String)
    /// The entry or archive is damaged; libzip's reason.
    case unreadable(String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .notAZipArchive(let reason): "The file is not a zip archive (\(reason))."
        case .missingEntry(let name): "The archive has no \"\(name)\"."
        case .entryTooLarge(let name, let limit):
            "\"\(name)\" in the archive unpacks to more than \(limit) bytes, more than an import allows."
        case .symbolicLink(let name): "\"\(name)\" in the archive is a symbolic link, which an import refuses."
        case .unreadable(let reason): "The archive is damaged (\(reason))."
        }
    }
}
