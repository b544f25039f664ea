import CMicroHTTPD
import Foundation

/// State of one request while its body arrives; libmicrohttpd holds it in `*req_cls`.
final class PendingRequest {
    /// The request as its headers describe it; the body is added when it is complete.
    var request: Request
    /// The most body bytes this request may send, decided when its headers arrived.
    let maximumBodyBytes: Int
    var body: [UInt8] = []
    /// Body bytes received so far, whether kept in ``body`` or passed on.
    var received = 0
    var tooLarge = false
    /// Bytes read and dropped after the body passed its limit.
    var discarded = 0
    /// The upload's parts as they arrive, when the body is received piece by piece.
    var upload: ReceivedUpload?

    init(request: Request, maximumBodyBytes: Int, upload: ReceivedUpload? = nil) {
        self.request = request
        self.maximumBodyBytes = maximumBodyBytes
        self.upload = upload
    }
}

/// A `multipart/form-data` body being split while it arrives, its files going to an ``UploadFileStore``.
final class ReceivedUpload {
    private var stream: MultipartStream
    private let collector: MultipartCollector
    /// Why the body cannot be used, once something went wrong; later pieces are then ignored.
    private var failure: HTTPError?

    init(boundary: String, files: any UploadFileStore, maximumFieldBytes: Int) {
        stream = MultipartStream(boundary: boundary)
        collector = MultipartCollector(files: files, maximumFieldBytes: maximumFieldBytes)
    }

    /// Reads the next piece of the body.
    func receive(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil else { return }
        do {
            try stream.feed(bytes, to: collector)
        } catch {
            failure = error
            collector.release()
        }
    }

    /// The parts found once the body is complete, or why there are none.
    func parts() -> Result<[MultipartPart], HTTPError> {
        if let failure { return .failure(failure) }
        do {
            try stream.finish()
        } catch {
            collector.release()
            return .failure(error)
        }
        return .success(collector.parts)
    }

    /// Drops the file being written and the stored files the request's handler did not keep.
    func release() {
        collector.release()
    }
}

/// What an event stream's content reader needs: libmicrohttpd holds it as the reader's `cls`.
final class StreamContext: @unchecked Sendable {
    // Safe because libmicrohttpd calls the reader and free callbacks for one response on one worker thread, and the
    // connection address is only passed back to libmicrohttpd's resume, which may be called from any thread.
    let server: HTTPServer
    let stream: EventStream
    let connection: Int

    init(server: HTTPServer, stream: EventStream, connection: OpaquePointer) {
        self.server = server
        self.stream = stream
        self.connection = Int(bitPattern: UnsafeRawPointer(connection))
    }

    var connectionPointer: OpaquePointer? { OpaquePointer(bitPattern: connection) }
}

