import CardboxCore
import CardboxHTTP
import CardboxWeb
import Foundation
import Testing

/// What the web app decides from a request's headers alone: the host it answers to and how large a body it reads.
struct WebAdmissionTests {
    func request(
        _ method: HTTPMethod = .get, _ path: String = "/", host: String? = "127.0.0.1:8080",
        headers extra: [(String, String)] = []
    ) -> Request {
        var headers = HTTPHeaders(host.map { [("Host", $0)] } ?? [])
        for (name, value) in extra { headers[name] = value }
        return Request(method: method, path: path, headers: headers)
    }

    func limit(_ admission: RequestAdmission) -> Int? {
        switch admission {
        case .accept(let bytes), .receiveUploads(let bytes, _): bytes
        case .refuse: nil
        }
    }

    @Test func signedInUploadsAreReceivedIntoTheStoreAndOtherBodiesInMemory() throws {
        let (app, _, script) = try APIAndImportTests().setUp()
        let admission = WebAdmission(services: app.services, localUser: nil)
        let token = [("Authorization", "Bearer \(try #require(script.bearer))"), ("Content-Length", "\(8 << 20)")]
        guard case .receiveUploads = admission.admit(request(.post, "/api/v1/imports", headers: token)) else {
            Issue.record("a signed-in upload is not received piece by piece")
            return
        }
        guard case .accept = admission.admit(request(.post, "/api/v1/decks", headers: token)) else {
            Issue.record("a JSON body is not read into memory")
            return
        }
    }

    @Test func answersOnlyConfiguredHostNames() throws {
        let app = try WebHarness(origin: "https://cards.example.org") { $0.allowedHosts = ["192.168.1.20"] }
        let admission = WebAdmission(services: app.services, localUser: nil)
        for host in [
            "127.0.0.1:8080", "localhost", "LOCALHOST.:8080", "[::1]:8080", "cards.example.org", "192.168.1.20:8080",
        ] {
            #expect(limit(admission.admit(request(host: host))) != nil, "\(host)")
        }
        for host in [
            "rebind.attacker.example:8080", "cards.example.org.evil", "127.0.0.2", "[::2]:8080", "",
            "localhost:80a", "[::1", "[::1]x", "user@localhost", "local host", "localhost/x", ".", ":8080",
        ] {
            guard case .refuse(let error) = admission.admit(request(host: host)) else {
                Issue.record("\(host) was admitted")
                continue
            }
            #expect(error.status == .misdirectedRequest)
        }
    }

    @Test func anonymousBodiesGetTheSmallLimitWhateverTheyDeclare() throws {
        let app = try WebHarness()
        let admission = WebAdmission(services: app.services, localUser: nil)
        let huge = [("Content-Length", "\(60 << 20)")]
        #expect(limit(admission.admit(request(.post, "/signin", headers: huge))) == 64 << 10)
        #expect(limit(admission.admit(request(.post, "/import", headers: huge))) == 64 << 10)
        #expect(limit(admission.admit(request(.post, "/api/v1/imports", headers: huge))) == 64 << 10)
        let chunked = [("Transfer-Encoding", "chunked")]
        #expect(limit(admission.admit(request(.post, "/signup", headers: chunked))) == 64 << 10)
        let bogus = huge + [("Authorization", "Bearer not-a-token")]
        #expect(limit(admission.admit(request(.post, "/api/v1/imports", headers: bogus))) == 64 << 10)
    }

    @Test func onlySignedInUploadsGetTheLargeLimit() throws {
        let (app, ada, script) = try APIAndImportTests().setUp()
        let admission = WebAdmission(services: app.services, localUser: nil)
        let huge = [("Content-Length", "\(60 << 20)")]
        let bearer = try #require(script.bearer)
        let token = [("Authorization", "Bearer \(bearer)")]
        #expect(limit(admission.admit(request(.post, "/api/v1/imports", headers: huge + token))) == 64 << 20)
        #expect(limit(admission.admit(request(.post, "/api/v1/decks", headers: huge + token))) == 1 << 20)

        let cookie = ada.cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
        let browser = huge + [("Cookie", cookie)]
        #expect(limit(admission.admit(request(.post, "/import", headers: browser))) == 64 << 20)
        let sameOrigin = browser + [("Origin", "http://127.0.0.1:8080")]
        #expect(limit(admission.admit(request(.post, "/import", headers: sameOrigin))) == 64 << 20)
        let crossSite = browser + [("Origin", "https://evil.example")]
        #expect(limit(admission.admit(request(.post, "/import", headers: crossSite))) == 1 << 20)
        let fetchMetadata = browser + [("Sec-Fetch-Site", "cross-site")]
        #expect(limit(admission.admit(request(.post, "/import", headers: fetchMetadata))) == 1 << 20)
        #expect(limit(admission.admit(request(.post, "/decks", headers: browser))) == 1 << 20)

        // A browser session's token is not an API token.
        let sessionToken = try #require(ada.cookies["cardbox_session"])
        let misused = huge + [("Authorization", "Bearer \(sessionToken)")]
        #expect(limit(admission.admit(request(.post, "/api/v1/imports", headers: misused))) == 64 << 10)
    }

    @Test func theLocalUserOfASingleUserServerMayUpload() throws {
        let app = try WebHarness(singleUser: true)
        let admission = WebAdmission(services: app.services, localUser: app.localUser)
        let huge = [("Content-Length", "\(60 << 20)")]
        #expect(limit(admission.admit(request(.post, "/import", headers: huge))) == 64 << 20)
        #expect(limit(admission.admit(request(.post, "/signin", headers: huge))) == 1 << 20)
    }
}
