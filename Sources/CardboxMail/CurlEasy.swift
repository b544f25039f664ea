import CCurl

/// One libcurl easy handle and the C memory its options point to.
///
/// Not thread-safe: libcurl forbids using a handle from two threads at once. ``SMTPTransport`` creates one per message
/// on the sending thread and drops it when the transfer ends.
final class CurlEasy {
    private let handle: UnsafeMutableRawPointer
    private var lists: [UnsafeMutablePointer<curl_slist>] = []
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private static let errorBufferSize = Int(CURL_ERROR_SIZE)

    /// Creates a handle whose failures are described in its own error buffer.
    init() throws(MailError) {
        try Curl.ready()
        guard let handle = curl_easy_init() else {
            throw MailError(kind: .sendFailed, message: "libcurl could not create a handle.")
        }
        self.handle = handle
        errorBuffer = .allocate(capacity: Self.errorBufferSize)
        errorBuffer.initialize(repeating: 0, count: Self.errorBufferSize)
        // "The buffer must be at least CURL_ERROR_SIZE bytes big" and must stay valid until the handle is cleaned up.
        _ = cardbox_curl_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, UnsafeMutableRawPointer(errorBuffer))
    }

    deinit {
        curl_easy_cleanup(handle)
        // "libcurl does not copy the list, it needs to be kept around until after the transfer has completed":
        // freed only once the handle that points to them is gone.
        for list in lists { curl_slist_free_all(list) }
        errorBuffer.deallocate()
    }

    /// Sets a numeric option.
    func set(_ option: CURLoption, _ value: Int) throws(MailError) {
        try check(cardbox_curl_easy_setopt_long(handle, option, value))
    }

    /// Sets a string option; libcurl copies the string ("Strings passed to libcurl as 'char *' arguments, are copied
    /// by the library").
    func set(_ option: CURLoption, _ value: String) throws(MailError) {
        try check(cardbox_curl_easy_setopt_string(handle, option, value))
    }

    /// Sets a string-list option such as `CURLOPT_MAIL_RCPT`; the list lives as long as the handle.
    func set(_ option: CURLoption, list values: [String]) throws(MailError) {
        var list: UnsafeMutablePointer<curl_slist>?
        for value in values {
            // "A null pointer is returned if anything went wrong, otherwise the new list pointer is returned";
            // on failure the old list is left alone and still ours to free.
            guard let appended = curl_slist_append(list, value) else {
                if let list { curl_slist_free_all(list) }
                throw MailError(kind: .sendFailed, message: "libcurl ran out of memory building a list.")
            }
            list = appended
        }
        guard let list else { return }
        lists.append(list)
        try check(cardbox_curl_easy_setopt_slist(handle, option, list))
    }

    /// Runs the transfer, feeding `body` to the server through `CURLOPT_READFUNCTION`.
    ///
    /// - Returns: `CURLE_OK` or the failure code, with ``lastErrorMessage`` describing it.
    func perform(uploading body: [UInt8]) -> CURLcode {
        let source = UploadSource(body)
        return withExtendedLifetime(source) {
            // The pointer is unretained: `source` outlives curl_easy_perform, which calls the read function only on
            // this thread and only before it returns.
            let context = Unmanaged.passUnretained(source).toOpaque()
            _ = cardbox_curl_easy_setopt_pointer(handle, CURLOPT_READDATA, context)
            _ = cardbox_curl_easy_setopt_read_function(handle, uploadRead)
            _ = cardbox_curl_easy_setopt_long(handle, CURLOPT_UPLOAD, 1)
            let code = curl_easy_perform(handle)
            // Clear the context so no later call could reach a released object.
            _ = cardbox_curl_easy_setopt_pointer(handle, CURLOPT_READDATA, nil)
            return code
        }
    }

    /// The server's last reply code (for SMTP, for example 250 or 550), or `nil` if none arrived.
    var responseCode: Int? {
        var code = 0
        guard cardbox_curl_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &code) == CURLE_OK, code > 0 else {
            return nil
        }
        return code
    }

    /// libcurl's detailed message for the last failure, or its generic text for `code`.
    func lastErrorMessage(for code: CURLcode) -> String {
        let detail = String(cString: errorBuffer).trimmingSuffix { $0 == "\n" || $0 == "\r" }
        if !detail.isEmpty { return String(detail) }
        return curl_easy_strerror(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"
    }

    private func check(_ code: CURLcode) throws(MailError) {
        guard code == CURLE_OK else {
            let message = curl_easy_strerror(code).map { String(cString: $0) } ?? "error \(code.rawValue)"
            throw MailError(kind: .invalidConfiguration, message: "libcurl refused an option: \(message).")
        }
    }
}

@available(*, unavailable)
extension CurlEasy: Sendable {}

/// The bytes being uploaded and how far libcurl has read them.
private final class UploadSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }
}

/// `CURLOPT_READFUNCTION`: copies up to `size * count` bytes into `buffer`; returning 0 ends the upload.
private func uploadRead(
    _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let buffer, let context else { return 0 }
    let source = Unmanaged<UploadSource>.fromOpaque(context).takeUnretainedValue()
    let length = min(size * count, source.bytes.count - source.offset)
    guard length > 0 else { return 0 }
    source.bytes.withUnsafeBufferPointer { bytes in
        guard let base = bytes.baseAddress else { return }
        UnsafeMutableRawPointer(buffer).copyMemory(from: base + source.offset, byteCount: length)
    }
    source.offset += length
    return length
}

extension String {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}