/// libmicrohttpd's access handler: called once when the headers are in, once per body piece, and once more when
/// the body is complete.
let accessHandler: MHD_AccessHandlerCallback = {
    context, connection, url, method, version, uploadData, uploadDataSize, requestState in
    guard let context, let connection, let uploadDataSize, let requestState else { return MHD_Result.NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    guard let pending = requestState.pointee else {
        // First call: the headers are in. Answering now would force `Connection: close`, which is only right for a
        // request refused before its body is read: its body is never buffered.
        server.headerDeadline?.headersArrived(connection)
        let request = makeRequest(connection, url: url, method: method, server: server)
        server.requestStarted()
        let admission = admit(request, version: version.map { String(cString: $0) }, server: server)
        let limit: Int
        var upload: ReceivedUpload?
        switch admission {
        case .refuse(let error):
            requestState.pointee = Unmanaged.passRetained(PendingRequest(request: request, maximumBodyBytes: 0))
                .toOpaque()
            return queue(server.refuser(request, error), on: connection, server: server)
        case .accept(let maximumBodyBytes):
            limit = min(maximumBodyBytes, server.configuration.maximumBodyBytes)
        case .receiveUploads(let maximumBodyBytes, let files):
            guard let boundary = request.headers["Content-Type"].flatMap(MultipartParser.boundary(in:)) else {
                requestState.pointee = Unmanaged.passRetained(PendingRequest(request: request, maximumBodyBytes: 0))
                    .toOpaque()
                let error = HTTPError(.badRequest, "Expected a multipart/form-data body.")
                return queue(server.refuser(request, error), on: connection, server: server)
            }
            limit = min(maximumBodyBytes, server.configuration.maximumBodyBytes)
            upload = ReceivedUpload(
                boundary: boundary, files: files, maximumFieldBytes: server.configuration.maximumFieldBytes)
        }
        let state = PendingRequest(request: request, maximumBodyBytes: limit, upload: upload)
        requestState.pointee = Unmanaged.passRetained(state).toOpaque()
        if let length = request.headers["Content-Length"].flatMap(Int.init), length > limit {
            return queue(tooLarge(state, server: server), on: connection, server: server)
        }
        return MHD_Result.YES
    }
    let state = Unmanaged<PendingRequest>.fromOpaque(pending).takeUnretainedValue()
    if uploadDataSize.pointee > 0 {
        let count = uploadDataSize.pointee
        if state.tooLarge {
            // A body without a declared length that goes on long past its limit is not read to its end: the
            // connection is closed, without an answer, rather than keep a worker reading.
            state.discarded += count
            if state.discarded > discardLimit { return MHD_Result.NO }
        } else if let uploadData {
            if state.received + count > state.maximumBodyBytes {
                state.tooLarge = true
                state.body = []
                state.upload?.release()
            } else {
                state.received += count
                uploadData.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
                    let piece = UnsafeBufferPointer(start: bytes, count: count)
                    if let upload = state.upload {
                        upload.receive(piece)
                    } else {
                        state.body.append(contentsOf: piece)
                    }
                }
            }
        }
        uploadDataSize.pointee = 0
        return MHD_Result.YES
    }
    if state.tooLarge {
        return queue(tooLarge(state, server: server), on: connection, server: server)
    }
    var request = state.request
    request.body = state.body
    request.receivedParts = state.upload?.parts()
    state.body = []
    let response = server.responder(request)
    return queue(response, on: connection, server: server)
}

/// How many bytes past its limit a body without a declared length is read and dropped, so that a client that stops
/// soon after still gets its 413; past this the connection is closed.
private let discardLimit = 1 << 20

/// The server's first word on a request whose headers are in: HTTP/1.1 requires `Host` (RFC 9112 §3.2), then the
/// server's admission decides.
private func admit(_ request: Request, version: String?, server: HTTPServer) -> RequestAdmission {
    if version == "HTTP/1.1" && request.headers["Host"] == nil {
        return .refuse(HTTPError(.badRequest, "An HTTP/1.1 request must name its host in a Host header."))
    }
    return server.admission(request)
}

/// Releases the request state when libmicrohttpd is done with a request (answered, aborted or timed out).
let requestCompleted: MHD_RequestCompletedCallback = { context, connection, requestState, _ in
    guard let context, let requestState, let pending = requestState.pointee else { return }
    let state = Unmanaged<PendingRequest>.fromOpaque(pending)
    state.takeUnretainedValue().upload?.release()
    state.release()
    requestState.pointee = nil
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    if let connection { server.headerDeadline?.requestEnded(connection) }
    server.requestFinished()
}

/// Tells the header deadline's watch about connections opening and closing, and the acceptor about connections
/// closing.
let connectionNotified: MHD_NotifyConnectionCallback = { context, connection, _, code in
    guard let context, let connection else { return }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    if code.rawValue == 0 {  // MHD_CONNECTION_NOTIFY_STARTED
        server.headerDeadline?.opened(connection)
    } else {
        server.headerDeadline?.closed(connection)
        server.connectionClosed(connection)
    }
}

