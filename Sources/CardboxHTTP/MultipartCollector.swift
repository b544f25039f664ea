/// Collects the parts a ``MultipartStream`` finds: form fields in memory (together at most `maximumFieldBytes`), and
/// files in memory too, or written to an ``UploadFileStore`` as they arrive when there is one.
package final class MultipartCollector: MultipartReceiver {
    /// The parts found so far, in body order.
    package private(set) var parts: [MultipartPart] = []
    /// Every file written to the store, kept or not.
    private(set) var storedFiles: [StoredFile] = []
    private let files: (any UploadFileStore)?
    private let maximumFieldBytes: Int
    private var fieldBytes = 0
    private var writer: (any UploadFileWriter)?

    /// A collector that writes files to `files` (or keeps them in memory when it is `nil`).
    package init(files: (any UploadFileStore)?, maximumFieldBytes: Int) {
        self.files = files
        self.maximumFieldBytes = maximumFieldBytes
    }

    package func beginPart(_ part: MultipartPart) throws(HTTPError) {
        parts.append(part)
        guard let files, part.filename != nil else { return }
        do {
            writer = try files.begin(part)
        } catch {
            throw Self.storeFailed
        }
    }

    package func partBytes(_ bytes: ArraySlice<UInt8>) throws(HTTPError) {
        if let writer {
            do {
                try writer.write(bytes)
            } catch {
                throw Self.storeFailed
            }
            return
        }
        fieldBytes += bytes.count
        guard fieldBytes <= maximumFieldBytes else {
            throw HTTPError(.contentTooLarge, "The form's fields are larger than the server accepts.")
        }
        parts[parts.count - 1].body.append(contentsOf: bytes)
    }

    package func endPart() throws(HTTPError) {
        guard let writer else { return }
        self.writer = nil
        do {
            let file = try writer.finish()
            storedFiles.append(file)
            parts[parts.count - 1].stored = file
        } catch {
            writer.discard()
            throw Self.storeFailed
        }
    }

    /// Drops the file being written and every stored file its handler did not keep.
    func release() {
        writer?.discard()
        writer = nil
        guard let files else { return }
        for file in storedFiles { files.drop(file) }
        storedFiles = []
    }

    private static var storeFailed: HTTPError {
        HTTPError(.internalServerError, "The upload could not be stored. Try again in a moment.")
    }
}
