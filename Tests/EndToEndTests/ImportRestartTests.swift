import CardboxTestSupport
import Foundation
import Testing

/// A web import through a server killed with SIGKILL while it runs: the next server on the same data shows the
/// import, resumes it (or fails it with a reason), and it ends; it is never left "still being made".
@Suite(.timeLimit(.minutes(10))) struct ImportRestartTests {
    /// Markdown long enough that the import is still running a moment after it was accepted.
    static let longNotes: String = (1...120).map { section in
        """
        ## Topic \(section)

        The organelle number \(section) is the compartment that stores the protein called marker\(section) in the \
        cell. It was described in \(1900 + section) by a team that measured \(section * 3) samples.

        Osmosis across membrane \(section) is the movement of water toward the side with more solute \(section).
        """
    }.joined(separator: "\n\n")

    static func object(_ reply: RawHTTPConnection.Reply) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(reply.body)) as? [String: Any])
    }

    @Test func anImportInterruptedByAKillEndsAfterTheRestart() throws {
        let cli = try CardboxProcess()
        let first = try ServedCardbox(sharing: cli)
        defer { first.stop() }
        let token = try first.createLocalToken()
        let boundary = "restart"
        let body =
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"engine\"\r\n\r\nextractive\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"long.md\"\r\n"
            + "Content-Type: text/markdown\r\n\r\n\(Self.longNotes)\r\n--\(boundary)--\r\n"
        let auth = ("Authorization", "Bearer \(token)")
        let started = try first.exchange(
            "POST", "/api/v1/imports",
            headers: [auth, ("Content-Type", "multipart/form-data; boundary=\(boundary)")], body: body)
        #expect(started.status == 202, "\(started.text)")
        let id = try #require(try Self.object(started)["id"] as? Int)
        first.stop()

        let second = try ServedCardbox(sharing: cli)
        defer { second.stop() }
        let restarted = try second.exchange("GET", "/api/v1/imports/\(id)", headers: [auth])
        #expect(restarted.status == 200, "the import was lost in the restart: \(restarted.text)")
        var status: [String: Any] = [:]
        let deadline = Date().addingTimeInterval(120)
        repeat {
            status = try Self.object(try second.exchange("GET", "/api/v1/imports/\(id)", headers: [auth]))
            if status["finished"] as? Bool == true { break }
            Thread.sleep(forTimeInterval: 0.25)
        } while Date() < deadline
        let state = status["state"] as? String
        #expect(status["finished"] as? Bool == true, "still \(state ?? "?") after the restart:\n\(second.log())")
        #expect(state == "finished" || (state == "failed" && (status["error"] as? String)?.isEmpty == false))
        for draft in status["draft_ids"] as? [Int] ?? [] {
            let detail = try Self.object(try second.exchange("GET", "/api/v1/drafts/\(draft)", headers: [auth]))
            let body = try #require(detail["draft"] as? [String: Any])
            #expect(body["status"] as? String != "generating")
        }
    }
}
