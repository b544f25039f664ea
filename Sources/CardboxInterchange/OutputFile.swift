public import Foundation

/// Writes what a command produces to the path the user named, respecting what that path is (the command itself
/// takes `-` as standard output).
///
/// - A device, pipe or socket (`/dev/stdout`, `/dev/null`, a FIFO), directly or through a symbolic link, is opened
///   and written to; it is never replaced.
/// - A symbolic link is followed: its target is written, and the link stays a link.
/// - A regular file that exists is replaced only when `replacing` is true, atomically (a temporary file beside it,
///   flushed, renamed over it) so readers see the old content or the new, never half; its permissions are kept.
///   When its directory cannot take the temporary file, the file is rewritten in place.
/// - A new file is written atomically in the same way.
public enum OutputFile {
    /// Why a write was refused or failed.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The path names a regular file that exists, and replacing it was not asked for.
        case exists(String)
        /// The path names a directory.
        case isDirectory(String)
        /// The file could not be created or written (a missing directory, permissions, a full disk).
        case cannotWrite(String, reason: String)

        public var description: String {
            switch self {
            case .exists(let path): "'\(path)' already exists; use --force to replace it."
            case .isDirectory(let path): "'\(path)' is a directory; name a file inside it."
            case .cannotWrite(let path, let reason): "Cannot write '\(path)': \(reason)."
            }
        }
    }

    /// What a path names, as far as writing to it goes.
    enum Target: Equatable {
        /// Nothing yet: a new regular file at this path.
        case newFile(String)
        /// An existing regular file at this path (a link's target when the user named a link).
        case regularFile(String)
        /// A device, pipe or socket at this path, to be written in place.
        case stream(String)
        /// A directory.
        case directory(String)
    }

    /// Writes `data` to `path` as described above.
    ///
    /// - Returns: Whether `path` took the data as a stream (a device, pipe or socket) rather than as a file.
    /// - Throws: ``Failure``; nothing at `path` has changed when it is thrown, except for a stream already written to.
    @discardableResult
    public static func write(_ data: Data, to path: String, replacing: Bool) throws(Failure) -> Bool {
        switch try target(of: path) {
        case .stream(let resolved):
            guard let handle = FileHandle(forWritingAtPath: resolved) else {
                throw .cannotWrite(path, reason: "it cannot be opened for writing")
            }
            defer { try? handle.close() }
            try writeStream(data, to: handle, path: path)
            return true
        case .directory:
            throw .isDirectory(path)
        case .newFile(let resolved):
            try replaceAtomically(resolved, with: data, mode: nil, shownAs: path)
        case .regularFile(let resolved):
            guard replacing else { throw .exists(path) }
            let folder = (resolved as NSString).deletingLastPathComponent
            // Only a folder that cannot take the temporary file (and a file that can be written) is a reason to
            // give up atomicity; a full disk or any other failure leaves the old file as it was.
            if access(folder.isEmpty ? "." : folder, W_OK) != 0, access(resolved, W_OK) == 0 {
                try rewriteInPlace(resolved, with: data, shownAs: path)
                return false
            }
            let mode = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.posixPermissions] as? Int
            try replaceAtomically(resolved, with: data, mode: mode, shownAs: path)
        }
        return false
    }

    /// What `path` names, following symbolic links.
    static func target(of path: String) throws(Failure) -> Target {
        guard !path.isEmpty else { throw .cannotWrite(path, reason: "no file was named") }
        var status = stat()
        // stat follows links: a link to a pipe (/dev/stdout → /proc/self/fd/1 → pipe:[…]) is that pipe.
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw .cannotWrite(path, reason: String(cString: strerror(errno))) }
            return .newFile(resolvingLinks(path))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regularFile(resolvingLinks(path))
        case S_IFDIR: return .directory(path)
        default: return .stream(path)
        }
    }

    // MARK: - Private

    /// `path` with every symbolic link along it resolved; a link whose target does not exist yet resolves to that
    /// target, so the new file is made where the link points.
    private static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                break
            }
            let folder = (current as NSString).deletingLastPathComponent
            current = destination.hasPrefix("/") || folder.isEmpty ? destination : folder + "/" + destination
        }
        return current
    }

    /// Writes `data` to an open stream, all of it.
    private static func writeStream(_ data: Data, to handle: FileHandle, path: String) throws(Failure) {
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw .cannotWrite(path, reason: error.localizedDescription)
        }
    }

    /// Writes `data` to a temporary file beside `path`, flushes it, gives it `mode`, then renames it over `path`.
    private static func replaceAtomically(
        _ path: String, with data: Data, mode: Int?, shownAs shown: String
    )
        throws(Failure)
    {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            let exists = FileManager.default.fileExists(atPath: directory.path)
            throw .cannotWrite(shown, reason: exists ? "its folder is not writable" : "its folder does not exist")
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
            if let mode { chmod(temporary.path, mode_t(mode)) }
            guard rename(temporary.path, path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotWrite(shown, reason: error.localizedDescription)
        }
    }

    /// Truncates and rewrites the regular file at `path`, for a file the user may write in a folder they may not.
    private static func rewriteInPlace(_ path: String, with data: Data, shownAs shown: String) throws(Failure) {
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw .cannotWrite(shown, reason: "it cannot be opened for writing")
        }
        defer { try? handle.close() }
        do {
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            throw .cannotWrite(shown, reason: error.localizedDescription)
        }
    }
}
