/// Receives the parts of a `multipart/form-data` body from a ``MultipartStream`` as they are found.
package protocol MultipartReceiver: AnyObject {
    /// A part begins; `part` has its name, file name and media type, and an empty body.
    func beginPart(_ part: MultipartPart) throws(HTTPError)
    /// The next bytes of the current part's content.
    func partBytes(_ bytes: ArraySlice<UInt8>) throws(HTTPError)
    /// The current part's content is complete.
    func endPart() throws(HTTPError)
}

/// Splits a `multipart/form-data` body (RFC 7578) into parts while it arrives in pieces of any size.
///
/// Besides the headers of the part being read (at most ``maximumHeaderBytes``), it holds back only as many bytes as
/// could be the start of the next delimiter; everything else goes to the receiver at once.
package struct MultipartStream {
    /// The most bytes a part's header block may take.
    static let maximumHeaderBytes = 16 << 10

    private enum State {
        /// Before the first delimiter.
        case preamble
        /// Just after a delimiter: either `--` (the end) or a line end (a part follows).
        case afterDelimiter
        /// Reading a part's header block.
        case headers
        /// Reading a part's content.
        case content
        /// After the closing delimiter; the rest is ignored.
        case finished
    }

    private let delimiter: [UInt8]
    private let contentDelimiter: [UInt8]
    private var state = State.preamble
    private var buffer: [UInt8] = []
    private var start = 0

    /// A stream for bodies whose parts are separated by `boundary`.
    package init(boundary: String) {
        delimiter = Array("--\(boundary)".utf8)
        contentDelimiter = Array("\r\n--\(boundary)".utf8)
    }

    static var malformed: HTTPError { HTTPError(.badRequest, "The multipart body is malformed.") }

    /// Whether the closing delimiter has been read.
    var isComplete: Bool {
        if case .finished = state { return true }
        return false
    }

    /// Reads the next piece of the body, telling `receiver` what it finds.
    package mutating func feed(_ bytes: some Collection<UInt8>, to receiver: some MultipartReceiver) throws(HTTPError) {
        if case .finished = state { return }
        buffer.append(contentsOf: bytes)
        try advance(receiver)
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// The body has ended; throws when it ended before its closing delimiter.
    package func finish() throws(HTTPError) {
        guard isComplete else { throw Self.malformed }
    }

    private mutating func advance(_ receiver: some MultipartReceiver) throws(HTTPError) {
        while true {
            switch state {
            case .preamble:
                guard let found = find(delimiter) else {
                    start = max(start, buffer.count - (delimiter.count - 1))
                    return
                }
                start = found + delimiter.count
                state = .afterDelimiter
            case .afterDelimiter:
                guard buffer.count - start >= 2 else { return }
                let first = buffer[start]
                let second = buffer[start + 1]
                if first == UInt8(ascii: "-") && second == UInt8(ascii: "-") {
                    state = .finished
                    start = buffer.count
                    return
                }
                guard first == 13, second == 10 else { throw Self.malformed }
                start += 2
                state = .headers
            case .headers:
                guard let end = find(Self.headerEnd) else {
                    if buffer.count - start > Self.maximumHeaderBytes { throw Self.malformed }
                    return
                }
                guard end - start <= Self.maximumHeaderBytes,
                    let part = MultipartParser.part(headers: String(decoding: buffer[start..<end], as: UTF8.self))
                else { throw Self.malformed }
                start = end + Self.headerEnd.count
                state = .content
                try receiver.beginPart(part)
            case .content:
                guard let end = find(contentDelimiter) else {
                    let safe = buffer.count - (contentDelimiter.count - 1)
                    if safe > start {
                        try receiver.partBytes(buffer[start..<safe])
                        start = safe
                    }
                    return
                }
                if end > start { try receiver.partBytes(buffer[start..<end]) }
                try receiver.endPart()
                // The delimiter's line end belongs to it; what follows is read as after the first delimiter.
                start = end + contentDelimiter.count
                state = .afterDelimiter
            case .finished:
                start = buffer.count
                return
            }
        }
    }

    private static let headerEnd: [UInt8] = Array("\r\n\r\n".utf8)

    /// The index of the first occurrence of `needle` in the unread bytes.
    private func find(_ needle: [UInt8]) -> Int? {
        guard let first = needle.first, buffer.count - start >= needle.count else { return nil }
        let last = buffer.count - needle.count
        return buffer.withUnsafeBufferPointer { bytes -> Int? in
            var index = start
            while index <= last {
                if bytes[index] == first {
                    var matched = true
                    for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                        matched = false
                        break
                    }
                    if matched { return index }
                }
                index += 1
            }
            return nil
        }
    }
}