/// Feeds an event stream to libmicrohttpd: bytes when queued, otherwise suspends the connection until a writer
/// resumes it (returning 0 without suspending would spin).
let streamReader: MHD_ContentReaderCallback = { context, _, buffer, capacity in
    guard let context, let buffer else { return -2 }
    let stream = Unmanaged<StreamContext>.fromOpaque(context).takeUnretainedValue()
    guard let connection = stream.connectionPointer else { return -2 }
    let address = stream.connection
    let result = stream.stream.read(
        into: UnsafeMutableRawBufferPointer(start: buffer, count: capacity),
        suspend: { MHD_suspend_connection(connection) },
        resume: { OpaquePointer(bitPattern: address).map { MHD_resume_connection($0) } }
    )
    switch result {
    case .bytes(let count): return count
    case .suspended: return 0
    case .finished: return -1  // MHD_CONTENT_READER_END_OF_STREAM
    }
}

/// Called when an event stream's response is destroyed: its connection has ended.
let streamFinished: MHD_ContentReaderFreeCallback = { context in
    guard let context else { return }
    let stream = Unmanaged<StreamContext>.fromOpaque(context).takeRetainedValue()
    stream.server.eventStreams.remove(stream.stream)
}

/// The answer to a body over its limit, from the server's refuser.
private func tooLarge(_ state: PendingRequest, server: HTTPServer) -> Response {
    let limit = state.maximumBodyBytes
    let size = limit >= 1 << 20 ? "\(limit >> 20) MB" : "\(max(1, limit >> 10)) KB"
    return server.refuser(
        state.request, HTTPError(.contentTooLarge, "The request body is larger than the server accepts (\(size))."))
}

private func makeRequest(
    _ connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?, server: HTTPServer
) -> Request {
    final class Collector {
        var pairs: [(String, String)] = []
    }
    let iterator: MHD_KeyValueIterator = { context, _, key, value in
        guard let context, let key else { return MHD_Result.YES }
        let collector = Unmanaged<Collector>.fromOpaque(context).takeUnretainedValue()
        collector.pairs.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
        return MHD_Result.YES
    }
    let headers = Collector()
    let query = Collector()
    MHD_get_connection_values(
        connection, MHD_ValueKind.HEADER_KIND, iterator, Unmanaged.passUnretained(headers).toOpaque())
    MHD_get_connection_values(
        connection, MHD_ValueKind.GET_ARGUMENT_KIND, iterator, Unmanaged.passUnretained(query).toOpaque())
    var address = [CChar](repeating: 0, count: 64)
    let remote =
        cardbox_mhd_client_address(connection, &address, socklen_t(address.count)) == 0
        ? String(decoding: address.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "unknown"
    return Request(
        method: HTTPMethod(rawValue: method.map { String(cString: $0) } ?? "GET"),
        path: url.map { String(cString: $0) } ?? "/", query: Parameters(query.pairs),
        headers: HTTPHeaders(headers.pairs), body: [], remoteAddress: remote, id: server.nextRequestID())
}

private func queue(_ response: Response, on connection: OpaquePointer, server: HTTPServer) -> MHD_Result {
    let handle: OpaquePointer?
    switch response.body {
    case .bytes(let bytes):
        // MUST_COPY: libmicrohttpd copies the bytes, so the Swift array may go away after this call.
        handle = bytes.withUnsafeBytes { buffer in
            MHD_create_response_from_buffer(
                buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress),
                MHD_ResponseMemoryMode.RESPMEM_MUST_COPY)
        }
    case .eventStream(let stream):
        stream.attach(socket: cardbox_mhd_connection_socket(connection))
        let context = Unmanaged.passRetained(StreamContext(server: server, stream: stream, connection: connection))
        // The free callback releases the context when libmicrohttpd destroys the response.
        handle = MHD_create_response_from_callback(
            UInt64.max, 4096, streamReader, context.toOpaque(), streamFinished)
        if handle == nil { context.release() }
    }
    guard let handle else { return MHD_Result.NO }
    for field in response.headers {
        MHD_add_response_header(handle, field.name, field.value)
    }
    let result = MHD_queue_response(connection, UInt32(response.status.code), handle)
    MHD_destroy_response(handle)
    return result
}
