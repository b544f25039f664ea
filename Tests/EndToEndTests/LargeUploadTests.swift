import CardboxTestSupport
import Foundation
import Testing

/// A large signed-in upload to a running `cardbox serve` goes into the store while it arrives: the server's peak
/// memory (its `/proc/<pid>/status`) rises by far less than the upload's size.
@Suite(.timeLimit(.minutes(10))) struct LargeUploadTests {
    @Test func aLargeUploadDoesNotRaiseTheServersPeakMemoryByItsSize() throws {
        let cli = try CardboxProcess()
        let server = try ServedCardbox(sharing: cli)
        defer { server.stop() }
        let token = try server.createLocalToken()
        try server.waitForStartUpWork(token: token)
        let size = 32 << 20
        let block = (0..<65_521).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) }
        let head = Array(
            ("--Bnd\r\nContent-Disposition: form-data; name=\"file\"; filename=\"big.txt\"\r\n"
                + "Content-Type: text/plain\r\n\r\n").utf8)
        // The form is refused once the body is in (no such engine), so no import reads the file afterwards.
        let tail = Array(
            "\r\n--Bnd\r\nContent-Disposition: form-data; name=\"engine\"\r\n\r\ntelepathy\r\n--Bnd--\r\n".utf8)
        let before = try PeakMemory.peak(of: server.processIdentifier)

        let connection = try RawHTTPConnection(port: server.port, timeout: 120)
        try connection.send(
            "POST /api/v1/imports HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nAuthorization: Bearer \(token)\r\n"
                + "Content-Type: multipart/form-data; boundary=Bnd\r\n"
                + "Content-Length: \(head.count + size + tail.count)\r\n\r\n")
        try connection.send(head)
        var sent = 0
        while sent < size {
            let piece = Array(block.prefix(size - sent))
            try connection.send(piece)
            sent += piece.count
        }
        try connection.send(tail)
        let reply = try connection.readReply()
        let rise = try PeakMemory.peak(of: server.processIdentifier) - before

        #expect(reply.status == 422, "\(reply.status): \(reply.text)")
        #expect(rise < 12 << 20, "the server's peak memory rose by \(rise >> 20) MB for a 32 MB upload")
    }
}
